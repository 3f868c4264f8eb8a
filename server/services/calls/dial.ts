import { eq, sql } from 'drizzle-orm';
import { accounts, agents, calls, campaigns } from '../../db/schema';
import type { Database, Tx } from '../../db/types';
import { defineJob, enqueueJob } from '../../outbox/jobs';
import { accountCallingRules, rulesInputFor, type AccountCallingRules } from '../compliance/callee';
import { decide, type Block } from '../compliance/calling-rules';
import { startCall } from './call-jobs';
import { findCall, type CallRow } from './call-row';
import { holdPlan, type HoldPlan } from '../wallet/billing';
import { accountDestinationPolicy, destinationRefusal } from '../compliance/destination-policy';
import { isDoNotCall } from '../compliance/do-not-call';
import { availableCents, liveCallCount, lockAccountFunds } from '../wallet/holds';
import { transitionCall } from './lifecycle';
import { providerFor } from '../providers';

export type DialOutcome =
  | { dialed: true }
  | { dialed: false; reason: 'not_due' | 'agent_archived' | 'do_not_call' | 'destination_not_allowed' | 'insufficient_funds' | 'waiting' | 'no_allowed_moment' };

/** A call that finds the account at its live-call cap tries again this much later. */
const LIVE_CAP_WAIT_MS = 60_000;

/** Dials a call when its job comes due: re-checks everything at that moment, then hands it to the provider. */
export const startCallJob = defineJob(startCall, async (db, { call_id }, ctx) => {
  await dialCall(db, call_id, ctx.now);
});

/**
 * The rules a call is dialed under: the account's, with a campaign's own calling hours in place of the account's
 * when the call belongs to one (the same rules its dispatch checked before placing it).
 */
async function callingRulesOf(tx: Tx, call: CallRow): Promise<AccountCallingRules> {
  const rules = await accountCallingRules(tx, call.accountId);
  if (call.campaignId === null) return rules;
  const [campaign] = await tx.select({ callingHours: campaigns.callingHours }).from(campaigns).where(eq(campaigns.id, call.campaignId));
  if (campaign?.callingHours) rules.callingHours = campaign.callingHours;
  return rules;
}

/** The blocks in one line, for the dashboard's "why it waits". */
export const waitReasonOf = (blocks: Block[]) => blocks.map((b) => b.rule).join(' ');

/**
 * Dials a scheduled or queued call, once. In one transaction, with the call row and the callee's number locked
 * (so neither two runners nor two calls to one number pass the checks together), it re-checks that the agent is not
 * archived (else the call ends canceled, `failure_reason: agent_archived`), do-not-call (a
 * number listed meanwhile is never dialed: the call ends canceled), the destination policy, the account's live-call
 * cap (the call waits a minute), the wallet for a call that holds nothing yet (canceled, insufficient_funds) and,
 * when the call enforces them, the callee's calling rules (the call waits, `scheduled`, for the next allowed
 * moment). A call that passes is marked dialed before the provider is asked, so a repeated job finds it taken.
 */
