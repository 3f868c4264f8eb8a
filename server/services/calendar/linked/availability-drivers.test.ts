import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as availabilityRoute } from '@/app/api/v1/calendar/availability/route';
import { POST as createEventRoute } from '@/app/api/v1/calendar/events/create/route';
import { PATCH as updateEventRoute } from '@/app/api/v1/calendar/events/[event_id]/update/route';
import { getDb } from '@/server/db/client';
import { calendarBusyBlocks, linkedCalendars } from '@/server/db/schema';
import type { Database } from '@/server/db/types';
import { runDueJobs } from '@/server/jobs/queue';
import { newAccount, type TestAccount } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { aheadAt, ageCache, apiTime, linkGoogle, linkHighLevel, linkOutlook, openAllDay, useSettings } from '@/app/_testing/linked-calendar-fixtures';
import { startGoogleCalendarStandIn, type GoogleCalendarStandIn } from '@/server/testing/stand-ins/google-calendar';
import { startHighLevelStandIn, type HighLevelStandIn } from '@/server/testing/stand-ins/gohighlevel';
import { startGraphStandIn, type GraphStandIn } from '@/server/testing/stand-ins/microsoft-graph';
import { syncConnection } from './sync';

// What a linked calendar's time means for availability, whichever driver read it: a series with a moved instance,
// a Windows zone name, an all-day event on a day of a clock change, a free (transparent) event, a HighLevel blocked
// slot; and Switchboard's own copies never counted a second time. Last, Google's 410: one full read replaces the cache.

let db: Database;
let google: GoogleCalendarStandIn;
let graph: GraphStandIn;
let ghl: HighLevelStandIn;
let restore: () => void;

beforeAll(async () => {
  db = await getDb();
  [google, graph, ghl] = await Promise.all([startGoogleCalendarStandIn(), startGraphStandIn(), startHighLevelStandIn()]);
  restore = useSettings({ ...google.config, ...graph.config, ...ghl.config() });
});
afterAll(async () => {
  restore();
  await Promise.all([google.close(), graph.close(), ghl.close()]);
});

/** The free slot starts of one day (or days) in `timezone`, as the API answers them. */
async function freeStarts(acct: TestAccount, from: string, to = from, opts: { duration?: number; timezone?: string } = {}) {
  const q = new URLSearchParams({ start_date: from, end_date: to, duration: String(opts.duration ?? 60), ...(opts.timezone && { timezone: opts.timezone }) });
  const res = await callRoute(availabilityRoute, { path: `/api/v1/calendar/availability?${q}`, key: acct.key });
  expect(res.status).toBe(200);
  return (res.body.available_slots as { start: string }[]).map((s) => s.start);
}

async function explained(acct: TestAccount, day: string) {
  const res = await callRoute(availabilityRoute, { path: `/api/v1/calendar/availability?start_date=${day}&end_date=${day}&duration=60&explain=true`, key: acct.key });
  return res.body.blocked as { start: string; end: string; by: Record<string, unknown>[] }[];
}

const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const iso = (d: Date) => d.toISOString();

async function googlePerson(timeZone = 'UTC') {
  const acct = await newAccount();
  await openAllDay(acct, timeZone);
  const linked = await linkGoogle(acct, google, { timeZone });
  return { acct, ...linked };
}

