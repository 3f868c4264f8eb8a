import { sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { jobHandlers } from '../handlers';
import { rowsOf, type JobRow } from '../queue';

/** How long a claim on a job holds (as in the embedded queue). */
const CLAIM_MS = 60_000;

export type RunJobResult = { ran: true; kind: string } | { ran: false; reason: 'done_or_running' };

/**
 * Runs one named job under Inngest with the same handler the embedded worker would use. The claim keeps a
 * duplicate run (a re-sent event) from running the job twice at once; a finished job is not run again. A
 * failing handler releases the claim, records its error and throws, so Inngest retries the step.
 */
export async function runJobNow(db: Database, jobId: number, now = new Date()): Promise<RunJobResult> {
  const until = new Date(now.getTime() + CLAIM_MS).toISOString();
  const [job] = rowsOf<JobRow>(await db.execute(sql`
    update jobs set locked_until = ${until}::timestamptz, attempts = attempts + 1
    where id = ${jobId} and done_at is null
      and (locked_until is null or locked_until < ${now.toISOString()}::timestamptz)
    returning id, kind, payload, attempts`));
  if (!job) return { ran: false, reason: 'done_or_running' };
  const handler = jobHandlers[job.kind];
  try {
    if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
    await handler(db, job.payload, { jobId, now });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await db.execute(sql`update jobs set locked_until = null, last_error = ${message.slice(0, 2000)} where id = ${jobId}`);
    throw err;
  }
  await db.execute(sql`update jobs set done_at = now(), locked_until = null, last_error = null where id = ${jobId}`);
  return { ran: true, kind: job.kind };
}
