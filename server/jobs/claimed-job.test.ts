import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getDb } from '../db/client';
import { jobs } from '../db/schema';
import { defineJob, jobKind } from '../outbox/jobs';
import { jobCatalog } from './catalog';
import { claimDueJobs, claimJobById, MAX_JOB_ATTEMPTS, runClaimedJob } from './claimed-job';

const seen: unknown[] = [];
let failWith: Error | null = null;
const probeJob = defineJob(jobKind('test.probe', z.object({ n: z.number().int() })), async (_db, payload) => {
  if (failWith) throw failWith;
  seen.push(payload);
});

afterEach(() => {
  seen.length = 0;
  failWith = null;
  jobCatalog.delete(probeJob.kind);
});

async function insertJob(kind: string, payload: unknown) {
  const db = await getDb();
  const [row] = await db.insert(jobs).values({ kind, payload: payload as Record<string, unknown> }).returning();
  return row.id;
}

const rowOf = async (id: number) => (await (await getDb()).select().from(jobs).where(eq(jobs.id, id)))[0];

describe('runClaimedJob', () => {
  it('runs the handler with the parsed payload and marks the job done', async () => {
    jobCatalog.set(probeJob.kind, probeJob);
    const db = await getDb();
    const id = await insertJob(probeJob.kind, { n: 7 });
    const job = await claimJobById(db, id, new Date());
    expect(await runClaimedJob(db, job!, new Date())).toEqual({ ok: true });
    expect(seen).toEqual([{ n: 7 }]);
    expect((await rowOf(id)).doneAt).not.toBeNull();
    expect(await claimJobById(db, id, new Date())).toBeUndefined();
  });

  it('gives up at once on a payload that does not fit its kind, and on an unknown kind', async () => {
    jobCatalog.set(probeJob.kind, probeJob);
    const db = await getDb();
    for (const [kind, payload] of [[probeJob.kind, { n: 'seven' }], ['test.unknown', {}]] as const) {
      const id = await insertJob(kind, payload);
      const outcome = await runClaimedJob(db, (await claimJobById(db, id, new Date()))!, new Date());
      expect(outcome).toMatchObject({ ok: false, gaveUp: true });
      const row = await rowOf(id);
      expect(row.doneAt).not.toBeNull();
      expect(row.lastError).toMatch(kind === 'test.unknown' ? /no handler/ : /does not fit/);
    }
    expect(seen).toEqual([]);
  });

  it('records a failure, releases the claim and retries later, then gives up after the last attempt', async () => {
    jobCatalog.set(probeJob.kind, probeJob);
    failWith = new Error('provider down');
    const db = await getDb();
    const id = await insertJob(probeJob.kind, { n: 1 });
    const now = new Date();
    const first = await runClaimedJob(db, (await claimJobById(db, id, now))!, now);
    expect(first).toMatchObject({ ok: false, gaveUp: false });
    const row = await rowOf(id);
    expect(row).toMatchObject({ doneAt: null, lockedUntil: null, lastError: 'provider down' });
    expect(row.runAt.getTime()).toBeGreaterThan(now.getTime());
    // Not due yet: the embedded worker leaves it alone until the backoff has passed.
    expect((await claimDueJobs(db, now, 50)).map((j) => j.id)).not.toContain(id);
    await db.update(jobs).set({ attempts: MAX_JOB_ATTEMPTS - 1 }).where(eq(jobs.id, id));
    const last = await runClaimedJob(db, (await claimJobById(db, id, now))!, now);
    expect(last).toMatchObject({ ok: false, gaveUp: true });
    expect((await rowOf(id)).doneAt).not.toBeNull();
  });
});
