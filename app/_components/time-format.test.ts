import { describe, expect, it } from 'vitest';
import { formatClock, formatClockRange, formatDate, formatDateTime, formatStamp, formatTime, zoneAbbreviation, zoneName } from './time-format';

// Intl may put a narrow no-break space before AM/PM: compare with plain spaces.
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

const winter = '2027-01-13T20:00:00Z';
const summer = '2027-07-14T19:00:00Z';

describe('one way to write a moment', () => {
  it.each([
    // The zone's short name follows daylight saving time; the clock follows the locale.
    [winter, 'America/New_York', 'en-US', 'Jan 13, 2027, 03:00 PM EST'],
    [summer, 'America/New_York', 'en-US', 'Jul 14, 2027, 03:00 PM EDT'],
    [winter, 'UTC', 'en-US', 'Jan 13, 2027, 08:00 PM UTC'],
    [winter, 'America/Los_Angeles', 'en-US', 'Jan 13, 2027, 12:00 PM PST'],
    [winter, 'Europe/London', 'en-GB', '13 Jan 2027, 20:00 GMT'],
    [summer, 'Europe/Berlin', 'en-GB', '14 Jul 2027, 21:00 CEST'],
  ])('%s in %s (%s) is %j', (iso, zone, locale, text) => {
    expect(plain(formatDateTime(iso, zone, locale))).toBe(text);
  });

  it('always names the zone, and the same moment reads the same from a Date', () => {
    expect(plain(formatDateTime(new Date(winter), 'America/New_York', 'en-US'))).toBe('Jan 13, 2027, 03:00 PM EST');
    expect(formatDateTime(winter, 'Asia/Kolkata', 'en-US')).toMatch(/GMT\+5:30$/);
  });

  it('adds the weekday where the day matters', () => {
    expect(plain(formatDateTime('2027-03-10T15:00:00Z', 'America/New_York', 'en-US', { weekday: true }))).toBe('Wed, Mar 10, 2027, 10:00 AM EST');
  });

  it('tells apart moments of one minute where several happen in it (stamps, to the second)', () => {
    const first = formatStamp('2027-01-13T20:00:07Z', 'America/New_York', 'en-US');
    const second = formatStamp('2027-01-13T20:00:41Z', 'America/New_York', 'en-US');
    expect(plain(first)).toBe('Jan 13, 2027, 03:00:07 PM EST');
    expect(plain(formatStamp('2027-01-13T20:00:41Z', 'Europe/London', 'en-GB'))).toBe('13 Jan 2027, 20:00:41 GMT');
    expect(first).not.toBe(second);
    expect(formatStamp(null, 'UTC')).toBe('—');
  });

  it('writes a dash for no moment', () => {
    expect(formatDateTime(null, 'UTC')).toBe('—');
    expect(formatDateTime(undefined, 'UTC')).toBe('—');
    expect(formatDate(null, 'UTC')).toBe('—');
  });

  it('takes the day in the zone, not in UTC', () => {
    // 02:00 UTC on the 14th is still the 13th in New York.
    expect(formatDate('2027-01-14T02:00:00Z', 'America/New_York', 'en-US')).toBe('Jan 13, 2027');
    expect(formatDate('2027-01-14T02:00:00Z', 'UTC', 'en-US')).toBe('Jan 14, 2027');
  });

  it('writes a time of day on the same clock as the moments', () => {
    expect(plain(formatTime(winter, 'America/New_York', 'en-US'))).toBe('03:00 PM');
    expect(formatTime(winter, 'America/New_York', 'en-GB')).toBe('15:00');
  });
});

describe('wall-clock times (hours as stored, "15:00")', () => {
  it.each([
    ['09:00', 'en-US', '09:00 AM'],
    ['15:30', 'en-US', '03:30 PM'],
    ['00:00', 'en-US', '12:00 AM'],
    ['24:00', 'en-US', '12:00 AM'],
    ['09:00', 'en-GB', '09:00'],
    ['15:30', 'en-GB', '15:30'],
  ])('%s (%s) is %s', (hhmm, locale, text) => {
    expect(plain(formatClock(hhmm, locale))).toBe(text);
  });

  it('agrees with a moment at that time, whatever the zone', () => {
    for (const locale of ['en-US', 'en-GB', 'de-DE']) {
      expect(formatClock('15:00', locale)).toBe(formatTime(winter, 'America/New_York', locale));
    }
  });

  it('writes a range, and leaves text that is not a time as it is', () => {
    expect(plain(formatClockRange('09:00', '17:00', 'en-US'))).toBe('09:00 AM–05:00 PM');
    expect(formatClock('soon', 'en-US')).toBe('soon');
  });
});

describe('zone names', () => {
  it('reads an IANA name with spaces and gives the short name at a moment', () => {
    expect(zoneName('America/New_York')).toBe('America/New York');
    expect(zoneAbbreviation('America/New_York', winter, 'en-US')).toBe('EST');
    expect(zoneAbbreviation('America/New_York', summer, 'en-US')).toBe('EDT');
  });
});
