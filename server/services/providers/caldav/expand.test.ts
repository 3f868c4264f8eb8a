import { describe, expect, it } from 'vitest';
import { expandObject } from './expand';

// expand.ts on fixed iCalendar text: no server, only what RFC 5545 says the text means.

const ics = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Tests//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');
const window = { start: new Date('2026-10-01T00:00:00Z'), end: new Date('2026-12-01T00:00:00Z') };
const iso = (d: Date) => d.toISOString();

describe('a weekly series in America/New_York across the end of daylight time (2026-11-01)', () => {
  const series = ics(
    'BEGIN:VEVENT', 'UID:weekly-ny', 'DTSTAMP:20260901T000000Z',
    'DTSTART;TZID=America/New_York:20261022T100000', 'DTEND;TZID=America/New_York:20261022T110000',
    'RRULE:FREQ=WEEKLY;COUNT=4', 'SUMMARY:Standup', 'END:VEVENT',
  );

  it('keeps 10:00 local: 14:00Z before the change, 15:00Z after', () => {
    const times = expandObject({ href: '/alice/cal/weekly.ics', data: series }, 'UTC', window);
    expect(times.map((t) => [iso(t.start), iso(t.end)])).toEqual([
      ['2026-10-22T14:00:00.000Z', '2026-10-22T15:00:00.000Z'],
      ['2026-10-29T14:00:00.000Z', '2026-10-29T15:00:00.000Z'],
      ['2026-11-05T15:00:00.000Z', '2026-11-05T16:00:00.000Z'],
      ['2026-11-12T15:00:00.000Z', '2026-11-12T16:00:00.000Z'],
    ]);
    expect(times.every((t) => t.busy && !t.allDay && t.objectId === '/alice/cal/weekly.ics' && t.title === 'Standup')).toBe(true);
    expect(times[2].instanceId).toBe('/alice/cal/weekly.ics#2026-11-05T15:00:00.000Z');
  });

  it('reads the same zone from a VTIMEZONE under a name that is not an IANA one', () => {
    const vtimezone = [
      'BEGIN:VTIMEZONE', 'TZID:Eastern Standard Time',
      'BEGIN:STANDARD', 'DTSTART:16010101T020000', 'TZOFFSETFROM:-0400', 'TZOFFSETTO:-0500', 'RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11', 'END:STANDARD',
      'BEGIN:DAYLIGHT', 'DTSTART:16010101T020000', 'TZOFFSETFROM:-0500', 'TZOFFSETTO:-0400', 'RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3', 'END:DAYLIGHT',
      'END:VTIMEZONE',
    ];
    const text = ics(...vtimezone,
      'BEGIN:VEVENT', 'UID:weekly-windows', 'DTSTAMP:20260901T000000Z',
      'DTSTART;TZID=Eastern Standard Time:20261029T100000', 'DTEND;TZID=Eastern Standard Time:20261029T103000',
      'RRULE:FREQ=WEEKLY;COUNT=2', 'END:VEVENT');
    const times = expandObject({ href: '/h.ics', data: text }, 'UTC', window);
    expect(times.map((t) => iso(t.start))).toEqual(['2026-10-29T14:00:00.000Z', '2026-11-05T15:00:00.000Z']);
  });
});

describe('exceptions to a series', () => {
  it('drops an EXDATE, adds an RDATE, and puts a RECURRENCE-ID override in the place of its instance', () => {
    const text = ics(
      'BEGIN:VEVENT', 'UID:ex', 'DTSTAMP:20260901T000000Z',
      'DTSTART;TZID=America/New_York:20261022T100000', 'DTEND;TZID=America/New_York:20261022T110000',
      'RRULE:FREQ=WEEKLY;COUNT=4', 'EXDATE;TZID=America/New_York:20261029T100000', 'RDATE:20261031T160000Z', 'END:VEVENT',
      'BEGIN:VEVENT', 'UID:ex', 'DTSTAMP:20260901T000000Z', 'RECURRENCE-ID:20261105T150000Z',
      'DTSTART;TZID=America/New_York:20261106T130000', 'DTEND;TZID=America/New_York:20261106T143000', 'SUMMARY:Moved', 'END:VEVENT',
      'BEGIN:VEVENT', 'UID:ex', 'DTSTAMP:20260901T000000Z', 'RECURRENCE-ID;TZID=America/New_York:20261112T100000',
      'DTSTART;TZID=America/New_York:20261112T100000', 'DTEND;TZID=America/New_York:20261112T110000', 'STATUS:CANCELLED', 'END:VEVENT',
    );
    const times = expandObject({ href: '/ex.ics', data: text }, 'UTC', window);
    expect(times.map((t) => [iso(t.start), iso(t.end), t.busy, t.instanceId])).toEqual([
      ['2026-10-22T14:00:00.000Z', '2026-10-22T15:00:00.000Z', true, '/ex.ics#2026-10-22T14:00:00.000Z'],
      ['2026-10-31T16:00:00.000Z', '2026-10-31T17:00:00.000Z', true, '/ex.ics#2026-10-31T16:00:00.000Z'],
      // Moved a day later and made longer; its id stays the instance's place in the series.
      ['2026-11-06T18:00:00.000Z', '2026-11-06T19:30:00.000Z', true, '/ex.ics#2026-11-05T15:00:00.000Z'],
      ['2026-11-12T15:00:00.000Z', '2026-11-12T16:00:00.000Z', false, '/ex.ics#2026-11-12T15:00:00.000Z'],
    ]);
    expect(times[2].title).toBe('Moved');
  });
});