describe('availability over each driver’s busy time', () => {
  it('Google: a daily series blocks each instance, a moved instance at its new time, after a full and an incremental read', async () => {
    const { acct, calendarId, connectionId } = await googlePerson();
    const first = aheadAt(3, 10);
    const series = google.addEvent(calendarId, {
      summary: 'Standup', start: { dateTime: iso(first), timeZone: 'UTC' }, end: { dateTime: iso(aheadAt(3, 11)), timeZone: 'UTC' }, recurrence: ['RRULE:FREQ=DAILY;COUNT=3'],
    });
    const instance = (days: number) => `${series.id}_${DateTime.fromJSDate(aheadAt(3 + days, 10), { zone: 'UTC' }).toFormat("yyyyMMdd'T'HHmmss'Z'")}`;
    google.moveEvent(calendarId, instance(1), { dateTime: iso(aheadAt(4, 14)), timeZone: 'UTC' }, { dateTime: iso(aheadAt(4, 15)), timeZone: 'UTC' });
    expect(await syncConnection(db, connectionId)).toMatchObject({ synced: true });

    expect(await freeStarts(acct, dayOf(first))).not.toContain(apiTime(aheadAt(3, 10)));
    const second = await freeStarts(acct, dayOf(aheadAt(4, 0)));
    expect(second).toContain(apiTime(aheadAt(4, 10)));
    expect(second).not.toContain(apiTime(aheadAt(4, 14)));
    expect(await freeStarts(acct, dayOf(aheadAt(5, 0)))).not.toContain(apiTime(aheadAt(5, 10)));
    expect(await freeStarts(acct, dayOf(aheadAt(6, 0)))).toContain(apiTime(aheadAt(6, 10)));

    // The third instance moves after the first read: the incremental read moves only it.
    google.moveEvent(calendarId, instance(2), { dateTime: iso(aheadAt(5, 16)), timeZone: 'UTC' }, { dateTime: iso(aheadAt(5, 17)), timeZone: 'UTC' });
    expect(await syncConnection(db, connectionId)).toMatchObject({ synced: true });
    const third = await freeStarts(acct, dayOf(aheadAt(5, 0)));
    expect(third).toContain(apiTime(aheadAt(5, 10)));
    expect(third).not.toContain(apiTime(aheadAt(5, 16)));
    expect(await freeStarts(acct, dayOf(first))).not.toContain(apiTime(aheadAt(3, 10)));
  });

  it('Outlook: an event written in a Windows zone name blocks its real instant', async () => {
    const acct = await newAccount();
    await openAllDay(acct);
    const { connectionId } = await linkOutlook(acct, graph);
    const day = dayOf(aheadAt(10, 0));
    const start = DateTime.fromISO(`${day}T09:00`, { zone: 'America/Los_Angeles' });
    graph.ignorePreferTimeZone(true);
    try {
      graph.addEvent('cal-primary', {
        subject: 'Pacific call', start: { dateTime: `${day}T09:00:00.0000000`, timeZone: 'Pacific Standard Time' },
        end: { dateTime: `${day}T10:00:00.0000000`, timeZone: 'Pacific Standard Time' },
      });
      expect(await syncConnection(db, connectionId)).toMatchObject({ synced: true });
    } finally {
      graph.ignorePreferTimeZone(false);
    }
    const free = await freeStarts(acct, day);
    expect(free).not.toContain(apiTime(start.toJSDate()));
    expect(free).toContain(apiTime(start.minus({ hours: 1 }).toJSDate()));
    expect(free).toContain(apiTime(start.plus({ hours: 1 }).toJSDate()));
    // Nine o'clock read as UTC would be a different slot: it stays free.
    expect(free).toContain(`${day}T09:00:00Z`);
  });

  it('Google: an all-day event on the day the clocks change blocks exactly its local day (23 or 25 hours)', async () => {
    const zone = 'America/New_York';
    let day = DateTime.now().setZone(zone).startOf('day').plus({ days: 2 });
    while (day.plus({ days: 1 }).diff(day, 'hours').hours === 24) day = day.plus({ days: 1 });
    const next = day.plus({ days: 1 });
    const { acct, calendarId, connectionId } = await googlePerson(zone);
    google.addEvent(calendarId, { summary: 'Holiday', start: { date: day.toISODate()! }, end: { date: next.toISODate()! } });
    // The cache reaches 120 days ahead: a clock change further off is read as of a week before it.
    const readAt = new Date(Math.max(Date.now(), day.minus({ days: 7 }).toMillis()));
    expect(await syncConnection(db, connectionId, { now: readAt })).toMatchObject({ synced: true });

    const [block] = await db.select().from(calendarBusyBlocks).innerJoin(linkedCalendars, eq(linkedCalendars.id, calendarBusyBlocks.linkedCalendarId))
      .where(and(eq(linkedCalendars.connectionId, connectionId), eq(calendarBusyBlocks.allDay, true)));
    expect(block.calendar_busy_blocks.startsAt).toEqual(day.toJSDate());
    expect(block.calendar_busy_blocks.endsAt).toEqual(next.toJSDate());
    expect(next.diff(day, 'hours').hours).not.toBe(24);

    const free = await freeStarts(acct, day.minus({ days: 1 }).toISODate()!, next.toISODate()!, { timezone: zone });
    const within = free.filter((s) => Date.parse(s) >= day.toMillis() && Date.parse(s) < next.toMillis());
    expect(within).toEqual([]);
    expect(free).toContain(apiTime(next.toJSDate()));
    expect(free).toContain(apiTime(day.minus({ hours: 1 }).toJSDate()));
  });

  it('Google: a transparent (free) event takes no time; a busy one beside it does', async () => {
    const { acct, calendarId, connectionId } = await googlePerson();
    google.addEvent(calendarId, { summary: 'Focus (free)', transparency: 'transparent', start: { dateTime: iso(aheadAt(3, 10)) }, end: { dateTime: iso(aheadAt(3, 11)) } });
    google.addEvent(calendarId, { summary: 'Lunch', start: { dateTime: iso(aheadAt(3, 12)) }, end: { dateTime: iso(aheadAt(3, 13)) } });
    expect(await syncConnection(db, connectionId)).toMatchObject({ synced: true });
    const free = await freeStarts(acct, dayOf(aheadAt(3, 0)));
    expect(free).toContain(apiTime(aheadAt(3, 10)));
    expect(free).not.toContain(apiTime(aheadAt(3, 12)));
  });

  it('HighLevel: a blocked slot is busy, and explained as HighLevel’s', async () => {
    const acct = await newAccount();
    await openAllDay(acct);
    const { connectionId, calendarId } = await linkHighLevel(acct, ghl);
    ghl.addBlockedSlot(calendarId, { startTime: iso(aheadAt(3, 15)), endTime: iso(aheadAt(3, 16)), title: 'Out' });
    expect(await syncConnection(db, connectionId)).toMatchObject({ synced: true });
    const day = dayOf(aheadAt(3, 0));
    const free = await freeStarts(acct, day);
    expect(free).not.toContain(apiTime(aheadAt(3, 15)));
    expect(free).toContain(apiTime(aheadAt(3, 16)));
    expect(await explained(acct, day)).toContainEqual(expect.objectContaining({
      start: apiTime(aheadAt(3, 15)), by: [{ source: 'gohighlevel', calendar: 'Consultations', kind: 'busy' }],
    }));
  });
});

