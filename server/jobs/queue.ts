import { sql } from 'drizzle-orm';
import { jobs } from '../db/schema';
import type { Database, DbOrTx } from '../db/types';
import { logger } from '../logger';
import { jobHandlers } from './handlers';

export interface JobRow {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/** Schedules durable background work in the caller's transaction. */
export async function enqueueJob(
  tx: DbOrTx,
  job: { kind: string; payload: Record<string, unknown>; runAt?: Date },
): Promise<number> {
  const [row] = await tx
    .insert(jobs)
    .values({ kind: job.kind, payload: job.payload, ...(job.runAt && { runAt: job.runAt }) })
    .returning({ id: jobs.id });
  return row.id;
}

/** How long a claim holds before another worker may take the job over (a crashed worker's job runs again). */
const CLAIM_MS = 60_000;
const MAX_ATTEMPTS = 8;

/**
 * Claims up to `limit` due jobs with FOR UPDATE SKIP LOCKED, so two workers never take the same one,
 * runs each with its handler, and marks it done. A failing job is retried with backoff.
 */
export async function runDueJobs(db: Database, opts: { now?: Date; limit?: number } = {}): Promise<number> {
  const now = opts.now ?? new Date();
  const claimed = await claimJobs(db, now, opts.limit ?? 20);
  for (const job of claimed) await runJob(db, job, now);
  return claimed.length;
}

async function claimJobs(db: Database, now: Date, limit: number): Promise<JobRow[]> {
  const until = new Date(now.getTime() + CLAIM_MS);
  const rows = await db.execute(sql`
    update ${jobs} set locked_until = ${until.toISOString()}::timestamptz, attempts = attempts + 1
    where id in (
      select id from ${jobs}
      where done_at is null and run_at <= ${now.toISOString()}::timestamptz
        and (locked_until is null or locked_until < ${now.toISOString()}::timestamptz)
      order by run_at, id
      limit ${limit}
      for update skip locked
    )
    returning id, kind, payload, attempts`);
  return rowsOf<JobRow>(rows).map((r) => ({ ...r, id: Number(r.id) }));
}

async function runJob(db: Database, job: JobRow, now: Date) {
  const handler = jobHandlers[job.kind];
  try {
    if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
    await handler(db, job.payload, { jobId: job.id, now });
    await db.execute(sql`update ${jobs} set done_at = now(), locked_until = null, last_error = null where id = ${job.id}`);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const giveUp = job.attempts >= MAX_ATTEMPTS;
    logger.warn('job failed', { job_id: job.id, kind: job.kind, attempts: job.attempts, give_up: giveUp, error: message });
    const retryAt = new Date(now.getTime() + Math.min(2 ** job.attempts, 300) * 1000);
    await db.execute(sql`
      update ${jobs} set locked_until = null, last_error = ${message.slice(0, 2000)},
        run_at = ${retryAt.toISOString()}::timestamptz, done_at = ${giveUp ? sql`now()` : sql`null`}
      where id = ${job.id}`);
  }
}

/** `db.execute` answers an array on postgres.js and `{ rows }` on PGlite. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
