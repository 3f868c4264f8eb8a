import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropRadicaleCalendars, makeRadicaleCalendar, putIcs, RADICALE_USERS, radicaleUrl } from '../../../testing/radicale';
import type { CalendarCredentials, ExternalCalendar, ExternalEvent } from '../calendar-port';
import { caldavCalendar } from './calendar';

// What blocks time, read through a real Radicale's calendar-query: objects written by hand as other clients write
// them, in a calendar whose zone is America/New_York, around the end of daylight time there (2026-11-01).

const window = { start: new Date('2026-10-20T00:00:00Z'), end: new Date('2026-11-20T00:00:00Z') };
let credentials: CalendarCredentials;
let calendar: ExternalCalendar;

const vcalendar = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Tests//EN', ...lines, 'END:VCALENDAR', ''].join('\n');
const pathOf = (name: string) => new URL(`${calendar.externalId}${name}`).pathname;
const put = (name: string, ...lines: string[]) => putIcs(`${calendar.externalId}${name}`, vcalendar(...lines));
const timesOf = (events: ExternalEvent[], name: string) => events.filter((e) => e.objectId === pathOf(name))
  .map((e) => ({ start: e.start.toISOString(), end: e.end.toISOString(), busy: e.busy, allDay: e.allDay }));

let events: ExternalEvent[];
afterAll(dropRadicaleCalendars);
beforeAll(async () => {
  const serverUrl = await radicaleUrl();
  credentials = { kind: 'password', serverUrl, username: 'alice', password: RADICALE_USERS.alice };
  const url = await makeRadicaleCalendar('alice', RADICALE_USERS.alice, 'Busy NY', 'America/New_York');
  const listed = await caldavCalendar.listCalendars(credentials);
  calendar = listed.calendars.find((c) => c.externalId === url)!;
  expect(calendar.timeZone).toBe('America/New_York');

  await put('transparent.ics', 'BEGIN:VEVENT', 'UID:transparent', 'DTSTAMP:20260901T000000Z',
    'DTSTART:20261021T150000Z', 'DTEND:20261021T160000Z', 'TRANSP:TRANSPARENT', 'END:VEVENT');
  await put('cancelled.ics', 'BEGIN:VEVENT', 'UID:cancelled', 'DTSTAMP:20260901T000000Z',
    'DTSTART:20261021T170000Z', 'DTEND:20261021T180000Z', 'STATUS:CANCELLED', 'END:VEVENT');
  await put('opaque.ics', 'BEGIN:VEVENT', 'UID:opaque', 'DTSTAMP:20260901T000000Z',
    'DTSTART:20261021T190000Z', 'DTEND:20261021T200000Z', 'TRANSP:OPAQUE', 'END:VEVENT');
  await put('day.ics', 'BEGIN:VEVENT', 'UID:day', 'DTSTAMP:20260901T000000Z',
    'DTSTART;VALUE=DATE:20261101', 'DTEND;VALUE=DATE:20261102', 'SUMMARY:Offsite', 'END:VEVENT');
  // As Apple Calendar writes an all-day event: dates, X-APPLE properties, no TRANSP (RFC 5545's default: OPAQUE).
  await put('apple.ics', 'BEGIN:VEVENT', 'UID:5A0D6E3C-2F51-4C0B-9E0A-1B2C3D4E5F60', 'DTSTAMP:20261001T120000Z',
    'CREATED:20261001T120000Z', 'LAST-MODIFIED:20261001T120000Z', 'SEQUENCE:0', 'X-APPLE-TRAVEL-ADVISORY-BEHAVIOR:AUTOMATIC',
    'DTSTART;VALUE=DATE:20261105', 'DTEND;VALUE=DATE:20261107', 'SUMMARY:Conference', 'END:VEVENT');
  await put('series.ics',
    'BEGIN:VTIMEZONE', 'TZID:America/New_York',
    'BEGIN:DAYLIGHT', 'TZOFFSETFROM:-0500', 'TZOFFSETTO:-0400', 'TZNAME:EDT', 'DTSTART:19700308T020000', 'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU', 'END:DAYLIGHT',
    'BEGIN:STANDARD', 'TZOFFSETFROM:-0400', 'TZOFFSETTO:-0500', 'TZNAME:EST', 'DTSTART:19701101T020000', 'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU', 'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT', 'UID:series', 'DTSTAMP:20260901T000000Z',
    'DTSTART;TZID=America/New_York:20261022T090000', 'DTEND;TZID=America/New_York:20261022T093000',
    'RRULE:FREQ=WEEKLY;BYDAY=TH;UNTIL=20261231T235959Z',
    'EXDATE;TZID=America/New_York:20261029T090000',
    'RDATE;TZID=America/New_York:20261031T110000',
    'SUMMARY:Weekly', 'END:VEVENT',
    'BEGIN:VEVENT', 'UID:series', 'DTSTAMP:20260901T000000Z',
    'RECURRENCE-ID;TZID=America/New_York:20261112T090000',
    'DTSTART;TZID=America/New_York:20261113T140000', 'DTEND;TZID=America/New_York:20261113T150000',
    'SUMMARY:Weekly (moved)', 'END:VEVENT');
  events = await caldavCalendar.eventsIn(credentials, calendar, window);
});

