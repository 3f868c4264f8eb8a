import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { config } from '../../../config';
import { startGoogleCalendarStandIn, type GoogleCalendarStandIn } from '../../../testing/stand-ins/google-calendar';
import { CalendarRateLimitedError, CalendarRequestError, type CalendarCredentials, type ExternalCalendar, type ExternalEvent } from '../calendar-port';
import { googleCalendar } from './calendar';

// Reading a Google calendar into blocks: its calendars, a window's events live, and full then incremental changes
// with sync tokens, over real HTTP against the stand-in.

const NY = 'America/New_York';
const WINDOW = { start: new Date('2026-10-25T00:00:00Z'), end: new Date('2026-11-15T00:00:00Z') };
let google: GoogleCalendarStandIn;
let saved: Record<string, unknown>;
let seq = 0;

beforeAll(async () => {
  google = await startGoogleCalendarStandIn();
  saved = Object.fromEntries(Object.keys(google.config).map((k) => [k, config[k as keyof typeof config]]));
  Object.assign(config, google.config);
});
afterAll(async () => {
  Object.assign(config, saved);
  await google.close();
});

/** A fresh account, its credentials and its primary calendar as the driver lists it. */
async function account(timeZone = NY): Promise<{ creds: CalendarCredentials; cal: ExternalCalendar; email: string }> {
  const email = `person${++seq}@example.com`;
  const tokens = google.grant(email, timeZone);
  const creds: CalendarCredentials = { kind: 'oauth', ...tokens, expiresAt: new Date(Date.now() + 3_600_000).toISOString() };
  const { calendars } = await googleCalendar.listCalendars(creds);
  return { creds, cal: calendars.find((c) => c.primary)!, email };
}

const timed = (startIso: string, endIso: string, timeZone = NY) => ({ start: { dateTime: startIso, timeZone }, end: { dateTime: endIso, timeZone } });
const brief = (e: ExternalEvent) => ({ id: e.objectId, start: e.start.toISOString(), end: e.end.toISOString(), busy: e.busy });
const byStart = (a: ExternalEvent, b: ExternalEvent) => a.start.getTime() - b.start.getTime();

describe('listing calendars', () => {
  it("labels the account with the primary calendar's id and gives each calendar's zone", async () => {
    const tokens = google.grant('ada@example.com', NY);
    google.addCalendar('ada@example.com', { id: 'team@group.calendar.google.com', summary: 'Team', summaryOverride: 'My team', timeZone: 'Europe/Paris' });
    const creds: CalendarCredentials = { kind: 'oauth', ...tokens, expiresAt: null };
    const listed = await googleCalendar.listCalendars(creds);
    expect(listed.accountLabel).toBe('ada@example.com');
    expect(listed.calendars).toEqual([
      { externalId: 'ada@example.com', name: 'ada@example.com', timeZone: NY, primary: true },
      { externalId: 'team@group.calendar.google.com', name: 'My team', timeZone: 'Europe/Paris', primary: false },
    ]);
    expect(google.requests.at(-1)!.headers.authorization).toBe(`Bearer ${tokens.accessToken}`);
  });
});

