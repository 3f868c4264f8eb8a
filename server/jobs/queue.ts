import type { Database } from '../db/types';
import { claimDueJobs, runClaimedJob } from './claimed-job';

/** The embedded worker's pass over due jobs: claims a batch and runs each, one after the other. */
export async function runDueJobs(db: Database, opts: { now?: Date; limit?: number } = {}): Promise<number> {
  const now = opts.now ?? new Date();
  const claimed = await claimDueJobs(db, now, opts.limit ?? 20);
  for (const job of claimed) await runClaimedJob(db, job, now);
  return claimed.length;
}
