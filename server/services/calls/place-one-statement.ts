import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { calls, jobs } from '../../db/schema';
import { pgCode } from '../../db/errors';
import { rowsOf } from '../../db/rows';
import type { DbOrTx } from '../../db/types';
import { fullHold } from './billing';
import { startCall } from './call-jobs';
import { liveStatuses } from './holds';
import { heldCallValues } from './placed-call-values';

/** The SQLSTATE calls_hold_for_placement raises when the placement is not its to decide (drizzle/0019). */
const NOT_AS_PLANNED = 'SB001';

export interface OneStatementPlacement {
  accountId: number;
  /** The account's rate and longest call as read before the statement; the hold is planned from them. */
  rateCents: number;
  maxCallSeconds: number;
  /** False for a call that waits (scheduled): it counts against the live-call cap when it is dialed. */
  countLive: boolean;
  /** The call's columns but its id and its price and hold columns. */
  values: Omit<typeof calls.$inferInsert, 'id' | 'rateCents' | 'holdCents' | 'maxDurationSeconds'>;
  runAt: Date;
}

/**
 * A placed call, its hold and its start job in one statement, without a transaction: the write side of
 * POST /api/v1/calls in one round trip instead of seven (BEGIN, the locking read, the live-call count, the hold,
 * the call, the job, COMMIT). calls_hold_for_placement locks the account row, counts the live calls after the
 * lock, takes the hold and draws the call's id; the call and its job are written by the same statement, so all
 * of it happens or none.
 *
 * Only for the usual case, a wallet that affords the account's longest call (`fullHold`) at the rate read before:
 * the cap reached, money short of that, or settings changed since, and the function refuses, nothing is written,
 * and this answers null for the caller's transaction path to judge (the refusal's error, or a shorter hold). Null
 * as well inside a caller's transaction, which a refused statement would abort.
 */
export async function placeInOneStatement(db: DbOrTx, p: OneStatementPlacement): Promise<{ id: number; holdCents: number; maxDurationSeconds: number } | null> {
  if (db instanceof PgTransaction) return null;
  const { plan, requiredCents } = fullHold(p.rateCents, p.maxCallSeconds);
  const callId = sql`(select id from h)`;
  const insertCall = db.insert(calls).values({ ...p.values, ...heldCallValues(p.rateCents, plan), id: callId }).returning({ id: calls.id });
  // startCall's payload, { call_id }, built where the id is known.
  const insertJob = db.insert(jobs).values({ kind: startCall.kind, payload: sql`jsonb_build_object('call_id', ${callId})`, runAt: p.runAt });
  const statuses = p.countLive ? liveStatuses.join(',') : null;
  try {
    const [row] = rowsOf<{ id: number }>(await db.execute(sql`with h as (select calls_hold_for_placement(
        ${p.accountId}, string_to_array(${statuses}::text, ','), ${p.rateCents}, ${p.maxCallSeconds}, ${requiredCents}, ${plan.holdCents}) as id),
      c as (${insertCall.getSQL()}),
      j as (${insertJob.getSQL()})
      select c.id from c`));
    return { id: Number(row.id), ...plan };
  } catch (err) {
    if (pgCode(err) === NOT_AS_PLANNED) return null;
    throw err;
  }
}