describe('Switchboard’s own copies', () => {
  it('are never counted twice: the event moves over its own copy, and its old time is free for another booking', async () => {
    const { acct, calendarId, connectionId, linkedCalendarId } = await googlePerson();
    const made = await callRoute(createEventRoute, {
      method: 'POST', path: '/api/v1/calendar/events/create', key: acct.key,
      body: { title: 'Consult', start_time: iso(aheadAt(3, 10)), end_time: iso(aheadAt(3, 11)), check_availability: true },
    });
    expect(made.status).toBe(201);
    await runDueJobs(db, { kinds: ['calendar.write_out'] });
    expect(await syncConnection(db, connectionId)).toMatchObject({ synced: true });
    expect(google.liveEvents(calendarId)).toHaveLength(1);

    // Its hour is blocked once, by the event itself, not again by its copy.
    const day = dayOf(aheadAt(3, 0));
    const blocked = (await explained(acct, day)).find((b) => b.start === apiTime(aheadAt(3, 10)))!;
    expect(blocked.by).toEqual([{ source: 'event', event_id: made.body.id }]);

    // With the cache old, the live look sees the copy at Google too: still not a clash with the event itself.
    await ageCache(linkedCalendarId, 5 * 60_000);
    const patch = (start: Date, end: Date) => callRoute(updateEventRoute, {
      method: 'PATCH', path: `/api/v1/calendar/events/${made.body.id}/update`, key: acct.key, params: { event_id: String(made.body.id) },
      body: { start_time: iso(start), end_time: iso(end), check_availability: true },
    });
    const over = await patch(aheadAt(3, 10, 30), aheadAt(3, 11, 30));
    expect(over.status).toBe(200);
    expect(over.body.availability_source).toBe('live');
    const away = await patch(aheadAt(3, 14), aheadAt(3, 15));
    expect(away.status).toBe(200);

    // The copy still sits at 10:00 (its move is not written yet): the hour is the person's to book again.
    expect(google.liveEvents(calendarId)[0].start!.dateTime).toBe(DateTime.fromJSDate(aheadAt(3, 10), { zone: 'UTC' }).toISO({ suppressMilliseconds: true }));
    expect(await freeStarts(acct, day)).toContain(apiTime(aheadAt(3, 10)));
    const other = await callRoute(createEventRoute, {
      method: 'POST', path: '/api/v1/calendar/events/create', key: acct.key,
      body: { title: 'Another', start_time: iso(aheadAt(3, 10)), end_time: iso(aheadAt(3, 11)), check_availability: true },
    });
    expect(other.status).toBe(201);
    expect(other.body.availability_source).toBe('live');
  });
});

