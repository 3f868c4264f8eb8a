import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../config';
import { getDb } from '../db/client';
import { rowsOf } from '../db/rows';
import { calendarEvents } from '../db/schema';
import type { Database } from '../db/types';
import { lockUserCalendar } from '../services/calendar/queries';
import { syncConnection } from '../services/calendar/linked/sync';
import { newAccount, type TestAccount } from './fixtures';
import { aheadAt, ageCache, linkGoogle, openAllDay, useSettings } from '@/app/_testing/linked-calendar-fixtures';
import { startRouteProcess } from './route-process';
import { startGoogleCalendarStandIn, type GoogleCalendarStandIn } from './stand-ins/google-calendar';

/**
 * No double booking of a person with a linked Google calendar across processes: two server processes on one
 * PostgreSQL database take bookings of the same free slot at once, each asking Google live (the cache is old) and
 * each finding it free, and exactly one is booked; a process killed in the middle of a booking (inside its
 * transaction, waiting for the calendar lock) leaves nothing, and the processes started after it book the slot once.
 * PGlite opens its folder from one process only, so these run on PostgreSQL.
 */
const onPostgres = Boolean(config.DATABASE_URL);

let db: Database;
let google: GoogleCalendarStandIn;
let restore: () => void;
const children: ChildProcess[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  db = await getDb();
  google = await startGoogleCalendarStandIn();
  restore = useSettings(google.config);
});
afterAll(async () => {
  children.forEach((c) => c.stdin?.end());
  if (!onPostgres) return;
  restore();
  await google.close();
});

async function linkedPerson() {
  const acct = await newAccount();
  await openAllDay(acct);
  const linked = await linkGoogle(acct, google);
  expect(await syncConnection(db, linked.connectionId)).toMatchObject({ synced: true });
  // Over 60 s old: every booking asks Google live.
  await ageCache(linked.linkedCalendarId, 5 * 60_000);
  return { acct, ...linked };
}

const serve = () => startRouteProcess('calendar-events', children, google.config);

function book(url: string, acct: TestAccount, start: Date, end: Date, title: string) {
  return fetch(`${url}/api/v1/calendar/events/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${acct.key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title, start_time: start.toISOString(), end_time: end.toISOString(), check_availability: true }),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as { error?: string; availability_source?: string } }));
}

const bookedAt = async (acct: TestAccount, start: Date) =>
  db.select().from(calendarEvents).where(and(eq(calendarEvents.accountId, acct.accountId), eq(calendarEvents.startTime, start)));

/** Whether a booking is waiting for the person's calendar lock (pg_advisory_xact_lock(7202, user)). */
async function waitingForLock(userId: number): Promise<boolean> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`
    select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and classid = 7202 and objid = ${userId}`));
  return Number(row.n) > 0;
}

describe.skipIf(!onPostgres)('booking a linked person across processes (PostgreSQL)', () => {
  it('books the same free slot once when two processes take bookings of it at once', async () => {
    const { acct } = await linkedPerson();
    const [a, b] = await Promise.all([serve(), serve()]);
    const start = aheadAt(4, 10);
    const end = aheadAt(4, 11);
    const reads = google.requests.length;
    const results = await Promise.all([a, b].flatMap((url, s) => Array.from({ length: 5 }, (_, i) => book(url, acct, start, end, `Booking ${s}-${i}`))));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 201).map((r) => `${r.status} ${r.body.error}`)).toEqual(Array(9).fill('409 slot_unavailable'));
    expect(results.find((r) => r.status === 201)!.body.availability_source).toBe('live');
    // Each process asked Google: the guard under the calendar lock, not the live look, is what kept it to one.
    expect(google.requests.length).toBeGreaterThan(reads);
    expect(await bookedAt(acct, start)).toHaveLength(1);
  }, 120_000);

  it('leaves nothing of a booking whose process was killed inside it, and books the slot once after the restart', async () => {
    const { acct } = await linkedPerson();
    const start = aheadAt(5, 10);
    const end = aheadAt(5, 11);
    const first = await serve();
    const killed = children.at(-1)!;

    // Hold the person's calendar lock, so the booking stops inside its transaction; kill its process there.
    let release!: () => void;
    const held = db.transaction(async (tx) => {
      await lockUserCalendar(tx, acct.userId);
      await new Promise<void>((resolve) => (release = resolve));
    });
    await sleep(100);
    const doomed = book(first, acct, start, end, 'Doomed').then((r) => r.status, () => 'dropped' as const);
    const until = Date.now() + 15_000;
    while (!(await waitingForLock(acct.userId))) {
      if (Date.now() > until) throw new Error('the booking never reached the calendar lock');
      await sleep(50);
    }
    killed.kill('SIGKILL');
    expect(await doomed).toBe('dropped');
    release();
    await held;

    const [x, y] = await Promise.all([serve(), serve()]);
    const results = await Promise.all([book(x, acct, start, end, 'After restart X'), book(y, acct, start, end, 'After restart Y')]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const rows = await bookedAt(acct, start);
    expect(rows).toHaveLength(1);
    expect(rows[0].title).toMatch(/^After restart/);
    expect(await bookedAt(acct, start)).toHaveLength(1);
  }, 120_000);
});
