import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { config } from '../../../config';
import { startGraphStandIn, type GraphStandIn } from '../../../testing/stand-ins/microsoft-graph';
import { CalendarAuthError, CalendarRateLimitedError, CalendarRequestError, type CalendarCredentials, type ExternalCalendar } from '../calendar-port';
import { outlookCalendar } from './calendar';

let graph: GraphStandIn;
let creds: CalendarCredentials;
const saved = { ...config };
const cal: ExternalCalendar = { externalId: 'cal-primary', name: 'Calendar', timeZone: 'UTC', primary: true };
const window = { start: new Date('2030-01-01T00:00:00Z'), end: new Date('2030-03-01T00:00:00Z') };
const utc = (dateTime: string) => ({ dateTime, timeZone: 'UTC' });

beforeAll(async () => {
  graph = await startGraphStandIn();
  Object.assign(config, graph.config);
  const t = graph.grant();
  creds = { kind: 'oauth', accessToken: t.accessToken, refreshToken: t.refreshToken, expiresAt: null };
});
afterAll(async () => {
  Object.assign(config, saved);
  await graph.close();
});
beforeEach(() => {
  for (const e of graph.eventsIn('cal-primary')) graph.deleteEvent(e.id);
  graph.setPageSize(10);
});

describe('Outlook changes', () => {
  it('reads the window in full, then only what changed, with removals', async () => {
    graph.setPageSize(2);
    const a = graph.addEvent('cal-primary', { subject: 'A', start: utc('2030-01-07T09:00:00'), end: utc('2030-01-07T10:00:00') });
    const b = graph.addEvent('cal-primary', { subject: 'B', start: utc('2030-01-08T09:00:00'), end: utc('2030-01-08T10:00:00') });
    const series = graph.addWeeklySeries('cal-primary', { subject: 'Weekly', start: utc('2030-01-09T09:00:00'), end: utc('2030-01-09T10:00:00') }, 3);

    const first = await outlookCalendar.changes(creds, cal, null, window);
    expect(first.full).toBe(true);
    expect(first.upserted.map((e) => e.title).sort()).toEqual(['A', 'B', 'Weekly', 'Weekly', 'Weekly']);
    expect(first.cursor).toMatch(/\/calendarView\/delta\?\$deltatoken=/);
    // The deltaLink keeps the window: the next round asks with it alone.
    const quiet = await outlookCalendar.changes(creds, cal, first.cursor, window);
    expect(quiet).toMatchObject({ upserted: [], removed: [], full: false });

    graph.updateEvent(a.id, { start: utc('2030-01-07T13:00:00'), end: utc('2030-01-07T14:00:00') });
    graph.deleteEvent(b.id);
    graph.deleteOccurrence(series.id, 1);
    const c = graph.addEvent('cal-primary', { subject: 'C', showAs: 'free', start: utc('2030-01-10T09:00:00'), end: utc('2030-01-10T10:00:00') });
    const next = await outlookCalendar.changes(creds, cal, quiet.cursor, window);
    expect(next.full).toBe(false);
    expect(next.upserted.map((e) => [e.objectId, e.start.toISOString(), e.busy]).sort()).toEqual(
      [
        [a.id, '2030-01-07T13:00:00.000Z', true],
        [c.id, '2030-01-10T09:00:00.000Z', false],
      ].sort(),
    );
    expect(next.removed.sort()).toEqual([b.id, `${series.id}_occ1`].sort());
    expect(next.cursor).not.toBe(quiet.cursor);
  });

  it('reads a cancelled meeting as removed', async () => {
    const a = graph.addEvent('cal-primary', { subject: 'A', start: utc('2030-01-07T09:00:00'), end: utc('2030-01-07T10:00:00') });
    const first = await outlookCalendar.changes(creds, cal, null, window);
    graph.updateEvent(a.id, { isCancelled: true });
    const next = await outlookCalendar.changes(creds, cal, first.cursor, window);
    expect(next).toMatchObject({ upserted: [], removed: [a.id], full: false });
  });

  it('answers a deltaLink Graph no longer knows (410) with a full read', async () => {
    graph.addEvent('cal-primary', { subject: 'A', start: utc('2030-01-07T09:00:00'), end: utc('2030-01-07T10:00:00') });
    const first = await outlookCalendar.changes(creds, cal, null, window);
    graph.expireDeltaNext();
    const again = await outlookCalendar.changes(creds, cal, first.cursor, window);
    expect(again.full).toBe(true);
    expect(again.upserted.map((e) => e.title)).toEqual(['A']);
    expect(again.cursor).toMatch(/deltatoken/);
    // A cursor outside the configured API is never followed (it would carry the token elsewhere).
    const before = graph.requests.length;
    const foreign = await outlookCalendar.changes(creds, cal, 'https://evil.example.com/v1.0/me/calendarView/delta?$deltatoken=x', window);
    expect(foreign.full).toBe(true);
    expect(graph.requests.slice(before).every((r) => r.query.has('startDateTime') || r.query.has('$skiptoken'))).toBe(true);
  });

  it('reads 429 and 503 with Retry-After as rate limited, other refusals with Graph words', async () => {
    graph.failNext(429, { 'Retry-After': '7' });
    const limited = await outlookCalendar.changes(creds, cal, null, window).catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(CalendarRateLimitedError);
    expect((limited as CalendarRateLimitedError).retryAfterMs).toBe(7000);

    graph.failNext(503, { 'Retry-After': '30' });
    const busy = await outlookCalendar.eventsIn(creds, cal, window).catch((e: unknown) => e);
    expect((busy as CalendarRateLimitedError).retryAfterMs).toBe(30_000);

    graph.failNext(500);
    const failed = await outlookCalendar.changes(creds, cal, null, window).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(CalendarRequestError);
    expect((failed as CalendarRequestError).status).toBe(500);
    expect((failed as Error).message).toContain('Failed with 500.');

    const missing = await outlookCalendar.changes(creds, { ...cal, externalId: 'nope' }, null, window).catch((e: unknown) => e);
    expect((missing as Error).message).toMatch(/404.*The specified object was not found in the store/);
  });

  it('reads a token Graph refuses as CalendarAuthError', async () => {
    const refused = await outlookCalendar.changes({ kind: 'oauth', accessToken: 'forged', refreshToken: null, expiresAt: null }, cal, null, window).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CalendarAuthError);
  });
});
