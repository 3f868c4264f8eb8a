import { describe, expect, it } from 'vitest';
import { dateTimeInput, parseDateTime } from './date-time';

describe('parseDateTime', () => {
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
    expect(parseDateTime(input)?.toISOString()).toBe(iso);
  });

  it.each([
    'tomorrow', '2026-11-24', '15:00', '2026-11-24T15', '2026-11-24T15:00:00ZZ', '2026-02-29T00:00:00Z', '2026-13-01T00:00:00Z',
    '2026-11-31T00:00:00Z', '2026-11-24T24:00:00Z', '2026-11-24T23:60:00Z', '2026-11-24T23:00:61Z', '2026-11-24T15:00:00+19:00',
    '2026-11-24T15:00:00 +02:00', '24/11/2026 15:00', '2026-W48-2T15:00:00Z', '+002026-11-24T15:00:00Z', '',
  ])('refuses %j', (input) => {
    expect(parseDateTime(input)).toBeNull();
  });
});

describe('dateTimeInput', () => {
  it('hands on the instant in UTC, an offset-less time read as UTC whatever zone the process runs in', () => {
    expect(dateTimeInput.parse('2026-11-24T15:00:00')).toBe('2026-11-24T15:00:00.000Z');
    expect(dateTimeInput.parse('2026-11-24T17:00:00+02:00')).toBe('2026-11-24T15:00:00.000Z');
    // What a door parsed, a service parses again to the same instant.
    expect(dateTimeInput.parse(dateTimeInput.parse('2026-11-24 10:00-05:00'))).toBe('2026-11-24T15:00:00.000Z');
  });

  it.each(['2026-11-31T15:00:00Z', '2026-02-30T10:00:00Z', 'now', '1767225600000'])('refuses %j with one message', (input) => {
    const r = dateTimeInput.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual(['must be an ISO 8601 date-time such as 2026-11-24T15:00:00Z']);
  });
});
