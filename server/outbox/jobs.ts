import { sql, type SQL } from 'drizzle-orm';
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

/** A payload key as an SQL string literal: keys are the kind's schema's own names, never input. */
function payloadKey(key: string): SQL {
  if (!/^[a-z_][a-z0-9_]*$/.test(key)) throw new Error(`Job payload key ${JSON.stringify(key)} is not a plain name`);
  return sql.raw(`'${key}'`);
}

/**
 * The insert of one job row of a kind, for a statement that knows the payload's values only as SQL (an id drawn by
 * the same statement): the payload is built in the database from the kind's own keys (`jsonb_build_object`), so it
 * cannot name a key the kind's schema lacks. The caller sends it as part of its statement (`.getSQL()`).
 */
export function jobRowSql<S extends z.ZodType>(
  db: DbOrTx,
  job: JobKind<S>,
  payload: { [K in Extract<keyof z.input<S>, string>]: SQL },
  runAt: SQL,
) {
  const fields = Object.entries(payload as Record<string, SQL>).map(([key, value]) => sql`${payloadKey(key)}, ${value}`);
  return db.insert(jobs).values({ kind: job.kind, payload: sql`jsonb_build_object(${sql.join(fields, sql`, `)})`, runAt });
}

/**
 * Marks done the jobs of a kind whose payload's `key` is one of `ids`, that are neither done nor claimed: work made
 * moot by a change in the caller's transaction. A job a runner has claimed meanwhile is left to it.
 */
export async function retireJobs<S extends z.ZodType>(db: DbOrTx, job: JobKind<S>, key: Extract<keyof z.input<S>, string>, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db.execute(sql`
    update jobs set done_at = now() where kind = ${job.kind} and done_at is null and locked_until is null
      and (payload ->> ${payloadKey(key)})::int = any(${`{${ids.join(',')}}`}::int[])`);
}
