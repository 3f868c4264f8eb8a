import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { jobs } from '../db/schema';
import type { Database } from '../db/types';
import { startHeartbeat, LEASE_MS } from '../lib/lease';
import { logger } from '../logger';
import { jobCatalog } from './catalog';

export interface JobRow {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
}

/**
 * How long a claim holds before another runner may take the job over (a crashed runner's job runs again within
 * seconds); the runner renews it while the job is claimed (keepJobsClaimed), so a long job keeps it.
 */
const CLAIM_MS = LEASE_MS;
/** Attempts after which a failing job is given up (marked done with its last error). */
export const MAX_JOB_ATTEMPTS = 8;

const claimUntil = (now: Date) => new Date(now.getTime() + CLAIM_MS).toISOString();
const toJobRows = (result: unknown) => rowsOf<JobRow>(result).map((r) => ({ ...r, id: Number(r.id) }));

/** Which kinds of job a runner takes: only `kinds`, or every kind but `skipKinds` (a process of its own runs those). */
export interface KindFilter {
  kinds?: readonly string[];
  skipKinds?: readonly string[];
}

/** The KindFilter as a condition on the jobs table (claims and the next-due wait read the same kinds). */
export const kindCondition = ({ kinds, skipKinds }: KindFilter) =>
  kinds ? sql`and kind = any(${`{${kinds.join(',')}}`}::text[])`
    : skipKinds?.length ? sql`and kind <> all(${`{${skipKinds.join(',')}}`}::text[])` : sql``;

/** Claims up to `limit` due jobs with FOR UPDATE SKIP LOCKED, so two runners never take the same one. */
export async function claimDueJobs(db: Database, now: Date, limit: number, filter: KindFilter = {}): Promise<JobRow[]> {
  const at = now.toISOString();
  return toJobRows(await db.execute(sql`
    update ${jobs} set locked_until = ${claimUntil(now)}::timestamptz, attempts = attempts + 1
    where id in (
      select id from ${jobs}
      where done_at is null and run_at <= ${at}::timestamptz
        and (locked_until is null or locked_until < ${at}::timestamptz)
        ${kindCondition(filter)}
      order by run_at, id
      limit ${limit}
      for update skip locked
    )
    returning id, kind, payload, attempts`));
}

/** Claims one named job (Inngest runs jobs by id); nothing when it is done or another runner holds it. */
export async function claimJobById(db: Database, jobId: number, now: Date): Promise<JobRow | undefined> {
  const [job] = toJobRows(await db.execute(sql`
    update ${jobs} set locked_until = ${claimUntil(now)}::timestamptz, attempts = attempts + 1
    where id = ${jobId} and done_at is null
      and (locked_until is null or locked_until < ${now.toISOString()}::timestamptz)
    returning id, kind, payload, attempts`));
  return job;
}

/**
 * Renews the claims of the listed jobs that are still claimed and not done, to `now` plus a lease; never shortens
 * one (a test's clock may run ahead of the wall clock). Answers how many were renewed.
 */
export async function renewJobClaims(db: Database, ids: readonly number[], now = new Date()): Promise<number> {
  if (ids.length === 0) return 0;
  return rowsOf(await db.execute(sql`
    update ${jobs} set locked_until = greatest(locked_until, ${claimUntil(now)}::timestamptz)
    where id = any(${`{${ids.join(',')}}`}::bigint[]) and done_at is null and locked_until is not null
    returning id`)).length;
}

/**
 * Keeps the claims of the jobs `held` answers (those claimed and not finished yet) while a runner works through
 * them, until the answer is called.
 */
export function keepJobsClaimed(db: Database, held: () => readonly number[]): () => void {
  return startHeartbeat(() => renewJobClaims(db, held()), (err) => logger.warn('renewing job claims failed', { err }));
}

export type JobOutcome = { ok: true } | { ok: false; error: Error; gaveUp: boolean };

/**
 * Runs a claimed job with its kind's handler, after parsing the stored payload with the kind's schema, and
 * records the outcome: done, or the error with a retry after a backoff (given up after MAX_JOB_ATTEMPTS, or at
 * once for a payload or kind no handler can run). Both runners call this, so a job means the same everywhere.
 */
export async function runClaimedJob(db: Database, job: JobRow, now: Date): Promise<JobOutcome> {
  const def = jobCatalog.get(job.kind);
  const parsed = def?.payload.safeParse(job.payload);
  try {
    if (!def) throw new PermanentJobError(`no handler for job kind ${job.kind}`);
    if (!parsed!.success) throw new PermanentJobError(`payload does not fit job kind ${job.kind}: ${parsed!.error.issues[0]?.message}`);
    await def.run(db, parsed!.data, { jobId: job.id, now });
    await db.execute(sql`update ${jobs} set done_at = now(), locked_until = null, last_error = null where id = ${job.id}`);
    return { ok: true };
  } catch (err) {
    const error = err instanceof Error ? err : new Error(String(err));
    const gaveUp = err instanceof PermanentJobError || job.attempts >= MAX_JOB_ATTEMPTS;
    logger.warn('job failed', { job_id: job.id, kind: job.kind, attempts: job.attempts, give_up: gaveUp, error: error.message });
    const retryAt = new Date(now.getTime() + Math.min(2 ** job.attempts, 300) * 1000);
    await db.execute(sql`
      update ${jobs} set locked_until = null, last_error = ${error.message.slice(0, 2000)},
        run_at = ${retryAt.toISOString()}::timestamptz, done_at = ${gaveUp ? sql`now()` : sql`null`}
      where id = ${job.id}`);
    return { ok: false, error, gaveUp };
  }
}

/** A failure that no retry can mend. */
class PermanentJobError extends Error {}
