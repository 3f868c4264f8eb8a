import { and, eq, gt, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { agents, calls } from '../../db/schema';
import type { Database } from '../../db/types';
import { AppError, notFound } from '../../errors';
import { findCall } from './call-row';
import { dialDeadlinePassed } from './dial-handoff';
import { transitionCall } from './lifecycle';
import { getCall, callRefMatch, callScope } from './read';
import type { CallDto } from './schema';

/**
 * POST /api/v1/calls/{call_id}/cancel: a scheduled call, or a queued one not yet handed to its provider, ends
 * `canceled`, with the later attempts of the same call still waiting. Anything else has gone too far: 409. A queued
 * call counts as not handed off when its dial never reached the provider (no `handoff_at`: the hand-off's claim
 * then finds it canceled and asks nothing), or when its provider never confirmed it before the dial's deadline
 * (dial-handoff.ts): a call stuck in its dial can always be canceled.
 */
export async function cancelCall(db: Database, actor: Actor, ref: string | number, now = new Date()): Promise<CallDto> {
  const id = await db.transaction(async (tx) => {
    // A member's scope reads the call's agent (its team), so the agent is joined.
    const [visible] = await tx
      .select({ id: calls.id })
      .from(calls)
      .innerJoin(agents, eq(agents.id, calls.agentId))
      .where(and(callRefMatch(ref), callScope(actor)));
    if (!visible) throw notFound(`Call ${String(ref)}`);
    const call = (await findCall(tx, visible.id, { lock: true }))!;
    const cancelable = call.status === 'scheduled'
      || (call.status === 'queued' && (!call.dialedAt || !call.handoffAt || dialDeadlinePassed(call, now)));
    if (!cancelable) {
      throw new AppError('call_not_cancelable', `Call ${call.callId} is ${call.status === 'queued' ? 'being dialed' : call.status} and can no longer be canceled.`);
    }
    await transitionCall(tx, call.id, { to: 'canceled', at: now, endedReason: 'canceled', failureReason: 'canceled' });
    const later = await tx
      .select({ id: calls.id })
      .from(calls)
      .where(and(
        eq(calls.retryOf, call.retryOf ?? call.callId),
        gt(calls.attempt, call.attempt),
        sql`${calls.status} = 'scheduled'`,
      ))
      .for('update');
    for (const r of later) await transitionCall(tx, r.id, { to: 'canceled', at: now, endedReason: 'canceled', failureReason: 'canceled' });
    return call.id;
  });
  return getCall(db, actor, id);
}
