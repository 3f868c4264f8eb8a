import type { Database } from '../../db/types';
import { claimJobById, keepJobsClaimed, runClaimedJob } from '../claimed-job';

export type RunJobResult =
  | { ran: true; kind: string }
  | { ran: false; reason: 'done_or_running' }
  | { ran: false; reason: 'gave_up'; kind: string; error: string };

/**
 * Runs one named job under Inngest through the same `runClaimedJob` as the embedded worker. The claim keeps a
 * duplicate run (a re-sent event) from running the job twice at once; a finished job is not run again. A
 * failure that may be retried is thrown after it is recorded, so Inngest retries the step.
 */
export async function runJobNow(db: Database, jobId: number, now = new Date()): Promise<RunJobResult> {
  const job = await claimJobById(db, jobId, now);
  if (!job) return { ran: false, reason: 'done_or_running' };
  const stop = keepJobsClaimed(db, () => [job.id]);
  const outcome = await runClaimedJob(db, job, now).finally(stop);
  if (outcome.ok) return { ran: true, kind: job.kind };
  if (!outcome.gaveUp) throw outcome.error;
  return { ran: false, reason: 'gave_up', kind: job.kind, error: outcome.error.message };
}
