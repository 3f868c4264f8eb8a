import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as eventRoute } from '@/app/api/v1/calendar/events/[event_id]/route';
import { getDb } from '@/server/db/client';
import type { Database } from '@/server/db/types';
import { runDueJobs } from '@/server/jobs/queue';
import { pendingByKey } from '@/server/testing/calendar-fixtures';
import { actorOf, newAccount, outboxOf, type TestAccount } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { aheadAt, apiTime, linkGoogle, linkOutlook, openAllDay, useSettings } from '@/app/_testing/linked-calendar-fixtures';
import { startGoogleCalendarStandIn, type GoogleCalendarStandIn } from '@/server/testing/stand-ins/google-calendar';
import { startGraphStandIn, type GraphStandIn } from '@/server/testing/stand-ins/microsoft-graph';
import { reminderKey } from '../reminders';
import { createEvent, getEvent } from '../service';
import { syncConnection } from './sync';

// Changes made at Google and in Outlook to the copies Switchboard wrote come back within one sync: a move moves the
// event (kept, and flagged `conflict`, when it lands on other busy time), a deletion cancels it and drops its
// reminder; each sends its webhook naming the provider.

let db: Database;
let google: GoogleCalendarStandIn;
let graph: GraphStandIn;
let restore: () => void;

beforeAll(async () => {
  db = await getDb();
  [google, graph] = await Promise.all([startGoogleCalendarStandIn(), startGraphStandIn()]);
  restore = useSettings({ ...google.config, ...graph.config });
});
afterAll(async () => {
  restore();
  await Promise.all([google.close(), graph.close()]);
});

interface Side {
  name: 'google' | 'outlook';
  link(acct: TestAccount): Promise<{ connectionId: number; calendarId: string }>;
  move(calendarId: string, externalId: string, start: Date, end: Date): void;
  remove(calendarId: string, externalId: string): void;
}

const sides: Side[] = [
  {
    name: 'google',
    link: (acct) => linkGoogle(acct, google),
    move: (cal, id, start, end) => google.moveEvent(cal, id, { dateTime: start.toISOString() }, { dateTime: end.toISOString() }),
    remove: (cal, id) => google.deleteEvent(cal, id),
  },
  {
    name: 'outlook',
    link: (acct) => linkOutlook(acct, graph),
    move: (_cal, id, start, end) => graph.updateEvent(id, {
      start: { dateTime: start.toISOString().slice(0, 19), timeZone: 'UTC' }, end: { dateTime: end.toISOString().slice(0, 19), timeZone: 'UTC' },
    }),
    remove: (_cal, id) => graph.deleteEvent(id),
  },
];

async function personWithCopy(side: Side, start: Date, end: Date) {
  const acct = await newAccount();
  await openAllDay(acct);
  const { connectionId, calendarId } = await side.link(acct);
  expect(await syncConnection(db, connectionId)).toMatchObject({ synced: true });
  const actor = await actorOf(acct.userId);
  const made = await createEvent(db, actor, {
    title: 'Cleaning', start_time: start.toISOString(), end_time: end.toISOString(), check_availability: true, is_reminder_enabled: true, remind_before_minutes: 60,
  });
  await runDueJobs(db, { kinds: ['calendar.write_out'] });
  const event = await getEvent(db, actor, made.id);
  expect(event.sync_status).toEqual({ [side.name]: 'synced' });
  // The copy's own read: it is Switchboard's, so nothing comes back.
  expect(await syncConnection(db, connectionId)).toMatchObject({ synced: true });
  expect((await getEvent(db, actor, made.id)).start_time).toBe(apiTime(start));
  const externalId = event.external_calendars[side.name]!;
  return { acct, actor, connectionId, eventId: made.id, move: (s: Date, e: Date) => side.move(calendarId, externalId, s, e), remove: () => side.remove(calendarId, externalId) };
}

const webhooks = async (acct: TestAccount, type: string) => (await outboxOf(acct.accountId)).filter((e) => e.eventType === type);

describe.each(sides)('pull-back from $name', (side) => {
  it('moves the event when its copy is moved there, in one sync, with a calendar.updated naming the source', async () => {
    const { acct, actor, connectionId, eventId, move } = await personWithCopy(side, aheadAt(4, 9), aheadAt(4, 10));
    move(aheadAt(4, 15), aheadAt(4, 16));
    expect(await syncConnection(db, connectionId)).toMatchObject({ synced: true });
    const moved = await getEvent(db, actor, eventId);
    expect(moved).toMatchObject({ start_time: apiTime(aheadAt(4, 15)), end_time: apiTime(aheadAt(4, 16)), status: 'scheduled', conflict: false });
    const updated = await webhooks(acct, 'calendar.updated');
    expect(updated).toHaveLength(1);
    expect(updated[0].payload).toMatchObject({ source: side.name, calendar_event: { id: eventId } });
    // The reminder follows the move.
    const [reminder] = await pendingByKey(reminderKey(eventId));
    expect(reminder.dueAt).toEqual(aheadAt(4, 14));
    // And nothing is written back out: the copy already is where the event is.
    const before = side.name === 'google' ? google.requests.length : graph.requests.length;
    await runDueJobs(db, { kinds: ['calendar.write_out'] });
    const writes = (side.name === 'google' ? google.requests : graph.requests).slice(before).filter((r) => r.method !== 'GET');
    expect(writes).toEqual([]);
  });

  it('cancels the event when its copy is deleted there, with calendar.cancelled naming the source, and drops its reminder', async () => {
    const { acct, actor, connectionId, eventId, remove } = await personWithCopy(side, aheadAt(5, 9), aheadAt(5, 10));
    expect(await pendingByKey(reminderKey(eventId))).toHaveLength(1);
    remove();
    expect(await syncConnection(db, connectionId)).toMatchObject({ synced: true });
    expect((await getEvent(db, actor, eventId)).status).toBe('cancelled');
    const cancelled = await webhooks(acct, 'calendar.cancelled');
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0].payload).toMatchObject({ source: side.name, calendar_event: { id: eventId, status: 'cancelled' } });
    expect(await pendingByKey(reminderKey(eventId))).toEqual([]);
    // A second read changes nothing more.
    expect(await syncConnection(db, connectionId)).toMatchObject({ synced: true });
    expect(await webhooks(acct, 'calendar.cancelled')).toHaveLength(1);
  });

  it('keeps a move onto another event’s time, flagged conflict in GET /calendar/events/{id}', async () => {
    const { acct, actor, connectionId, eventId, move } = await personWithCopy(side, aheadAt(6, 9), aheadAt(6, 10));
    const other = await createEvent(db, actor, { title: 'Other', start_time: aheadAt(6, 12).toISOString(), end_time: aheadAt(6, 13).toISOString(), sync_to_external_calendars: false });
    move(aheadAt(6, 12, 30), aheadAt(6, 13, 30));
    expect(await syncConnection(db, connectionId)).toMatchObject({ synced: true });
    const got = await callRoute(eventRoute, { path: `/api/v1/calendar/events/${eventId}`, key: acct.key, params: { event_id: String(eventId) } });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ start_time: apiTime(aheadAt(6, 12, 30)), status: 'scheduled', conflict: true });
    const otherGot = await callRoute(eventRoute, { path: `/api/v1/calendar/events/${other.id}`, key: acct.key, params: { event_id: String(other.id) } });
    expect(otherGot.body).toMatchObject({ start_time: apiTime(aheadAt(6, 12)), status: 'scheduled' });
  });
});
