import { and, count, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { calls, campaignRecipients, campaigns, type RecipientStatus } from '../../db/schema';
import type { Database, Tx } from '../../db/types';
import { defineJob, enqueueJob } from '../../outbox/jobs';
import { campaignCallValues, contactsForCampaignCalls } from '../calls/campaign-call';
import { placeCallBatch, type CallValues } from '../calls/place-call';
import { readCalleeFacts } from '../calls/callee-facts';
import type { ComplianceDecision } from '../compliance/compliance-record-write';
import { lockAccountFunds } from '../wallet/holds';
import { dialCall, retireDialJobs } from '../calls/dial';
import { dialCallBatch } from '../calls/dial-batch';
import { voicemailForAttempt } from '../calls/voicemail';
import { logger } from '../../logger';
import { locateCallee, rulesInputOf } from '../compliance/callee';
import { consentFactsFor } from '../compliance/consent-fact';
import { gate, judgeCapacity, waitReasonOf, type PlacementFacts, type RefusalCode } from '../compliance/gate';
import { emitCampaignEvent } from './events';
import { readPassContext } from './pass-context';
import { campaignSlotStatuses, takeDueNumbers, type DueRecipient } from './due-recipients';
import { callerNumberPicker } from '../phone-numbers/pick';
import { campaignFreeSlots } from './shared-capacity';
import { campaignTick, TICK_INTERVAL_MS } from './jobs';

export { campaignSlotStatuses };

/** A recipient waiting longer than this for its calling hours is looked at again then (no opening found). */
const NO_OPENING_RETRY_MS = 86_400_000;

export const campaignTickJob = defineJob(campaignTick, async (db, { campaign_id, generation }, ctx) => {
  const { placedCallIds } = await runCampaignTick(db, campaign_id, ctx.now, generation ?? null);
  // Dial what the pass placed at once instead of a worker pass later, together (dialCallBatch): a freed slot is
  // refilled in one pass. Each call's own dial job stays queued as the durable path (after a crash here) until its
  // call is dialed; a call the batch leaves is dialed alone, as its job would.
  let rest = placedCallIds;
  try {
    ({ rest } = await dialCallBatch(db, placedCallIds, ctx.now));
  } catch (err) {
    logger.warn('campaign calls not dialed together; each is dialed alone', { campaign_id, err });
  }
  const dialed: number[] = [];
  for (const id of rest) {
    try {
      if ((await dialCall(db, id, ctx.now)).dialed) dialed.push(id);
    } catch (err) {
      logger.warn('campaign call not dialed at once; its dial job will', { call_id: id, err });
    }
  }
  await retireDialJobs(db, dialed);
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
 * live calls, within its fair share of the account's outbound slots (campaignFreeSlots) — with due recipients,
 * skipping a number that has a live call anywhere in the account, and letting a recipient outside its calling
 * hours wait for the next opening. The heartbeat re-enqueues itself.
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

    // The account row stays locked to the end of the pass: the holds below and every other placement take turns. It
    // is taken beside the campaign's count, in one round trip, though a pass that completes the campaign needs no more.
    const [[{ live }], funds] = await Promise.all([
      tx.select({ live: count() }).from(calls).where(and(eq(calls.campaignId, campaign.id), inArray(calls.status, campaignSlotStatuses))),
      lockAccountFunds(tx, campaign.accountId),
    ]);

    if (live === 0 && !(await hasUnfinished(tx, campaign.id))) {
      await tx.update(campaigns).set({ status: 'completed', completedAt: now, updatedAt: now }).where(eq(campaigns.id, campaign.id));
      await emitCampaignEvent(tx, 'campaign.completed', { ...campaign, status: 'completed' }, now);
      return { placed: 0, live, placedCallIds: [] };
    }

    const affordable = judgeCapacity({ funds, live: 0, countsLive: false, needsHold: true, direction: 'outbound' }).verdict === 'allow';
    // Wallet exhausted: nothing left, and nothing held that the live calls will give back when they end.
    if (!affordable && funds.heldCents === 0) {
      await tx.update(campaigns).set({ status: 'paused', pausedReason: 'insufficient_funds', updatedAt: now }).where(eq(campaigns.id, campaign.id));
      await emitCampaignEvent(tx, 'campaign.paused', { ...campaign, status: 'paused' }, now);
      return { placed: 0, live, placedCallIds: [] };
    }

    // How many recipients this pass may place: the campaign's free slots within the account's outbound slots and its
    // team's cap, and no more than its fair share of them beside the account's other running campaigns
    // (campaignFreeSlots), when the account has the money for one more call (money held by live calls comes back
    // when they end, so a pass that cannot hold one more call places none). The writer judges each placement's caps
    // and funds again (judgeCapacity) as it takes the hold, and a refusal ends the pass.
    const free = affordable ? await campaignFreeSlots(tx, campaign, funds, live, now) : 0;
    // The heartbeat's next tick is written beside the placements, in their round trips.
    const [placedCallIds] = await Promise.all([free > 0 ? placeDueRecipients(tx, campaign, free, now) : [], again()]);
    return { placed: placedCallIds.length, live: live + placedCallIds.length, placedCallIds };
  });
}

