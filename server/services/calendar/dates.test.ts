import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isDateParam, isValidZone, localDayWindow, todayIn } from './dates';

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