export async function dialCall(db: Database, callId: number, now: Date): Promise<DialOutcome> {
  const claimed = await db.transaction(async (tx): Promise<CallRow | DialOutcome> => {
    const call = await findCall(tx, callId, { lock: true });
    if (!call || call.dialedAt || (call.status !== 'scheduled' && call.status !== 'queued')) return { dialed: false, reason: 'not_due' };
    // A job for a moment that has since moved (the call was rescheduled): the newer job dials it.
    if (call.status === 'scheduled' && call.scheduledAt && call.scheduledAt.getTime() > now.getTime()) return { dialed: false, reason: 'not_due' };
    await tx.execute(sql`select pg_advisory_xact_lock(${call.accountId}, hashtext(${call.phoneNumber}))`);

    // An agent archived since the call was accepted (a scheduled call, a retry) places no more calls.
    const [agent] = await tx.select({ archivedAt: agents.archivedAt }).from(agents).where(eq(agents.id, call.agentId));
    if (agent?.archivedAt) {
      await transitionCall(tx, call.id, { to: 'canceled', at: now, failureReason: 'agent_archived' });
      return { dialed: false, reason: 'agent_archived' };
    }
    if (await isDoNotCall(tx, call.accountId, call.phoneNumber)) {
      await transitionCall(tx, call.id, { to: 'canceled', at: now, endedReason: 'do_not_call', failureReason: 'do_not_call' });
      return { dialed: false, reason: 'do_not_call' };
    }
    if (destinationRefusal(call.phoneNumber, await accountDestinationPolicy(tx, call.accountId))) {
      await transitionCall(tx, call.id, { to: 'canceled', at: now, failureReason: 'destination_not_allowed' });
      return { dialed: false, reason: 'destination_not_allowed' };
    }
    if (call.callingHours === 'enforce') {
      const rules = await rulesInputFor(tx, {
        accountId: call.accountId, phoneNumber: call.phoneNumber, contactId: call.contactId, purpose: call.purpose, at: now,
        rules: await callingRulesOf(tx, call),
      });
      const decision = decide(rules);
      if (!decision.allowed) return wait(tx, call, now, decision.nextAllowedAt, decision.blocks);
    }
    // Going live: a call that waited counts against the account's cap now, and a call that holds nothing yet (a
    // retry, which nobody placed) holds its funds now, under the account lock, like a placement.
    let hold: HoldPlan | null = null;
    if (call.status === 'scheduled' || call.maxDurationSeconds === null) {
      const funds = await lockAccountFunds(tx, call.accountId);
      if ((await liveCallCount(tx, call.accountId, { atMost: funds.maxLiveCalls })) >= funds.maxLiveCalls) {
        const next = new Date(now.getTime() + LIVE_CAP_WAIT_MS);
        await tx
          .update(calls)
          .set({ status: 'scheduled', scheduledAt: next, estimatedStartAt: next, waitReason: 'The account has as many live calls as its cap allows.', updatedAt: now })
          .where(eq(calls.id, call.id));
        await enqueueJob(tx, startCall, { call_id: call.id }, { runAt: next });
        return { dialed: false, reason: 'waiting' };
      }
      if (call.maxDurationSeconds === null) {
        hold = holdPlan(availableCents(funds), call.rateCents, funds.maxCallSeconds);
        if (!hold) {
          await transitionCall(tx, call.id, { to: 'canceled', at: now, endedReason: 'insufficient_funds', failureReason: 'insufficient_funds' });
          return { dialed: false, reason: 'insufficient_funds' };
        }
        await tx.update(accounts).set({ heldCents: sql`${accounts.heldCents} + ${hold.holdCents}` }).where(eq(accounts.id, call.accountId));
      }
    }
    const [dialed] = await tx
      .update(calls)
      .set({
        status: 'queued', dialedAt: now, waitReason: null, updatedAt: now,
        ...(hold ? { holdCents: hold.holdCents, maxDurationSeconds: hold.maxDurationSeconds } : {}),
      })
      .where(eq(calls.id, call.id))
      .returning();
    return dialed;
  });
  if (!('callId' in claimed)) return claimed;
  const [agent] = await db.select().from(agents).where(eq(agents.id, claimed.agentId));
  await providerFor(claimed.provider).start(db, claimed, agent, now);
  return { dialed: true };
}

/** The rules say "not now": the call waits, scheduled at the next allowed moment, with the reason shown. */
async function wait(tx: Tx, call: CallRow, now: Date, next: Date | null, blocks: Block[]): Promise<DialOutcome> {
  if (!next) {
    await transitionCall(tx, call.id, { to: 'canceled', at: now, failureReason: `no allowed moment in the next 21 days: ${waitReasonOf(blocks)}` });
    return { dialed: false, reason: 'no_allowed_moment' };
  }
  await tx
    .update(calls)
    .set({ status: 'scheduled', scheduledAt: next, estimatedStartAt: next, waitReason: waitReasonOf(blocks), updatedAt: now })
    .where(eq(calls.id, call.id));
  await enqueueJob(tx, startCall, { call_id: call.id }, { runAt: next });
  return { dialed: false, reason: 'waiting' };
}
