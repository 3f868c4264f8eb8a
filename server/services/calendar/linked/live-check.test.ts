import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as createEventRoute } from '@/app/api/v1/calendar/events/create/route';
import { getDb } from '@/server/db/client';
import type { Database } from '@/server/db/types';
import { writeCounts } from '@/server/testing/calendar-fixtures';
import { newAccount, type TestAccount } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { aheadAt, ageCache, eventsOf, linkGoogle, openAllDay, useSettings } from '@/app/_testing/linked-calendar-fixtures';
import { startGoogleCalendarStandIn, type GoogleCalendarStandIn } from '@/server/testing/stand-ins/google-calendar';
import { eventsOfCall, liveCall, toolAccount } from '@/server/testing/tool-fixtures';
import { loadToolCallContext } from '../../tools/context';
import { runTool } from '../../tools/run';
import { syncConnection } from './sync';

// The booking's live look at a Google calendar: asked when the cache is over 60 s old, a clash there refuses the
// booking with nothing written, a slow Google (past 1.5 s) leaves the decision to the cache, a fresh cache asks nothing.

let db: Database;
let google: GoogleCalendarStandIn;
let restore: () => void;

beforeAll(async () => {
  db = await getDb();
  google = await startGoogleCalendarStandIn();
  restore = useSettings(google.config);
});
afterAll(async () => {
  restore();
  await google.close();
});

/** A person whose Google calendar is linked and read, the read `ageMs` old. */
async function googlePerson(acct?: TestAccount, ageMs = 5 * 60_000) {
  const a = acct ?? await newAccount();
  await openAllDay(a);
  const linked = await linkGoogle(a, google);
  expect(await syncConnection(db, linked.connectionId)).toMatchObject({ synced: true });
  await ageCache(linked.linkedCalendarId, ageMs);
  return { acct: a, ...linked };
}

const book = (acct: TestAccount, start: Date, end: Date, title = 'Visit') => callRoute(createEventRoute, {
  method: 'POST', path: '/api/v1/calendar/events/create', key: acct.key,
  body: { title, start_time: start.toISOString(), end_time: end.toISOString(), check_availability: true },
});

/** The stand-in's live reads of one calendar's window (the booking's look; sync reads carry showDeleted). */
const liveReads = (calendarId: string) => google.requests.filter((r) =>
  r.method === 'GET' && r.path === `/calendar/v3/calendars/${encodeURIComponent(calendarId)}/events` && r.query.has('timeMin') && !r.query.has('showDeleted')).length;