describe('all-day and floating times', () => {
  it('reads an all-day event as its whole day in the calendar zone, 25 hours on 2026-11-01 in New York', () => {
    const text = ics('BEGIN:VEVENT', 'UID:day', 'DTSTAMP:20260901T000000Z', 'DTSTART;VALUE=DATE:20261101', 'DTEND;VALUE=DATE:20261102', 'END:VEVENT');
    const [day] = expandObject({ href: '/day.ics', data: text }, 'America/New_York', window);
    expect([iso(day.start), iso(day.end), day.allDay, day.busy]).toEqual(['2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z', true, true]);
  });

  it('gives an all-day event with neither DTEND nor DURATION its one day', () => {
    const text = ics('BEGIN:VEVENT', 'UID:day1', 'DTSTAMP:20260901T000000Z', 'DTSTART;VALUE=DATE:20261110', 'END:VEVENT');
    const [day] = expandObject({ href: '/d.ics', data: text }, 'Europe/Paris', window);
    expect([iso(day.start), iso(day.end)]).toEqual(['2026-11-09T23:00:00.000Z', '2026-11-10T23:00:00.000Z']);
  });

  it('reads a floating time in the calendar zone, and a DURATION as the length', () => {
    const text = ics('BEGIN:VEVENT', 'UID:f', 'DTSTAMP:20260901T000000Z', 'DTSTART:20261110T090000', 'DURATION:PT45M', 'END:VEVENT');
    const [t] = expandObject({ href: '/f.ics', data: text }, 'Asia/Tokyo', window);
    expect([iso(t.start), iso(t.end), t.instanceId]).toEqual(['2026-11-10T00:00:00.000Z', '2026-11-10T00:45:00.000Z', '/f.ics']);
  });
});

describe('what blocks time and whose it is', () => {
  it('is not busy when TRANSPARENT or CANCELLED, and reads X-SWITCHBOARD-EVENT-ID back', () => {
    const one = (uid: string, ...extra: string[]) => ics('BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20260901T000000Z',
      'DTSTART:20261110T090000Z', 'DTEND:20261110T100000Z', ...extra, 'END:VEVENT');
    const busy = (text: string) => expandObject({ href: '/x.ics', data: text }, 'UTC', window)[0];
    expect(busy(one('a', 'TRANSP:TRANSPARENT')).busy).toBe(false);
    expect(busy(one('b', 'STATUS:CANCELLED')).busy).toBe(false);
    expect(busy(one('c', 'TRANSP:OPAQUE', 'STATUS:CONFIRMED')).busy).toBe(true);
    const own = busy(one('0b7c6a59-4a57-4d5e-9a1c-8f4f0d4b7a10', 'X-SWITCHBOARD-EVENT-ID:0b7c6a59-4a57-4d5e-9a1c-8f4f0d4b7a10'));
    expect(own.ownEventId).toBe('0b7c6a59-4a57-4d5e-9a1c-8f4f0d4b7a10');
    expect(busy(one('d')).ownEventId).toBeUndefined();
  });

  it('leaves out times outside the window and text that is not iCalendar', () => {
    const text = ics('BEGIN:VEVENT', 'UID:o', 'DTSTAMP:20260901T000000Z', 'DTSTART:20270110T090000Z', 'DTEND:20270110T100000Z', 'END:VEVENT');
    expect(expandObject({ href: '/o.ics', data: text }, 'UTC', window)).toEqual([]);
    expect(expandObject({ href: '/bad.ics', data: '<html>not a calendar</html>' }, 'UTC', window)).toEqual([]);
  });
});
