import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { jobs } from '../db/schema';
import type { Database } from '../db/types';
import { kindCondition, type KindFilter } from './claimed-job';

/**
 * How long a worker loop may sleep after a pass that found nothing: until the earliest job it could claim is due,
 * at most `pollMs` (its poll interval, which still paces the other work it polls for). A job due in 40 ms runs
 * then, not a whole interval later. Measured on `now`, the clock the worker's claim compares run_at with, so a
 * database whose clock runs ahead cannot wake the loop for a job its claim does not yet see as due.
 */
export async function msUntilDue(db: Database, filter: KindFilter, pollMs: number, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const [row] = rowsOf<{ next_ms: string | number | null }>(await db.execute(sql`
    select extract(epoch from min(run_at)) * 1000 as next_ms from ${jobs}
    where done_at is null and (locked_until is null or locked_until < ${at}::timestamptz) ${kindCondition(filter)}`));
  if (row?.next_ms === null || row?.next_ms === undefined) return pollMs;
  return Math.min(pollMs, Math.max(1, Math.ceil(Number(row.next_ms) - now.getTime())));
}