describe('what blocks time', () => {
  it('leaves free (transparent) events and the ones the owner declined not busy', async () => {
    const { creds, cal, email } = await account();
    google.addEvent(cal.externalId, { id: 'busy01', summary: 'Dentist', ...timed('2026-10-27T09:00:00-04:00', '2026-10-27T10:00:00-04:00') });
    google.addEvent(cal.externalId, { id: 'free01', transparency: 'transparent', ...timed('2026-10-27T11:00:00-04:00', '2026-10-27T12:00:00-04:00') });
    google.addEvent(cal.externalId, {
      id: 'declined01', ...timed('2026-10-27T13:00:00-04:00', '2026-10-27T14:00:00-04:00'),
      attendees: [{ email: 'boss@example.com', organizer: true, responseStatus: 'accepted' }, { email, self: true, responseStatus: 'declined' }],
    });
    google.addEvent(cal.externalId, {
      id: 'accepted01', ...timed('2026-10-27T15:00:00-04:00', '2026-10-27T16:00:00-04:00'),
      attendees: [{ email: 'boss@example.com', responseStatus: 'declined' }, { email, self: true, responseStatus: 'accepted' }],
    });
    const events = await googleCalendar.eventsIn(creds, cal, WINDOW);
    expect(events.sort(byStart).map((e) => [e.objectId, e.busy])).toEqual([['busy01', true], ['free01', false], ['declined01', false], ['accepted01', true]]);
    expect(events.find((e) => e.objectId === 'busy01')).toMatchObject({
      instanceId: 'busy01', title: 'Dentist', allDay: false, start: new Date('2026-10-27T13:00:00Z'), end: new Date('2026-10-27T14:00:00Z'),
    });
    const list = google.requests.filter((r) => r.method === 'GET' && r.path.endsWith('/events')).at(-1)!;
    expect(Object.fromEntries(list.query)).toMatchObject({ timeMin: WINDOW.start.toISOString(), timeMax: WINDOW.end.toISOString(), singleEvents: 'true' });
  });

  it("blocks an all-day event's whole day in the calendar's zone, 25 hours on the day clocks go back", async () => {
    const { creds, cal } = await account(NY);
    google.addEvent(cal.externalId, { id: 'allday01', summary: 'Off', start: { date: '2026-11-01' }, end: { date: '2026-11-02' } });
    google.addEvent(cal.externalId, { id: 'allday02', start: { date: '2026-11-03' }, end: { date: '2026-11-05' } });
    const events = (await googleCalendar.eventsIn(creds, cal, WINDOW)).sort(byStart);
    expect(events.map((e) => ({ ...brief(e), allDay: e.allDay }))).toEqual([
      { id: 'allday01', start: '2026-11-01T04:00:00.000Z', end: '2026-11-02T05:00:00.000Z', busy: true, allDay: true },
      { id: 'allday02', start: '2026-11-03T05:00:00.000Z', end: '2026-11-05T05:00:00.000Z', busy: true, allDay: true },
    ]);
  });

  it('expands a series into its instances, the moved one at its new time and the cancelled one left out', async () => {
    const { creds, cal } = await account();
    google.addEvent(cal.externalId, {
      id: 'series01', summary: 'Standup', recurrence: ['RRULE:FREQ=DAILY;COUNT=5'], ...timed('2026-10-29T10:00:00-04:00', '2026-10-29T10:30:00-04:00'),
    });
    google.moveEvent(cal.externalId, 'series01_20261031T140000Z', { dateTime: '2026-10-31T16:00:00-04:00', timeZone: NY }, { dateTime: '2026-10-31T16:30:00-04:00', timeZone: NY });
    google.deleteEvent(cal.externalId, 'series01_20261102T150000Z');
    const expected = [
      { id: 'series01_20261029T140000Z', start: '2026-10-29T14:00:00.000Z', end: '2026-10-29T14:30:00.000Z', busy: true },
      { id: 'series01_20261030T140000Z', start: '2026-10-30T14:00:00.000Z', end: '2026-10-30T14:30:00.000Z', busy: true },
      { id: 'series01_20261031T140000Z', start: '2026-10-31T20:00:00.000Z', end: '2026-10-31T20:30:00.000Z', busy: true },
      // After the clocks went back, 10:00 in New York is 15:00 UTC.
      { id: 'series01_20261101T150000Z', start: '2026-11-01T15:00:00.000Z', end: '2026-11-01T15:30:00.000Z', busy: true },
    ];
    expect((await googleCalendar.eventsIn(creds, cal, WINDOW)).sort(byStart).map(brief)).toEqual(expected);
    const full = await googleCalendar.changes(creds, cal, null, WINDOW);
    expect(full.upserted.sort(byStart).map(brief)).toEqual(expected);
    expect(full.upserted.every((e) => e.instanceId === e.objectId && e.title === 'Standup')).toBe(true);
  });
});

