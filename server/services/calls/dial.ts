import { eq, sql } from 'drizzle-orm';
import { agents, calls } from '../../db/schema';
import type { Database, DbOrTx, Tx } from '../../db/types';
import { defineJob, enqueueJob, retireJobs } from '../../outbox/jobs';
import { rulesInputFor } from '../compliance/callee';
import { insertComplianceRecord, pendingComplianceRecord } from '../compliance/compliance-record-write';
import { gate, judgeCapacity, waitReasonOf, type GateAnswer, type PlacementFacts } from '../compliance/gate';
import { lockAccountFunds, takeHold } from '../wallet/holds';
import type { HoldPlan } from '../wallet/billing';
import { startCall } from './call-jobs';
import { findCall, type CallRow } from './call-row';
import { readDialFacts } from './dial-facts';
import { claimHandoff, settleUnconfirmedDial } from './dial-handoff';
import { transitionCall } from './lifecycle';
import { liveCallCount, teamCapacityOfAgent } from './live-calls';
import { startAtProvider } from './provider-start';

export type DialOutcome =
  | { dialed: true }
  | { dialed: false; reason: 'not_due' | 'unconfirmed' | 'agent_archived' | 'do_not_call' | 'destination_not_allowed' | 'insufficient_funds' | 'no_consent' | 'waiting' | 'no_allowed_moment' };

/** A call that finds the account at its live-call cap tries again this much later. */
const LIVE_CAP_WAIT_MS = 60_000;

/** Dials a call when its job comes due: re-checks everything at that moment, then hands it to the provider. */
export const startCallJob = defineJob(startCall, async (db, { call_id }, ctx) => {
  await dialCall(db, call_id, ctx.now);
});

/**
 * Dials a scheduled or queued call, once. In one transaction, with the call row and the callee's number locked
 * (so neither two runners nor two calls to one number pass the checks together), it reads the facts again
 * (readDialFacts) and passes the gate at this moment (compliance/gate.ts): the agent not
 * archived (else the call ends canceled, `failure_reason: agent_archived`), do-not-call (a
 * number listed meanwhile is never dialed: the call ends canceled), the destination policy, the callee's consent (a
 * campaign's, waiting or retried call without it ends canceled, `no_consent`: consentHeldAtDial), the live-call caps
 * (the account's less its inbound reserve, and the agent's team's: the call waits a minute), the wallet for a call that holds nothing yet (canceled, insufficient_funds) and the
 * callee's calling rules (the call waits, `scheduled`, for the next allowed moment): all of them when the call
 * enforces them, and the law alone for a marketing call that ignores them. A call that passes is marked dialed
 * before the provider is asked, so a repeated job finds it taken; the hand-off to the provider is then claimed and
 * recorded in steps of their own (dial-handoff.ts), so a dial that dies after its commit is resumed (never asked:
 * handed off now) or settled (in doubt, or past its deadline: failed, its hold released), never left queued.
 */
export async function dialCall(db: Database, callId: number, now: Date): Promise<DialOutcome> {
  const claimed = await db.transaction(async (tx): Promise<CallRow | DialOutcome> => {
    const call = await findCall(tx, callId, { lock: true });
    if (!call || (call.status !== 'scheduled' && call.status !== 'queued')) return { dialed: false, reason: 'not_due' };
    if (call.dialedAt) return resumeDial(tx, call, now);
    // A job for a moment that has since moved (the call was rescheduled): the newer job dials it.
    if (call.status === 'scheduled' && call.scheduledAt && call.scheduledAt.getTime() > now.getTime()) return { dialed: false, reason: 'not_due' };
    await tx.execute(sql`select pg_advisory_xact_lock(${call.accountId}, hashtext(${call.phoneNumber}))`);

    const facts = await readDialFacts(tx, call, now);
    const gateFacts: PlacementFacts = {
      phoneNumber: call.phoneNumber,
      agent: { ref: call.agentId, row: { id: call.agentId, archivedAt: facts.agentArchivedAt, cannotCall: null } },
      doNotCall: facts.doNotCall,
      destination: facts.destination,
      consent: facts.consent,
      // A call that ignores calling hours still keeps the law when it is marketing (see initiateCall).
      callingRules: call.callingHours === 'enforce' || call.purpose === 'marketing'
        ? await rulesInputFor(tx, {
          accountId: call.accountId, phoneNumber: call.phoneNumber, contactId: call.contactId, purpose: call.purpose, at: now,
          scope: call.callingHours === 'enforce' ? 'all' : 'law', rules: facts.rules, doNotCall: facts.doNotCall,
        })
        : undefined,
    };
    const answer = gate(gateFacts);
    // Every decision of the dial is kept in its transaction: dialed, waiting again, or canceled.
    const record = async (decided: GateAnswer) =>
      insertComplianceRecord(tx, await pendingComplianceRecord(tx, { facts: gateFacts, answer: decided, at: now }, call, 'dial'), call.id);
    if (answer.verdict !== 'allow') {
      await record(answer);
      return notDialed(tx, call, now, answer);
    }
    // Going live: a call that waited counts against the account's cap now, and a call that holds nothing yet (a
    // retry, which nobody placed) holds its funds now, under the account lock, like a placement; at the call's own
    // rate.
    let hold: HoldPlan | null = null;
    if (call.status === 'scheduled' || call.maxDurationSeconds === null) {
      const funds = { ...(await lockAccountFunds(tx, call.accountId)), rateCents: call.rateCents };
      const [live, team] = await Promise.all([
        liveCallCount(tx, call.accountId, { atMost: funds.maxLiveCalls }),
        teamCapacityOfAgent(tx, call.accountId, call.agentId),
      ]);
      const capacity = judgeCapacity({ funds, live, countsLive: true, needsHold: call.maxDurationSeconds === null, direction: 'outbound', team });
      if (capacity.verdict !== 'allow') {
        await record(capacity);
        return notDialed(tx, call, now, capacity);
      }
      hold = capacity.hold;
      if (hold) await takeHold(tx, call.accountId, funds, hold);
    }
    const [dialed] = await tx
      .update(calls)
      .set({
        status: 'queued', dialedAt: now, waitReason: null, updatedAt: now,
        ...(hold ? { holdCents: hold.holdCents, maxDurationSeconds: hold.maxDurationSeconds } : {}),
      })
      .where(eq(calls.id, call.id))
      .returning();
    await record(answer);
    return dialed;
  });
  if (!('callId' in claimed)) return claimed;
  // Only the runner that takes the hand-off asks the provider: another (a repeated job) or a cancel got there first.
  if (!(await claimHandoff(db, [claimed.id], now)).has(claimed.id)) return { dialed: false, reason: 'not_due' };
  const [agent] = await db.select().from(agents).where(eq(agents.id, claimed.agentId));
  await startAtProvider(db, { ...claimed, handoffAt: now }, agent, now);
  return { dialed: true };
}

