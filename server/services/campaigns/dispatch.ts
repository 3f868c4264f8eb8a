import { and, asc, count, eq, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import { calls, campaignRecipients, campaigns, type CallStatus } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import type { Database, Tx } from '../../db/types';
import { defineJob, enqueueJob } from '../../outbox/jobs';
import { holdPlan } from '../wallet/billing';
import { placeCampaignCall } from '../calls/campaign-call';
import { availableCents, liveCallCount, lockAccountFunds, reserveHold } from '../wallet/holds';
import { dialCall, waitReasonOf } from '../calls/dial';
import { logger } from '../../logger';
import { accountCallingRules, rulesInputFor } from '../compliance/callee';
import { decide } from '../compliance/calling-rules';
import { emitCampaignEvent } from './events';
import { campaignTick, TICK_INTERVAL_MS } from './jobs';

/** A call of a campaign between its placement and a terminal status: what the concurrency cap counts. */
export const liveCallStatuses: CallStatus[] = ['scheduled', 'queued', 'ringing', 'in_progress'];

/** A recipient waiting longer than this for its calling hours is looked at again then (no opening found). */
const NO_OPENING_RETRY_MS = 86_400_000;

export const campaignTickJob = defineJob(campaignTick, async (db, { campaign_id, generation }, ctx) => {
  const { placedCallIds } = await runCampaignTick(db, campaign_id, ctx.now, generation ?? null);
  // Dial what the pass placed at once instead of a worker pass later: a freed slot is refilled in one pass.
  // Each call's own dial job stays queued as the durable path (after a crash here); it then finds the call
  // dialed and does nothing.
  for (const id of placedCallIds) {
    try {
      await dialCall(db, id, ctx.now);
    } catch (err) {
      logger.warn('campaign call not dialed at once; its dial job will', { call_id: id, err });
    }
  }
});

export interface TickResult {
  placed: number;
  live: number;
  placedCallIds: number[];
}

/**
 * One dispatch pass, in one transaction with the campaign row locked (so ticks of several processes take turns):
 * starts a scheduled campaign whose moment came, pauses a running one the wallet cannot pay for, completes one
 * whose recipients are all final, and otherwise fills free slots — max_concurrent_calls minus the campaign's
 * live calls — with due recipients, skipping a number that has a live call anywhere in the account, and letting
 * a recipient outside its calling hours wait for the next opening. The heartbeat re-enqueues itself.
 */
export async function runCampaignTick(db: Database, campaignId: number, now: Date, generation: number | null): Promise<TickResult> {
  return db.transaction(async (tx) => {
    const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
    if (!campaign) return { placed: 0, live: 0, placedCallIds: [] };
    const heartbeat = generation !== null && generation === campaign.dispatchGeneration;
    const again = async (runAt = new Date(now.getTime() + TICK_INTERVAL_MS)) => {
      if (heartbeat) await enqueueJob(tx, campaignTick, { campaign_id: campaign.id, generation }, { runAt });
    };

    if (campaign.status === 'scheduled') {
      if (campaign.startAt && campaign.startAt.getTime() > now.getTime()) {
        await again(campaign.startAt);
        return { placed: 0, live: 0, placedCallIds: [] };
      }
      await tx.update(campaigns).set({ status: 'running', startedAt: now, updatedAt: now }).where(eq(campaigns.id, campaign.id));
      campaign.status = 'running';
      await emitCampaignEvent(tx, 'campaign.started', campaign, now);
    }
    if (campaign.status !== 'running') return { placed: 0, live: 0, placedCallIds: [] };

    const [{ live }] = await tx
      .select({ live: count() })
      .from(calls)
      .where(and(eq(calls.campaignId, campaign.id), inArray(calls.status, liveCallStatuses)));

    if (live === 0 && !(await hasUnfinished(tx, campaign.id))) {
      await tx.update(campaigns).set({ status: 'completed', completedAt: now, updatedAt: now }).where(eq(campaigns.id, campaign.id));
      await emitCampaignEvent(tx, 'campaign.completed', { ...campaign, status: 'completed' }, now);
      return { placed: 0, live, placedCallIds: [] };
    }

    // The account row stays locked to the end of the pass: the holds below and every other placement take turns.
    const funds = await lockAccountFunds(tx, campaign.accountId);
    const affordable = holdPlan(availableCents(funds), funds.rateCents, funds.maxCallSeconds) !== null;
    // Wallet exhausted: nothing left, and nothing held that the live calls will give back when they end.
    if (!affordable && funds.heldCents === 0) {
      await tx.update(campaigns).set({ status: 'paused', pausedReason: 'insufficient_funds', updatedAt: now }).where(eq(campaigns.id, campaign.id));
      await emitCampaignEvent(tx, 'campaign.paused', { ...campaign, status: 'paused' }, now);
      return { placed: 0, live, placedCallIds: [] };
    }

    // Bounded by the campaign's own concurrency and by the account's live-call cap; money held by live calls
    // comes back when they end, so a pass that cannot hold one more call just places none.
    let free = affordable ? Math.min(campaign.maxConcurrentCalls - live, funds.maxLiveCalls - (await liveCallCount(tx, campaign.accountId, { atMost: funds.maxLiveCalls }))) : 0;
    let placed = 0;
    const placedCallIds: number[] = [];
    if (free > 0) {
      const rules = await accountCallingRules(tx, campaign.accountId);
      if (campaign.callingHours) rules.callingHours = campaign.callingHours;
      const due = await tx
        .select()
        .from(campaignRecipients)
        .where(and(
          eq(campaignRecipients.campaignId, campaign.id),
          or(eq(campaignRecipients.status, 'pending'), isNotNull(campaignRecipients.nextAttemptAt)),
          ne(campaignRecipients.status, 'in_progress'),
          or(sql`${campaignRecipients.nextAttemptAt} is null`, lte(campaignRecipients.nextAttemptAt, now)),
          // Never a second live call to one number, whoever placed the first (re-checked under the number's lock).
          sql`not exists (select 1 from ${calls} where ${calls.accountId} = ${campaign.accountId}
            and ${calls.phoneNumber} = ${campaignRecipients.phoneNumber}
            and ${calls.status} in ('scheduled', 'queued', 'ringing', 'in_progress'))`,
        ))
        .orderBy(sql`${campaignRecipients.nextAttemptAt} asc nulls first`, asc(campaignRecipients.id))
        .limit(Math.max(free * 4, 20));
      for (const r of due) {
        if (free === 0) break;
        if (!(await takeNumber(tx, campaign.accountId, r.phoneNumber!))) continue;
        const decision = decide(await rulesInputFor(tx, {
          accountId: campaign.accountId, phoneNumber: r.phoneNumber!, contactId: r.contactId, purpose: campaign.purpose, at: now, rules,
        }));
        if (!decision.allowed) {
          if (decision.blocks.some((b) => b.code === 'do_not_call')) {
            await tx.update(campaignRecipients)
              .set({ status: 'skipped_do_not_call', nextAttemptAt: null, waitReason: null, updatedAt: now })
              .where(eq(campaignRecipients.id, r.id));
            continue;
          }
          await tx.update(campaignRecipients)
            .set({ nextAttemptAt: decision.nextAllowedAt ?? new Date(now.getTime() + NO_OPENING_RETRY_MS), waitReason: waitReasonOf(decision.blocks), updatedAt: now })
            .where(eq(campaignRecipients.id, r.id));
          continue;
        }
        if (!holdPlan(availableCents(funds), funds.rateCents, funds.maxCallSeconds)) break;
        const hold = await reserveHold(tx, campaign.accountId, funds, { countLive: false });
        const first = r.lastCallId === null ? null : await firstCallIdOf(tx, r.lastCallId);
        const call = await placeCampaignCall(tx, {
          accountId: campaign.accountId,
          campaignId: campaign.id,
          agentId: campaign.agentId,
          createdByUserId: campaign.createdByUserId,
          contactId: r.contactId,
          phoneNumber: r.phoneNumber!,
          purpose: campaign.purpose,
          variables: campaign.variables,
          retryPolicy: campaign.retryPolicy,
          attempt: r.attempts + 1,
          retryOf: first,
        }, { rateCents: funds.rateCents, hold }, now);
        await tx.update(campaignRecipients)
          .set({ status: 'in_progress', attempts: r.attempts + 1, lastCallId: call.id, nextAttemptAt: null, waitReason: null, updatedAt: now })
          .where(eq(campaignRecipients.id, r.id));
        placedCallIds.push(call.id);
        free--;
        placed++;
      }
    }
    await again();
    return { placed, live: live + placed, placedCallIds };
  });
}

/**
 * Takes the callee's number for this transaction, as the dial does, and answers whether the number is free: no
 * live call to it anywhere in the account. The lock is only tried: a number another campaign's pass or a dial
 * holds is left for a later pass instead of waited for (two passes taking numbers in different orders would
 * otherwise deadlock). The check runs after the lock is held, so it sees every call placed under that lock.
 */
async function takeNumber(tx: Tx, accountId: number, phoneNumber: string): Promise<boolean> {
  const [{ locked }] = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${accountId}, hashtext(${phoneNumber})) as locked`));
  if (!locked) return false;
  const [busy] = await tx
    .select({ id: calls.id })
    .from(calls)
    .where(and(eq(calls.accountId, accountId), eq(calls.phoneNumber, phoneNumber), inArray(calls.status, liveCallStatuses)))
    .limit(1);
  return !busy;
}

/** Whether a recipient is still to be dialed, being dialed, or waiting for its next attempt. */
async function hasUnfinished(tx: Tx, campaignId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: campaignRecipients.id })
    .from(campaignRecipients)
    .where(and(
      eq(campaignRecipients.campaignId, campaignId),
      or(inArray(campaignRecipients.status, ['pending', 'in_progress']), isNotNull(campaignRecipients.nextAttemptAt)),
    ))
    .limit(1);
  return Boolean(row);
}

/** The call_id of a recipient's first attempt, which every later attempt names in `retry_of`. */
async function firstCallIdOf(tx: Tx, lastCallId: number): Promise<string | null> {
  const [c] = await tx.select({ callId: calls.callId, retryOf: calls.retryOf }).from(calls).where(eq(calls.id, lastCallId));
  return c ? (c.retryOf ?? c.callId) : null;
}