describe('changes', () => {
  let creds: CalendarCredentials;
  let cal: ExternalCalendar;
  beforeEach(async () => {
    ({ creds, cal } = await account());
    google.setPageSize(2);
    google.addEvent(cal.externalId, { id: 'keep01', ...timed('2026-10-26T09:00:00-04:00', '2026-10-26T10:00:00-04:00') });
    google.addEvent(cal.externalId, { id: 'move01', ...timed('2026-10-27T09:00:00-04:00', '2026-10-27T10:00:00-04:00') });
    google.addEvent(cal.externalId, { id: 'gone01', ...timed('2026-10-28T09:00:00-04:00', '2026-10-28T10:00:00-04:00') });
    google.addEvent(cal.externalId, { id: 'away01', ...timed('2026-10-29T09:00:00-04:00', '2026-10-29T10:00:00-04:00') });
    google.addEvent(cal.externalId, { id: 'later1', ...timed('2027-03-01T09:00:00-05:00', '2027-03-01T10:00:00-05:00') });
  });
  afterAll(() => google.setPageSize(250));

  it('reads the window in full, page by page, then only what changed since', async () => {
    const full = await googleCalendar.changes(creds, cal, null, WINDOW);
    expect(full).toMatchObject({ full: true, removed: [], cursor: expect.any(String) });
    expect(full.upserted.map((e) => e.objectId).sort()).toEqual(['away01', 'gone01', 'keep01', 'move01']);
    const fullReads = google.requests.filter((r) => r.path === `/calendar/v3/calendars/${encodeURIComponent(cal.externalId)}/events`);
    expect(fullReads.length).toBe(2);
    expect(fullReads.every((r) => r.query.get('showDeleted') === 'true' && r.query.get('singleEvents') === 'true')).toBe(true);

    google.moveEvent(cal.externalId, 'move01', { dateTime: '2026-10-27T15:00:00-04:00', timeZone: NY }, { dateTime: '2026-10-27T16:00:00-04:00', timeZone: NY });
    google.deleteEvent(cal.externalId, 'gone01');
    google.moveEvent(cal.externalId, 'away01', { dateTime: '2027-01-10T09:00:00-05:00', timeZone: NY }, { dateTime: '2027-01-10T10:00:00-05:00', timeZone: NY });
    google.addEvent(cal.externalId, { id: 'new001', ...timed('2026-11-02T09:00:00-05:00', '2026-11-02T10:00:00-05:00') });
    const next = await googleCalendar.changes(creds, cal, full.cursor, WINDOW);
    expect(next.full).toBe(false);
    expect(next.upserted.sort(byStart).map(brief)).toEqual([
      { id: 'move01', start: '2026-10-27T19:00:00.000Z', end: '2026-10-27T20:00:00.000Z', busy: true },
      { id: 'new001', start: '2026-11-02T14:00:00.000Z', end: '2026-11-02T15:00:00.000Z', busy: true },
    ]);
    // Moved out of the window is as good as gone for the cache.
    expect(next.removed.sort()).toEqual(['away01', 'gone01']);
    expect(next.cursor).not.toBe(full.cursor);
    const incremental = google.requests.at(-1)!;
    expect(incremental.query.get('syncToken')).toBeTruthy();
    expect(incremental.query.has('timeMin')).toBe(false);

    expect(await googleCalendar.changes(creds, cal, next.cursor, WINDOW)).toEqual({ upserted: [], removed: [], cursor: expect.any(String), full: false });
  });

  it('names a cancelled instance of a series as removed', async () => {
    google.addEvent(cal.externalId, { id: 'series02', recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'], ...timed('2026-10-26T12:00:00-04:00', '2026-10-26T13:00:00-04:00') });
    const full = await googleCalendar.changes(creds, cal, null, WINDOW);
    expect(full.upserted.filter((e) => e.objectId.startsWith('series02')).map((e) => e.start.toISOString())).toEqual([
      '2026-10-26T16:00:00.000Z', '2026-11-02T17:00:00.000Z', '2026-11-09T17:00:00.000Z',
    ]);
    google.deleteEvent(cal.externalId, 'series02_20261102T170000Z');
    const next = await googleCalendar.changes(creds, cal, full.cursor, WINDOW);
    expect(next).toMatchObject({ upserted: [], removed: ['series02_20261102T170000Z'], full: false });
  });

  it('reads in full again when Google answers 410 to the sync token', async () => {
    const first = await googleCalendar.changes(creds, cal, null, WINDOW);
    google.expireSyncTokens();
    google.deleteEvent(cal.externalId, 'keep01');
    const again = await googleCalendar.changes(creds, cal, first.cursor, WINDOW);
    expect(again.full).toBe(true);
    expect(again.upserted.map((e) => e.objectId).sort()).toEqual(['away01', 'gone01', 'move01']);
    expect(again.cursor).toBeTruthy();
    expect(again.cursor).not.toBe(first.cursor);
    expect(google.requests.some((r) => r.query.has('syncToken'))).toBe(true);
    expect(await googleCalendar.changes(creds, cal, again.cursor, WINDOW)).toMatchObject({ full: false, upserted: [], removed: [] });
  });

  it('throws CalendarRateLimitedError with the wait Google asked for', async () => {
    google.failNext(429, { 'Retry-After': '7' });
    const err = await googleCalendar.changes(creds, cal, null, WINDOW).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CalendarRateLimitedError);
    expect((err as CalendarRateLimitedError).retryAfterMs).toBe(7000);
    const count = google.requests.length;
    google.failNext(403, {}, 'rateLimitExceeded');
    const again = await googleCalendar.eventsIn(creds, cal, WINDOW).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(CalendarRateLimitedError);
    // Asked once: nothing retried behind the domain's back.
    expect(google.requests.length).toBe(count + 1);
  });

  it("throws CalendarRequestError with Google's words for other failures", async () => {
    google.failNext(403, {}, 'forbidden');
    await expect(googleCalendar.changes(creds, cal, null, WINDOW)).rejects.toMatchObject({ name: 'CalendarRequestError', status: 403, message: expect.stringContaining('failed with 403') });
    google.failNext(500);
    const err = await googleCalendar.changes(creds, cal, 'bm90LWEtdG9rZW4', WINDOW).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CalendarRequestError);
    expect(err).toMatchObject({ status: 500 });
  });
});
