import { config } from '../config';
import type { Database } from '../db/types';
import { claimDueJobs, keepJobsClaimed, runClaimedJob, type KindFilter, type JobRow } from './claimed-job';

export interface DueJobsOptions extends KindFilter {
  now?: Date;
  limit?: number;
  /** Jobs run at once (default WORKER_CONCURRENCY). */
  concurrency?: number;
  /**
   * Each job runs at the wall clock of its own start instead of the pass's `now`, so what it stamps (a call's
   * dial, its end) is not as old as the batch before it. Tests leave it off and run every job at their clock.
   */
  freshClock?: boolean;
}

/**
 * The embedded worker's pass over due jobs: claims a batch and runs it, one job after the other or, with a
 * concurrency above 1, that many at a time (each job's transaction locks the rows it changes, as it must when
 * several runners share the queue).
 */
export async function runDueJobs(db: Database, opts: DueJobsOptions = {}): Promise<number> {
  const now = opts.now ?? new Date();
  const concurrency = Math.max(1, opts.concurrency ?? config.WORKER_CONCURRENCY);
  const claimed = await claimDueJobs(db, now, opts.limit ?? Math.max(20, concurrency * 4), opts);
  if (claimed.length === 0) return 0;
  const clock = () => (opts.freshClock ? new Date() : now);
  // The batch's claims are renewed until each job has run: the last of a batch may wait behind long ones.
  const held = new Set(claimed.map((j) => j.id));
  const stop = keepJobsClaimed(db, () => [...held]);
  const run = async (job: JobRow) => {
    await runClaimedJob(db, job, clock());
    held.delete(job.id);
  };
  try {
    if (concurrency === 1) {
      for (const job of claimed) await run(job);
    } else {
      await runEach(claimed, concurrency, run);
    }
  } finally {
    stop();
  }
  return claimed.length;
}

/** Runs `fn` over the jobs in their order with at most `width` under way; runClaimedJob records every failure itself. */
async function runEach(claimed: JobRow[], width: number, fn: (job: JobRow) => Promise<unknown>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < claimed.length) await fn(claimed[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(width, claimed.length) }, lane));
}