describe('eventsIn', () => {
  it('counts TRANSPARENT and CANCELLED events as free, and OPAQUE ones as busy', () => {
    expect(timesOf(events, 'transparent.ics')).toEqual([{ start: '2026-10-21T15:00:00.000Z', end: '2026-10-21T16:00:00.000Z', busy: false, allDay: false }]);
    expect(timesOf(events, 'cancelled.ics')).toEqual([{ start: '2026-10-21T17:00:00.000Z', end: '2026-10-21T18:00:00.000Z', busy: false, allDay: false }]);
    expect(timesOf(events, 'opaque.ics')).toEqual([{ start: '2026-10-21T19:00:00.000Z', end: '2026-10-21T20:00:00.000Z', busy: true, allDay: false }]);
  });

  it('blocks the whole of an all-day event day in the calendar zone, all 25 hours of 2026-11-01', () => {
    expect(timesOf(events, 'day.ics')).toEqual([{ start: '2026-11-01T04:00:00.000Z', end: '2026-11-02T05:00:00.000Z', busy: true, allDay: true }]);
  });

  it('counts an Apple-style all-day event (dates, no TRANSP) as busy for both its days', () => {
    expect(timesOf(events, 'apple.ics')).toEqual([{ start: '2026-11-05T05:00:00.000Z', end: '2026-11-07T05:00:00.000Z', busy: true, allDay: true }]);
  });

  it('expands a weekly series with its EXDATE, RDATE and moved instance, at 09:00 New York time on both sides of the change', () => {
    expect(timesOf(events, 'series.ics')).toEqual([
      { start: '2026-10-22T13:00:00.000Z', end: '2026-10-22T13:30:00.000Z', busy: true, allDay: false },
      // 10-29 is excluded; the RDATE adds Saturday 10-31 at 11:00 EDT.
      { start: '2026-10-31T15:00:00.000Z', end: '2026-10-31T15:30:00.000Z', busy: true, allDay: false },
      { start: '2026-11-05T14:00:00.000Z', end: '2026-11-05T14:30:00.000Z', busy: true, allDay: false },
      // 11-12 was moved to Friday 11-13 at 14:00 EST, for an hour.
      { start: '2026-11-13T19:00:00.000Z', end: '2026-11-13T20:00:00.000Z', busy: true, allDay: false },
      { start: '2026-11-19T14:00:00.000Z', end: '2026-11-19T14:30:00.000Z', busy: true, allDay: false },
    ]);
    const moved = events.find((e) => e.title === 'Weekly (moved)')!;
    expect(moved.instanceId).toBe(`${pathOf('series.ics')}#2026-11-12T14:00:00.000Z`);
    expect(new Set(events.map((e) => e.instanceId)).size).toBe(events.length);
  });
});