/**
 * A repeated dial of a call already dialed (its runner died, or a campaign pass dialed it and died): handed off now
 * if the provider was never asked and the deadline has not passed; ended failed past the deadline; else (the
 * provider was asked, its answer not recorded) left to the provider's reports and the sweeper.
 */
async function resumeDial(tx: Tx, call: CallRow, now: Date): Promise<CallRow | DialOutcome> {
  if (call.status !== 'queued') return { dialed: false, reason: 'not_due' };
  if (await settleUnconfirmedDial(tx, call, now)) return { dialed: false, reason: 'unconfirmed' };
  return call.handoffAt ? { dialed: false, reason: 'not_due' } : call;
}

/**
 * Marks done the dial jobs of calls already dialed at once (a campaign's pass dials what it placed): each job was
 * queued with its call as the durable path, and would otherwise be claimed only to find its call dialed. A job a
 * runner has claimed meanwhile is left to it.
 */
export async function retireDialJobs(db: DbOrTx, callIds: number[]): Promise<void> {
  await retireJobs(db, startCall, 'call_id', callIds);
}

/** The gate's answer at the dial, acted on: the call waits (rules, or the live-call cap), or ends canceled. */
async function notDialed(tx: Tx, call: CallRow, now: Date, answer: Exclude<GateAnswer, { verdict: 'allow' }>): Promise<DialOutcome> {
  if (answer.verdict === 'wait') return wait(tx, call, now, answer.until, waitReasonOf(answer.blocks));
  const cancel = async (failureReason: string, endedReason?: 'do_not_call' | 'insufficient_funds' | 'no_consent') =>
    transitionCall(tx, call.id, { to: 'canceled', at: now, failureReason, ...(endedReason ? { endedReason } : {}) });
  switch (answer.code) {
    case 'live_call_limit':
      return wait(tx, call, now, new Date(now.getTime() + LIVE_CAP_WAIT_MS), liveCapWaitReason(answer.error.extra));
    case 'no_allowed_moment':
      await cancel(`no allowed moment in the next 21 days: ${waitReasonOf(answer.blocks ?? [])}`);
      return { dialed: false, reason: 'no_allowed_moment' };
    case 'do_not_call':
    case 'insufficient_funds':
      await cancel(answer.code, answer.code);
      return { dialed: false, reason: answer.code };
    case 'consent_required':
      await cancel(answer.error.message, 'no_consent');
      return { dialed: false, reason: 'no_consent' };
    case 'agent_archived':
    case 'destination_not_allowed':
      await cancel(answer.code);
      return { dialed: false, reason: answer.code };
    default:
      throw new Error(`a dial is never refused with ${answer.code}`);
  }
}

/** The call waits, scheduled at `next`, with the reason shown ("why it waits"), and a dial job for that moment. */
async function wait(tx: Tx, call: CallRow, now: Date, next: Date, reason: string): Promise<DialOutcome> {
  await tx
    .update(calls)
    .set({ status: 'scheduled', scheduledAt: next, estimatedStartAt: next, waitReason: reason, updatedAt: now })
    .where(eq(calls.id, call.id));
  await enqueueJob(tx, startCall, { call_id: call.id }, { runAt: next });
  return { dialed: false, reason: 'waiting' };
}

/** Why a call waits at a live-call cap, by the cap the refusal names (liveCallLimit's extra). */
function liveCapWaitReason(extra: Record<string, unknown> | undefined): string {
  if (extra?.team_id !== undefined) return "The agent's team has as many live calls as its cap allows.";
  if (extra?.inbound_reserve !== undefined) return 'The account has as many outbound live calls as its cap, less the slots kept for inbound calls, allows.';
  return 'The account has as many live calls as its cap allows.';
}
