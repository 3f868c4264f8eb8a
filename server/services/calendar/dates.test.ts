import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isDateParam, isValidZone, localDayWindow, parseDateTimeInput, todayIn } from './dates';

describe('parseDateTimeInput', () => {
  it.each([
    ['2026-11-24T15:00:00Z', '2026-11-24T15:00:00.000Z'],
    ['2026-11-24t15:00:00z', '2026-11-24T15:00:00.000Z'],
    ['2026-11-24T15:00:00', '2026-11-24T15:00:00.000Z'],
    ['2026-11-24 15:00', '2026-11-24T15:00:00.000Z'],
    ['2026-11-24T15:00:00.5Z', '2026-11-24T15:00:00.500Z'],
    ['2026-11-24T15:00:00,123456789Z', '2026-11-24T15:00:00.123Z'],
    ['2026-11-24T17:00:00+02:00', '2026-11-24T15:00:00.000Z'],
    ['2026-11-24T10:30:00-0430', '2026-11-24T15:00:00.000Z'],
    ['2026-11-24T20:00:00+05', '2026-11-24T15:00:00.000Z'],
    ['2024-02-29T00:00:00Z', '2024-02-29T00:00:00.000Z'],
  ])('reads %s', (input, iso) => {
    expect(parseDateTimeInput(input)?.toISOString()).toBe(iso);
  });

  it.each([
    'tomorrow', '2026-11-24', '15:00', '2026-11-24T15', '2026-11-24T15:00:00ZZ', '2026-02-29T00:00:00Z', '2026-13-01T00:00:00Z',
    '2026-11-31T00:00:00Z', '2026-11-24T24:00:00Z', '2026-11-24T23:60:00Z', '2026-11-24T23:00:61Z', '2026-11-24T15:00:00+19:00',
    '2026-11-24T15:00:00 +02:00', '24/11/2026 15:00', '2026-W48-2T15:00:00Z', '+002026-11-24T15:00:00Z', '',
  ])('refuses %j', (input) => {
    expect(parseDateTimeInput(input)).toBeNull();
  });
});

describe('date helpers', () => {
  it('checks dates and zones', () => {
    expect(isDateParam('2026-02-28')).toBe(true);
    expect(isDateParam('2026-02-29')).toBe(false);
    expect(isDateParam('2026-2-28')).toBe(false);
    expect(isValidZone('Europe/Berlin')).toBe(true);
    expect(isValidZone('UTC')).toBe(true);
    expect(isValidZone('Europe/Nowhere')).toBe(false);
    expect(isValidZone('')).toBe(false);
  });

  it('does calendar arithmetic and whole-day windows across DST', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    const spring = localDayWindow('2026-03-29', '2026-03-29', 'Europe/Berlin');
    expect(new Date(spring.from).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect((spring.to - spring.from) / 3_600_000).toBe(23);
    const autumn = localDayWindow('2026-11-01', '2026-11-01', 'America/New_York');
    expect((autumn.to - autumn.from) / 3_600_000).toBe(25);
    expect(todayIn('Pacific/Kiritimati', new Date('2026-11-24T12:00:00Z'))).toBe('2026-11-25');
    expect(todayIn('Pacific/Pago_Pago', new Date('2026-11-24T09:00:00Z'))).toBe('2026-11-23');
  });
});
