import type { z } from 'zod';
import { jobs } from '../db/schema';
import type { Database, DbOrTx } from '../db/types';

export interface JobContext {
  jobId: number;
  /** The runner's clock for this run (tests inject it). */
  now: Date;
}

/**
 * A kind of durable background work: its name and the schema of its payload. Services enqueue through it, so a
 * payload that does not fit its kind fails to compile.
 */
export interface JobKind<S extends z.ZodType = z.ZodType> {
  kind: string;
  payload: S;
}

export const jobKind = <S extends z.ZodType>(kind: string, payload: S): JobKind<S> => ({ kind, payload });

/**
 * A kind with the function that runs it, declared in the service that owns the work. The runners (embedded
 * worker, Inngest) parse the stored payload with the kind's schema before they call `run`. A kind and its
 * handler may sit in different modules when the handler's own imports lead back to the code that enqueues it.
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType> extends JobKind<S> {
  run(db: Database, payload: z.output<S>, ctx: JobContext): Promise<void>;
}

export const defineJob = <S extends z.ZodType>(
  kind: JobKind<S>,
  run: (db: Database, payload: z.output<S>, ctx: JobContext) => Promise<void>,
): JobDefinition<S> => ({ ...kind, run });

/** Schedules a job in the caller's transaction, so the work exists exactly when the change that asks for it does. */
export async function enqueueJob<S extends z.ZodType>(
  tx: DbOrTx,
  job: JobKind<S>,
  payload: z.input<S>,
  opts: { runAt?: Date } = {},
): Promise<number> {
  const [row] = await tx
    .insert(jobs)
    .values({ kind: job.kind, payload: job.payload.parse(payload) as Record<string, unknown>, ...(opts.runAt && { runAt: opts.runAt }) })
    .returning({ id: jobs.id });
  return row.id;
}

/** Several jobs of one kind in one insert, each due at its `runAt` (now when absent). */
export async function enqueueJobs<S extends z.ZodType>(tx: DbOrTx, job: JobKind<S>, items: { payload: z.input<S>; runAt?: Date }[]): Promise<void> {
  if (!items.length) return;
  await tx.insert(jobs).values(items.map(({ payload, runAt }) => ({
    kind: job.kind, payload: job.payload.parse(payload) as Record<string, unknown>, ...(runAt && { runAt }),
  })));
}
