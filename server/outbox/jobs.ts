import type { z } from 'zod';
import { jobs } from '../db/schema';
import type { Database, DbOrTx } from '../db/types';

export interface JobContext {
  jobId: number;
  /** The runner's clock for this run (tests inject it). */
  now: Date;
}

/**
 * A kind of durable background work: its name, the schema of its payload and the function that runs it,
 * declared together in the service that owns the work. The runners (embedded worker, Inngest) parse the stored
 * payload with the schema before they call `run`; services enqueue through the definition, so a payload that
 * does not fit its kind fails to compile.
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  kind: string;
  payload: S;
  run(db: Database, payload: z.output<S>, ctx: JobContext): Promise<void>;
}

export const defineJob = <S extends z.ZodType>(def: JobDefinition<S>): JobDefinition<S> => def;

/** Schedules a job in the caller's transaction, so the work exists exactly when the change that asks for it does. */
export async function enqueueJob<S extends z.ZodType>(
  tx: DbOrTx,
  job: JobDefinition<S>,
  payload: z.input<S>,
  opts: { runAt?: Date } = {},
): Promise<number> {
  const [row] = await tx
    .insert(jobs)
    .values({ kind: job.kind, payload: job.payload.parse(payload) as Record<string, unknown>, ...(opts.runAt && { runAt: opts.runAt }) })
    .returning({ id: jobs.id });
  return row.id;
}
