import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../config';
import { getDb } from '../db/client';
import { jobs } from '../db/schema';
import type { Database } from '../db/types';
import { enqueueJob } from '../outbox/jobs';
import { startCall } from '../services/calls/call-jobs';
import { msUntilDue } from './next-due';
import { drainEmbeddedWorker, startEmbeddedWorker } from './worker';

const NOW = new Date('2026-11-23T18:00:00Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);

let db: Database;
const pollMs = config.WORKER_POLL_MS;
beforeAll(async () => {
  db = await getDb();
});
afterAll(async () => {
  await drainEmbeddedWorker(10_000);
  config.WORKER_POLL_MS = pollMs;
});

/** A job row of a kind of the test's own, so each case reads only its own rows. */
const job = (kind: string, runAt: Date, extra: Partial<typeof jobs.$inferInsert> = {}) =>
  db.insert(jobs).values({ kind, payload: {}, runAt, ...extra });

describe('msUntilDue', () => {
  it('answers the time until the earliest due job the runner could claim, at most the poll interval', async () => {
    expect(await msUntilDue(db, { kinds: ['t.none'] }, 5_000, NOW)).toBe(5_000);
    await job('t.a', at(1_200));
    await job('t.a', at(800));
    // Done, or claimed by another runner until after it is due: not the next job this runner can take.
    await job('t.a', at(100), { doneAt: NOW });
    await job('t.a', at(200), { lockedUntil: at(60_000) });
    expect(await msUntilDue(db, { kinds: ['t.a'] }, 5_000, NOW)).toBe(800);
    expect(await msUntilDue(db, { kinds: ['t.a'] }, 500, NOW)).toBe(500);
    // A claim that has expired is claimable again; one already due asks for the shortest wait.
    await job('t.b', at(-50), { lockedUntil: at(-10) });
    expect(await msUntilDue(db, { kinds: ['t.a', 't.b'] }, 5_000, NOW)).toBe(1);
    expect(await msUntilDue(db, { kinds: ['t.a', 't.c'] }, 5_000, NOW)).toBe(800);
  });
});

describe('the embedded worker', () => {
  it('runs a job due sooner than its poll interval when it falls due, not an interval later', async () => {
    // The case above left jobs of kinds no handler runs: the worker is to find only this one.
    await db.delete(jobs);
    config.WORKER_POLL_MS = 5_000;
    const started = Date.now();
    // A dial of a call that does not exist: a real job that finishes at once, changing nothing.
    const id = await enqueueJob(db, startCall, { call_id: 2_000_000_000 }, { runAt: new Date(started + 250) });
    startEmbeddedWorker();
    // The worker's first pass finds nothing due yet; it must wake for the job rather than sleep 5 s.
    let done: Date | null = null;
    while (!done && Date.now() - started < 2_000) {
      await sleep(20);
      [{ doneAt: done }] = await db.select({ doneAt: jobs.doneAt }).from(jobs).where(eq(jobs.id, id));
    }
    expect(done).not.toBeNull();
    expect(Date.now() - started).toBeLessThan(2_000);
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ attempts: 1, lastError: null });
  });
});
