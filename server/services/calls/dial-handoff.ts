import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { calls } from '../../db/schema';
import type { Database, Tx } from '../../db/types';
import { retireJobs } from '../../outbox/jobs';
import { startCall } from './call-jobs';
import type { CallRow } from './call-row';
import { transitionCall } from './lifecycle';

/**
 * The dial's state machine after its gate, in three durable steps, each its own commit:
 *
 * 1. dialed: `dialed_at` set, the hold taken (dialCall, dialCallBatch);
 * 2. handed off: `handoff_at` set by claimHandoff just before the provider is asked, by one runner only;
 * 3. confirmed: the provider's answer recorded (its id of the call, a ring, or a failure), or its first report.
 *
 * A runner that dies between 1 and 2 left a call nobody asked: its retried dial job hands it off. One that dies
 * between 2 and 3 left a call in doubt (the provider may have it; most take no idempotency key), so it is never
 * asked again: the provider's reports find it by the id Switchboard gave it, and if none comes before the deadline,
 * the sweeper ends it failed. Either way a dialed call leaves `queued` within DIAL_DEADLINE_MS of its dial.
 */

/** How long a dialed call may wait for its provider's answer before it is settled failed (hold released). */
export const DIAL_DEADLINE_MS = 2 * 60_000;

/** Why a dialed call the deadline settles failed: the provider was never asked, or its answer was never recorded. */
export const unconfirmedDialReasons = {
  notHandedOff: 'dial-interrupted',
  inDoubt: 'provider-start-unconfirmed',
} as const;

/** The call was dialed and its deadline has passed without the provider's answer. */
export const dialDeadlinePassed = (call: Pick<CallRow, 'dialedAt'>, now: Date) =>
  call.dialedAt !== null && now.getTime() - call.dialedAt.getTime() >= DIAL_DEADLINE_MS;

/**
 * Takes the hand-off of dialed calls before their provider is asked: answers the ids this runner won (still queued,
 * dialed, never handed off), and retires their dial jobs beside it, so a repeated job has nothing to do. A call
 * canceled or handed off elsewhere meanwhile is not answered, and must not be asked.
 */
export async function claimHandoff(db: Database, callIds: number[], now: Date): Promise<Set<number>> {
  if (!callIds.length) return new Set();
  return db.transaction(async (tx) => {
    const won = await tx
      .update(calls)
      .set({ handoffAt: now, updatedAt: now })
      .where(and(inArray(calls.id, callIds), eq(calls.status, 'queued'), isNotNull(calls.dialedAt), isNull(calls.handoffAt)))
      .returning({ id: calls.id });
    const ids = won.map((r) => r.id);
    await retireJobs(tx, startCall, 'call_id', ids);
    return new Set(ids);
  });
}

/**
 * Ends failed a dialed call past its deadline, in the caller's transaction with its row locked: the hold released,
 * its live and campaign slots freed and call.failed recorded as for any failed call (transitionCall). Answers
 * whether it did (a call that moved on meanwhile is left).
 */
export async function settleUnconfirmedDial(tx: Tx, call: CallRow, now: Date): Promise<boolean> {
  if (call.status !== 'queued' || !dialDeadlinePassed(call, now)) return false;
  const failureReason = call.handoffAt ? unconfirmedDialReasons.inDoubt : unconfirmedDialReasons.notHandedOff;
  return (await transitionCall(tx, call.id, { to: 'failed', at: now, failureReason }, call)) !== null;
}
