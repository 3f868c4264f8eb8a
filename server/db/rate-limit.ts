import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from './rows';
import type { DbOrTx } from './types';

/**
 * Fixed one-minute windows counted in PostgreSQL (`rate_limit_counters`), so every process of the app shares
 * one count per bucket: a bucket's row holds the minute it counts and its hits, and a hit in a later minute
 * starts the count again. One statement per hit (INSERT … ON CONFLICT DO UPDATE … RETURNING), on an unlogged
 * table. Buckets: `key:<api key id>`, `auth:<client address>` (failed authentications),
 * `webhook-sends:<account id>` (test sends and redeliveries), and the dashboard's sign-in and sign-up buckets
 * (server/auth/sign-in-throttle.ts), some of which count whole hours: their names start with `hour:`.
 */
export type WindowUnit = 'minute' | 'hour';
export interface WindowHits {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Seconds until the window ends (at least 1). */
  reset: number;
}

/**
 * The statement that counts `n` hits (one unless a heavy request weighs more) on `bucket` and returns `hits` and
 * `reset`; `from` may add a FROM clause.
 */
export function hitStatement(bucket: SQL, from?: SQL, unit: WindowUnit = 'minute', n = 1): SQL {
  if (!Number.isInteger(n) || n < 1) throw new Error(`A hit counts a positive whole number of requests, not ${n}`);
  return sql`insert into rate_limit_counters as r (bucket, window_start, hits)
    select ${bucket}, date_trunc(${sql.raw(`'${unit}'`)}, now()), ${sql.raw(String(n))} ${from ?? sql``}
    on conflict (bucket) do update set
      hits = case when r.window_start = excluded.window_start then r.hits + excluded.hits else excluded.hits end,
      window_start = excluded.window_start
    returning r.hits as hits, ${resetSeconds(sql`r.window_start`, unit)} as reset`;
}

/** Seconds from now to the end of the window that started at `windowStart`, at least 1. */
export const resetSeconds = (windowStart: SQL, unit: WindowUnit = 'minute') =>
  sql`greatest(1, ceil(extract(epoch from (${windowStart} + ${sql.raw(`interval '1 ${unit}'`)} - now()))))::int`;

/** The hits of a bucket in the current window, as an SQL expression (0 when none). */
export const currentHitsSql = (bucket: SQL) =>
  sql`coalesce((select h.hits from rate_limit_counters h where h.bucket = ${bucket} and h.window_start = date_trunc('minute', now())), 0)`;

/**
 * Counts one hit on a bucket. Every PRUNE_EVERY counts, the process also deletes the rows of buckets idle for
 * over a minute, so buckets of addresses that came once do not pile up (a key's row comes back on its next use).
 */
export async function countHit(db: DbOrTx, bucket: string, unit: WindowUnit = 'minute', n = 1): Promise<WindowHits> {
  if ((unit === 'hour') !== bucket.startsWith(HOUR_PREFIX)) throw new Error(`Hour buckets, and only they, are named ${HOUR_PREFIX}…`);
  const [row] = rowsOf<{ hits: number; reset: number }>(await db.execute(hitStatement(sql`${bucket}::text`, undefined, unit, n)));
  if (++counted % PRUNE_EVERY === 0) await pruneIdleBuckets(db);
  return { hits: Number(row.hits), reset: Number(row.reset) };
}

/**
 * Takes back one hit counted on a bucket in its current window (a sign-in that turned out right). Should the
 * window have turned since the hit, one hit of the new window goes instead: one failure less, forgiven to someone
 * who has just shown the password.
 */
export async function uncountHit(db: DbOrTx, bucket: string, unit: WindowUnit = 'minute'): Promise<void> {
  await db.execute(sql`update rate_limit_counters set hits = hits - 1
    where bucket = ${bucket} and window_start = date_trunc(${sql.raw(`'${unit}'`)}, now()) and hits > 0`);
}

const PRUNE_EVERY = 500;
/** Buckets counted per hour carry this prefix, so pruning knows their windows are longer. */
export const HOUR_PREFIX = 'hour:';
let counted = 0;

/** Deletes the counters of windows that ended over a minute ago. */
export async function pruneIdleBuckets(db: DbOrTx): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where window_start < date_trunc('minute', now()) - interval '1 minute'
    and (bucket not like ${`${HOUR_PREFIX}%`} or window_start < date_trunc('hour', now()) - interval '1 hour')`);
}

/** Forgets every count (tests). */
export async function clearRateLimits(db: DbOrTx): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters`);
}