describe('the live check at booking (Google)', () => {
  it('refuses, writing nothing, a time Google shows busy since the last read of a cache over 60 s old', async () => {
    const { acct, calendarId } = await googlePerson();
    const start = aheadAt(3, 10);
    const end = aheadAt(3, 11);
    google.addEvent(calendarId, { summary: 'Dentist', start: { dateTime: start.toISOString() }, end: { dateTime: end.toISOString() } });
    const before = await writeCounts(acct.accountId);
    const reads = liveReads(calendarId);

    const res = await book(acct, aheadAt(3, 10, 30), aheadAt(3, 11, 30));
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('slot_unavailable');
    expect(res.body.message).toMatch(/asked live/);
    expect(liveReads(calendarId)).toBe(reads + 1);
    expect(await writeCounts(acct.accountId)).toEqual(before);
  });

  it('books a time free at Google, saying the answer was live', async () => {
    const { acct, calendarId } = await googlePerson();
    google.addEvent(calendarId, { summary: 'Dentist', start: { dateTime: aheadAt(3, 10).toISOString() }, end: { dateTime: aheadAt(3, 11).toISOString() } });
    const reads = liveReads(calendarId);
    const res = await book(acct, aheadAt(3, 11), aheadAt(3, 12));
    expect(res.status).toBe(201);
    expect(res.body.availability_source).toBe('live');
    expect(liveReads(calendarId)).toBe(reads + 1);
    expect(await eventsOf(acct.accountId)).toHaveLength(1);
  });

  it('decides from the cache when Google answers after 1.5 s, and waits no longer than that', async () => {
    const { acct, calendarId } = await googlePerson();
    google.delayAnswers(3000);
    try {
      const started = Date.now();
      const res = await book(acct, aheadAt(4, 9), aheadAt(4, 10));
      const took = Date.now() - started;
      expect(res.status).toBe(201);
      expect(res.body.availability_source).toBe('cache');
      expect(took).toBeGreaterThanOrEqual(1400);
      expect(took).toBeLessThan(2900);
      expect(liveReads(calendarId)).toBeGreaterThan(0);
    } finally {
      google.delayAnswers(0);
    }
  });

  it('still refuses from the cache when Google is slow and the cache shows the time busy', async () => {
    const { acct, calendarId, connectionId } = await googlePerson();
    google.addEvent(calendarId, { summary: 'Dentist', start: { dateTime: aheadAt(4, 13).toISOString() }, end: { dateTime: aheadAt(4, 14).toISOString() } });
    expect(await syncConnection(db, connectionId, { now: new Date(Date.now() - 5 * 60_000) })).toMatchObject({ synced: true });
    google.delayAnswers(3000);
    try {
      const res = await book(acct, aheadAt(4, 13), aheadAt(4, 13, 30));
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('slot_unavailable');
      expect(res.body.message).not.toMatch(/asked live/);
    } finally {
      google.delayAnswers(0);
    }
    expect(await eventsOf(acct.accountId)).toHaveLength(0);
  });

  it('asks Google nothing when the cache is under 60 s old', async () => {
    const { acct, calendarId } = await googlePerson(undefined, 10_000);
    const before = google.requests.length;
    const res = await book(acct, aheadAt(5, 9), aheadAt(5, 10));
    expect(res.status).toBe(201);
    expect(res.body.availability_source).toBe('cache');
    expect(google.requests.length).toBe(before);
    expect(liveReads(calendarId)).toBe(0);
  });

  it('refuses both of two bookings made at once over a time Google shows busy, and lets one of two take a free one', async () => {
    const { acct, calendarId } = await googlePerson();
    google.addEvent(calendarId, { summary: 'Surgery', start: { dateTime: aheadAt(6, 16).toISOString() }, end: { dateTime: aheadAt(6, 17).toISOString() } });
    const busy = await Promise.all([book(acct, aheadAt(6, 16), aheadAt(6, 17), 'Agent A'), book(acct, aheadAt(6, 16), aheadAt(6, 17), 'Agent B')]);
    expect(busy.map((r) => `${r.status} ${r.body.error}`)).toEqual(['409 slot_unavailable', '409 slot_unavailable']);
    expect(await eventsOf(acct.accountId)).toHaveLength(0);

    const free = await Promise.all([book(acct, aheadAt(6, 18), aheadAt(6, 19), 'Agent A'), book(acct, aheadAt(6, 18), aheadAt(6, 19), 'Agent B')]);
    expect(free.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await eventsOf(acct.accountId)).toHaveLength(1);
  });
});

describe('book_appointment over a linked Google calendar', () => {
  it('offers other times, booking nothing, when Google shows the asked time busy since the last read', async () => {
    const acct = await toolAccount();
    const { calendarId } = await googlePerson(acct);
    const start = aheadAt(3, 10);
    const end = aheadAt(3, 10, 30);
    google.addEvent(calendarId, { summary: 'School run', start: { dateTime: start.toISOString() }, end: { dateTime: end.toISOString() } });
    const calls = await Promise.all([liveCall(acct), liveCall(acct)]);
    const results = await Promise.all(calls.map(async (call) =>
      runTool(db, await loadToolCallContext(db, call.id), 'book_appointment', { start_time: start.toISOString(), duration_minutes: 30 })));
    for (const r of results) {
      expect(r).toMatchObject({ ok: false, error: 'slot_unavailable' });
      expect(r.alternatives?.length).toBeGreaterThan(0);
      // The time Google showed busy is not offered back, though the cache the alternatives read does not have it yet.
      expect(r.alternatives!.filter((s) => Date.parse(s.start) < end.getTime() && Date.parse(s.end) > start.getTime())).toEqual([]);
    }
    for (const call of calls) expect(await eventsOfCall(call.id)).toHaveLength(0);

    const free = await runTool(db, await loadToolCallContext(db, calls[0].id), 'book_appointment', { start_time: aheadAt(3, 12).toISOString(), duration_minutes: 30 });
    expect(free).toMatchObject({ ok: true });
    expect(await eventsOfCall(calls[0].id)).toHaveLength(1);
  });
});
