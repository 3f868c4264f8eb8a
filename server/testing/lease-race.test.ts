import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { config } from '../config';
import { getDb } from '../db/client';
import { jobs } from '../db/schema';
import { jobCatalog } from '../jobs/catalog';
import { claimDueJobs } from '../jobs/claimed-job';
import { runDueJobs } from '../jobs/queue';
import { HEARTBEAT_MS, LEASE_MS } from '../lib/lease';
import { defineJob, jobKind } from '../outbox/jobs';
import { childEnvFor } from './child-process';
import { nodeArgsFor } from './child-bundle';

/**
 * A dead process's claimed jobs are taken over within a lease, and a live one keeps them: a second process on this
 * PostgreSQL database claims jobs and runs them forever (renewing its claims), then is killed with kill -9. PGlite
 * opens a folder from one process only, so this runs on PostgreSQL.
 */
const onPostgres = Boolean(config.DATABASE_URL);
const KIND = 'test.lease_probe';
const runs = new Map<number, number>();
const probe = defineJob(jobKind(KIND, z.object({ n: z.number().int() })), async (_db, _payload, ctx) => {
  runs.set(ctx.jobId, (runs.get(ctx.jobId) ?? 0) + 1);
});
afterEach(() => {
  jobCatalog.delete(KIND);
});

describe.skipIf(!onPostgres)('job claims across processes (PostgreSQL)', () => {
  it('a live runner keeps its claims past the lease; once it is killed, another takes them within the lease and runs each once', async () => {
    const db = await getDb();
    const ids = (await db.insert(jobs).values([1, 2, 3].map((n) => ({ kind: KIND, payload: { n } }))).returning()).map((j) => j.id);
    const child = spawn(process.execPath, [...nodeArgsFor('server/testing/lease-race-child.ts')], { cwd: process.cwd(), env: await childEnvFor({}) });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c));
    child.stderr.on('data', (c: Buffer) => (out += c));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      for (const start = Date.now(); !out.includes('running'); await sleep(50)) {
        if (Date.now() - start > 60_000) throw new Error(`the child never ran its job: ${out}`);
      }
      // Held by heartbeat: past a whole lease and two beats, no claim of this process gets any of them.
      const heldUntil = Date.now() + LEASE_MS + 2 * HEARTBEAT_MS;
      while (Date.now() < heldUntil) {
        expect(await claimDueJobs(db, new Date(), 10, { kinds: [KIND] })).toEqual([]);
        await sleep(250);
      }
    } finally {
      child.kill('SIGKILL');
    }
    await exited;
    const killedAt = Date.now();

    jobCatalog.set(KIND, probe);
    let done = 0;
    while (done < ids.length && Date.now() - killedAt < 30_000) {
      await runDueJobs(db, { kinds: [KIND], now: new Date() });
      done = (await db.select().from(jobs).where(inArray(jobs.id, ids))).filter((j) => j.doneAt !== null).length;
      if (done < ids.length) await sleep(100);
    }
    const tookOverMs = Date.now() - killedAt;
    expect(done).toBe(ids.length);
    expect(tookOverMs).toBeLessThan(LEASE_MS + 3_000);
    // Each run once here; the killed process never finished one. Two claims each: its and this process's.
    expect(ids.map((id) => runs.get(id))).toEqual([1, 1, 1]);
    const rows = await db.select().from(jobs).where(inArray(jobs.id, ids));
    expect(rows.map((r) => r.attempts)).toEqual([2, 2, 2]);
  }, 120_000);
});