type CampaignRow = typeof campaigns.$inferSelect;

/** The gate's refusals that skip a recipient for good, as its status (the audience resolution skips the same). */
const skippedStatusOf: Partial<Record<RefusalCode, RecipientStatus>> = {
  do_not_call: 'skipped_do_not_call',
  destination_not_allowed: 'skipped_destination_not_allowed',
  consent_required: 'skipped_no_consent',
};

/**
 * Places up to `free` due recipients, the longest waiting first, skipping a number that has a call in flight
 * anywhere in the account. Each recipient passes the gate (do-not-call, the destination policy, the callee's consent,
 * the campaign's calling hours and the account's rules): refused for do-not-call, its destination or want of consent it
 * is skipped for good (skipped_do_not_call, skipped_destination_not_allowed, skipped_no_consent), held by the rules it
 * waits for the next opening, else its call joins the pass's batch, from the caller number local presence picks
 * (callerNumberPicker; when every number the agent may use is at its daily cap or rests, the recipient waits with
 * `caller_numbers_exhausted`). The batch goes to the one writer (placeCallBatch), which stops where the slots or the
 * money run out. Every recipient is held to the account's consent rule, whatever it says of direct API calls; the
 * dial checks again at its moment.
 *
 * What every call shares is read once per pass, and what each callee needs in one statement for all of them
 * (readCalleeFacts) once their numbers are taken: the pass costs a handful of round trips, not a handful per call.
 */