describe('Google’s 410', () => {
  it('answers a refused sync token with one full read that replaces the cache', async () => {
    const { acct, calendarId, connectionId, linkedCalendarId } = await googlePerson();
    const gone = google.addEvent(calendarId, { summary: 'Cancelled later', start: { dateTime: iso(aheadAt(3, 10)) }, end: { dateTime: iso(aheadAt(3, 11)) } });
    google.addEvent(calendarId, { summary: 'Stays', start: { dateTime: iso(aheadAt(3, 13)) }, end: { dateTime: iso(aheadAt(3, 14)) } });
    expect(await syncConnection(db, connectionId)).toMatchObject({ synced: true });
    expect(await syncConnection(db, connectionId)).toMatchObject({ synced: true });
    const [before] = await db.select().from(linkedCalendars).where(eq(linkedCalendars.id, linkedCalendarId));
    expect(before.cursor).toBeTruthy();

    // While the token is dead, one event is deleted and another made.
    google.expireSyncTokens();
    google.deleteEvent(calendarId, gone.id!);
    google.addEvent(calendarId, { summary: 'New', start: { dateTime: iso(aheadAt(3, 16)) }, end: { dateTime: iso(aheadAt(3, 17)) } });
    const from = google.requests.length;
    expect(await syncConnection(db, connectionId)).toMatchObject({ synced: true });

    const reads = google.requests.slice(from).filter((r) => r.method === 'GET' && r.path.endsWith('/events'));
    expect(reads.map((r) => (r.query.has('syncToken') ? 'token' : r.query.has('timeMin') ? 'full' : 'other'))).toEqual(['token', 'full']);
    const [after] = await db.select().from(linkedCalendars).where(eq(linkedCalendars.id, linkedCalendarId));
    expect(after.generation).toBe(before.generation + 1);
    expect(after.cursor).not.toBe(before.cursor);
    const blocks = await db.select().from(calendarBusyBlocks).where(eq(calendarBusyBlocks.linkedCalendarId, linkedCalendarId));
    expect(blocks.map((b) => b.title).sort()).toEqual(['New', 'Stays']);
    expect(blocks.every((b) => b.generation === after.generation)).toBe(true);

    const free = await freeStarts(acct, dayOf(aheadAt(3, 0)));
    expect(free).toContain(apiTime(aheadAt(3, 10)));
    expect(free).not.toContain(apiTime(aheadAt(3, 13)));
    expect(free).not.toContain(apiTime(aheadAt(3, 16)));
  });
});