async function placeDueRecipients(tx: Tx, campaign: CampaignRow, free: number, now: Date): Promise<number[]> {
  const context = await readPassContext(tx, campaign.accountId, campaign.agentId);
  if (!context) return [];
  const { agent, rules, consentRule, destination, business } = context;
  const callerNumbers = await callerNumberPicker(tx, campaign.accountId, agent, now);
  if (campaign.callingHours) rules.callingHours = campaign.callingHours;
  const taken = await takeDueNumbers(tx, campaign, free * 2 + 8, now);
  // Read under the numbers' locks, as the dial reads them.
  const [facts, contactsById] = await Promise.all([
    readCalleeFacts(tx, campaign.accountId, taken.map((r) => ({ phoneNumber: r.phoneNumber, contactId: r.contactId })), now),
    contactsForCampaignCalls(tx, campaign.accountId, [...new Set(taken.flatMap((r) => (r.contactId === null ? [] : [r.contactId])))]),
  ]);
  const batch: { recipient: DueRecipient; values: CallValues; compliance: ComplianceDecision }[] = [];
  for (const [i, r] of taken.entries()) {
    if (batch.length === free) break;
    const fact = facts[i];
    if (fact.busy) continue;
    const callee = await locateCallee(r.phoneNumber, fact.contact, rules.businessZone);
    const callingRules = rulesInputOf(
      { phoneNumber: r.phoneNumber, purpose: campaign.purpose, at: now, scope: 'all' },
      { rules, doNotCall: fact.doNotCall, recentDials: fact.recentDials },
      callee,
    );
    const placementFacts: PlacementFacts = {
      phoneNumber: r.phoneNumber,
      doNotCall: fact.doNotCall,
      destination,
      consent: consentFactsFor({ rule: consentRule, purpose: campaign.purpose, active: fact.activeConsents, enforced: true }),
      callingRules,
    };
    const answer = gate(placementFacts);
    const skipped = answer.verdict === 'refuse' ? skippedStatusOf[answer.code] : undefined;
    if (skipped) {
      await tx.update(campaignRecipients)
        .set({ status: skipped, nextAttemptAt: null, waitReason: null, updatedAt: now })
        .where(eq(campaignRecipients.id, r.id));
      continue;
    }
    if (answer.verdict !== 'allow') {
      const blocks = answer.verdict === 'wait' ? answer.blocks : (answer.blocks ?? []);
      await tx.update(campaignRecipients)
        .set({ nextAttemptAt: answer.verdict === 'wait' ? answer.until : new Date(now.getTime() + NO_OPENING_RETRY_MS), waitReason: waitReasonOf(blocks), updatedAt: now })
        .where(eq(campaignRecipients.id, r.id));
      continue;
    }
    const from = await callerNumbers.pick(r.phoneNumber);
    if (from.kind === 'busy') continue;
    if (from.kind === 'exhausted') {
      await tx.update(campaignRecipients)
        .set({ nextAttemptAt: from.until, waitReason: 'caller_numbers_exhausted', updatedAt: now })
        .where(eq(campaignRecipients.id, r.id));
      continue;
    }
    // Counted now, so the next callee of the batch sees the number's room less this call.
    callerNumbers.placed(from.callerNumberId);
    const first = r.lastCallId === null ? null : await firstCallIdOf(tx, r.lastCallId);
    const left = campaign.voicemail.action === 'leave_message' && r.lastCallId !== null && await voicemailLeftFor(tx, campaign.id, r.phoneNumber);
    const values = await campaignCallValues({
      accountId: campaign.accountId,
      campaignId: campaign.id,
      createdByUserId: campaign.createdByUserId,
      contactId: r.contactId,
      phoneNumber: r.phoneNumber,
      purpose: campaign.purpose,
      variables: campaign.variables,
      retryPolicy: campaign.retryPolicy,
      voicemail: voicemailForAttempt(campaign.voicemail, left),
      attempt: r.attempts + 1,
      retryOf: first,
      from: from.from,
    }, { agent, business }, r.contactId === null ? null : contactsById.get(r.contactId) ?? null, now);
    batch.push({ recipient: r, values, compliance: { facts: placementFacts, answer, at: now } });
  }
  // The account's live slots or its money may run out within the batch: the writer places the ones before that,
  // and the rest wait for the next pass.
  const { placed } = await placeCallBatch(tx, {
    accountId: campaign.accountId, agentId: campaign.agentId, startAt: now, calls: batch,
    // The recipients follow their calls in the same round trip.
    afterWrite: async (t, calls) => {
      await t.execute(sql`
        update ${campaignRecipients} r set status = 'in_progress', attempts = r.attempts + 1, last_call_id = v.call_id,
          next_attempt_at = null, wait_reason = null, updated_at = ${now.toISOString()}::timestamptz
        from unnest(${`{${batch.slice(0, calls.length).map((b) => b.recipient.id).join(',')}}`}::int[],
          ${`{${calls.map((p) => p.id).join(',')}}`}::int[]) as v(id, call_id)
        where r.id = v.id`);
    },
  });
  return placed.map((p) => p.id);
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

/** Whether an earlier call of the campaign left a message at this number (one message per recipient). */
async function voicemailLeftFor(tx: Tx, campaignId: number, phoneNumber: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: calls.id })
    .from(calls)
    .where(and(eq(calls.campaignId, campaignId), eq(calls.phoneNumber, phoneNumber), eq(calls.voicemailLeft, true)))
    .limit(1);
  return Boolean(row);
}

/** The call_id of a recipient's first attempt, which every later attempt names in `retry_of`. */
async function firstCallIdOf(tx: Tx, lastCallId: number): Promise<string | null> {
  const [c] = await tx.select({ callId: calls.callId, retryOf: calls.retryOf }).from(calls).where(eq(calls.id, lastCallId));
  return c ? (c.retryOf ?? c.callId) : null;
}
