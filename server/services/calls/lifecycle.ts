import { and, eq, inArray, sql } from 'drizzle-orm';
import { agents, calls, type CallStatus, type EndedReason, type TranscriptLine } from '../../db/schema';
import type { Database, Tx } from '../../db/types';
import { logger } from '../../logger';
import { emitEvent } from '../../outbox/events';
import { contentRedactorOf } from '../redaction/setting';
import { campaignCallEnded } from '../campaigns/outcomes';
import { applyCallOutcomeToContact } from '../contacts/call-outcome';
import { billedMinutes, callCostCents } from '../wallet/billing';
import { findCall, type CallRow } from './call-row';
import { recordedCallSeconds } from './call-seconds';
import { callEventPayload, type AgentInfo, type CallEventType } from './payload';
import { recordDisclosureCheck } from './record-disclosure-check';
import { redactedLines } from './redacted-content';
import { scheduleRetry } from './retries';
import { canTransition, eventForStatus, isTerminal, pathTo, statusesWhere } from './statuses';
import { settleCall } from '../wallet/holds';

export interface StatusChange {
  to: CallStatus;
  /** When it happened (the worker's or the request's clock). */
  at: Date;
  failureReason?: string | null;
  /** Why the call ended, on the closed list; when absent, the usual reason of the terminal status. */
  endedReason?: EndedReason | null;
  /** The provider's length of the conversation; without it, ended_at − started_at. */
  durationSeconds?: number | null;
  /** The provider's answer and hang-up times, when it reports them. */
  startedAt?: Date | null;
  endedAt?: Date | null;
}

const agentInfoColumns = { id: agents.id, name: agents.name, assistantId: agents.assistantId };

async function agentInfo(tx: Tx, agentId: number): Promise<AgentInfo> {
  const [a] = await tx.select(agentInfoColumns).from(agents).where(eq(agents.id, agentId));
  return a;
}

/** Records a call.* event; `agent` when the caller has read it already (else it is read here). */
export async function emitCallEvent(tx: Tx, type: CallEventType, call: CallRow, at: Date, agent?: AgentInfo) {
  await emitEvent(tx, { accountId: call.accountId, type, payload: callEventPayload(type, call, agent ?? await agentInfo(tx, call.agentId), at) });
}

/** The disclosure check, once the call is over (record-disclosure-check.ts); a missing disclosure records call.compliance_flagged. */
async function checkDisclosuresOf(tx: Tx, call: CallRow, at: Date, transcriptFinal: boolean): Promise<CallRow> {
  const checked = await recordDisclosureCheck(tx, call, at, { transcriptFinal });
  if (checked?.disclosureCheck === 'missing') await emitCallEvent(tx, 'call.compliance_flagged', checked, at);
  return checked ?? call;
}

/** The call's length: the provider's, else ended_at − started_at, bounded by what the call was allowed to last. */
function durationOf(call: CallRow, change: StatusChange, endedAt: Date): number {
  if (!call.startedAt) return 0;
  const reported = change.durationSeconds == null ? null : recordedCallSeconds(change.durationSeconds, call.maxDurationSeconds);
  return reported ?? recordedCallSeconds((endedAt.getTime() - call.startedAt.getTime()) / 1000, call.maxDurationSeconds) ?? 0;
}

/**
 * Applies one status change inside the caller's transaction, with the call row locked: the call's times,
 * on a terminal status the agent's counters, the wallet debit and the contact's status, and the call.* event. An illegal move is
 * refused and logged, and nothing is written; the answer is then null.
 */
export async function transitionCall(tx: Tx, callId: number, change: StatusChange, locked?: CallRow | null): Promise<CallRow | null> {
  // `locked`: the row as the caller read it FOR UPDATE in this transaction (advanceCall), so it is not read twice.
  const call = locked ?? await findCall(tx, callId, { lock: true });
  if (!call) {
    logger.warn('call transition for a missing call', { call_id: callId, to: change.to });
    return null;
  }
  if (!canTransition(call.status, change.to)) {
    logger.warn('illegal call transition refused', { call_id: call.id, from: call.status, to: change.to });
    return null;
  }
  const set: Partial<typeof calls.$inferInsert> = { status: change.to, updatedAt: change.at };
  let agent: AgentInfo | undefined;
  if (change.to === 'in_progress') set.startedAt = change.startedAt ?? change.at;
  if (isTerminal(change.to)) {
    const endedAt = change.endedAt ?? change.at;
    const duration = durationOf(call, change, endedAt);
    set.endedAt = endedAt;
    set.durationSeconds = duration;
    set.endedReason = change.endedReason ?? defaultEndedReason[change.to as keyof typeof defaultEndedReason];
    set.waitReason = null;
    if (change.to !== 'completed') set.failureReason = change.failureReason ?? change.to;
    // A machine answered a call told to leave a message: the provider left it (Vapi's voicemail message, the
    // simulator's machine) before it hung up.
    if (change.to === 'voicemail' && call.voicemail?.action === 'leave_message') set.voicemailLeft = true;
    // Counted when a dialed call finishes, whatever the outcome: every attempt the agent handled. A call canceled
    // before it was dialed was never the agent's.
    if (call.dialedAt || call.status !== 'scheduled' && call.status !== 'queued') {
      [agent] = await tx
        .update(agents)
        .set({
          totalCalls: sql`${agents.totalCalls} + 1`,
          secondsUsed: sql`${agents.secondsUsed} + ${billedMinutes(duration) * 60}`,
        })
        .where(eq(agents.id, call.agentId))
        .returning(agentInfoColumns);
    }
    // Charges what the call cost (never more than it held) and releases the rest of its hold.
    set.costCents = await settleCall(tx, call, callCostCents(duration, call.rateCents), billedMinutes(duration));
    set.holdCents = 0;
  }
  const event = eventForStatus(change.to);
  // The agent's name for the event is read in the same round trip as the update (statements of one transaction
  // pipeline on its connection), unless the counters' update answered it.
  const [[written], eventAgent] = await Promise.all([
    tx.update(calls).set(set).where(eq(calls.id, call.id)).returning(),
    event && !agent ? agentInfo(tx, call.agentId) : agent,
  ]);
  let updated = written;
  if (event) await emitCallEvent(tx, event, updated, change.at, eventAgent);
  if (isTerminal(change.to)) {
    const ended = updated;
    // The contact and the campaign's recipient follow the outcome beside the disclosure check and the retry, in
    // the same round trips: none of them reads what the others write.
    await Promise.all([
      (async () => {
        // A call never answered has nothing to check; an answered one waits for its transcript (recordArtifacts).
        updated = await checkDisclosuresOf(tx, ended, change.at, false);
        await scheduleRetry(tx, updated, change.at);
      })(),
      applyCallOutcomeToContact(tx, ended, change.at),
      ended.campaignId !== null ? campaignCallEnded(tx, ended, change.at) : undefined,
    ]);
  }
  return updated;
}

/** The ended_reason of a terminal status when the provider (or the dial) gave none. */
const defaultEndedReason = {
  completed: 'customer-ended-call',
  busy: 'customer-busy',
  no_answer: 'customer-did-not-answer',
  voicemail: 'voicemail',
  failed: 'failed-to-connect',
  canceled: 'canceled',
} as const satisfies Partial<Record<CallStatus, EndedReason>>;

/** The statuses a call may ring from. */
const ringableStatuses = statusesWhere((s) => canTransition(s, 'ringing'));

/**
 * Moves several calls to ringing together, in the caller's transaction (a provider that starts a batch of calls:
 * the simulator): the one status change that records nothing but the status, so one update stands for
 * transitionCall on each. Answers the calls that moved; one that had moved on already is left as it is.
 */
export async function ringCalls(tx: Tx, callIds: number[], at: Date): Promise<CallRow[]> {
  // Should ringing ever record an event or a time, every call must go through transitionCall again.
  if (eventForStatus('ringing') !== null) throw new Error('ringing records an event: ring each call with transitionCall');
  if (!callIds.length) return [];
  return tx.update(calls).set({ status: 'ringing', updatedAt: at })
    .where(and(inArray(calls.id, callIds), inArray(calls.status, ringableStatuses)))
    .returning();
}

/** One status change in its own transaction. */
export const changeCallStatus = (db: Database, callId: number, change: StatusChange) =>
  db.transaction((tx) => transitionCall(tx, callId, change));

/**
 * Moves a call to `change.to` through every legal intermediate state (a provider may skip reporting one),
 * inside the caller's transaction. Nothing happens when the target cannot be reached from where the call is.
 */
export async function advanceCall(tx: Tx, callId: number, change: StatusChange): Promise<CallRow | null> {
  const call = await findCall(tx, callId, { lock: true });
  if (!call) return null;
  const steps = pathTo(call.status, change.to);
  if (!steps.length) {
    if (call.status !== change.to) logger.warn('illegal call transition refused', { call_id: call.id, from: call.status, to: change.to });
    return null;
  }
  let result: CallRow | null = call;
  for (const to of steps) {
    const step: StatusChange = to === change.to ? change : { to, at: change.at, startedAt: change.startedAt };
    // Each step starts from the row the one before wrote (locked since the read above).
    result = await transitionCall(tx, callId, step, result);
  }
  return result;
}

export interface CallArtifacts {
  transcript?: TranscriptLine[] | null;
  recordingUrl?: string | null;
  summary?: string | null;
}

/**
 * Stores the transcript, recording and summary as each becomes available, recording call.transcript,
 * call.recording and call.summary once each (a repeated report changes nothing); with the transcript, the call's
 * disclosure check.
 */
export async function recordArtifacts(tx: Tx, callId: number, arrived: CallArtifacts, at: Date): Promise<CallRow | null> {
  let call = await findCall(tx, callId, { lock: true });
  if (!call) return null;
  // Under redact_pii the text is replaced before it is compared or written, so a resent report changes nothing.
  const redact = await contentRedactorOf(tx, call.accountId);
  const artifacts: CallArtifacts = {
    ...arrived,
    ...(arrived.transcript && { transcript: redactedLines(arrived.transcript, redact) }),
    ...(arrived.summary && { summary: redact(arrived.summary) }),
  };
  const update = async (set: Partial<typeof calls.$inferInsert>, event: CallEventType) => {
    [call] = await tx.update(calls).set({ ...set, updatedAt: at }).where(eq(calls.id, callId)).returning();
    await emitCallEvent(tx, event, call!, at);
  };
  if (artifacts.transcript?.length && !call.transcriptFinal) {
    await update({ transcript: artifacts.transcript, transcriptFinal: true }, 'call.transcript');
  }
  if (artifacts.recordingUrl && artifacts.recordingUrl !== call.recordingUrl) {
    await update({ recordingUrl: artifacts.recordingUrl }, 'call.recording');
  }
  if (artifacts.summary && artifacts.summary !== call.summary) {
    await update({ summary: artifacts.summary }, 'call.summary');
  }
  // A report that names the transcript (even to say there is none) is the provider's last word on it.
  if (artifacts.transcript !== undefined) call = await checkDisclosuresOf(tx, call, at, true);
  return call;
}

/** Adds lines of a transcript still in progress (no event: call.transcript waits for the full one). */
export async function appendTranscriptLines(tx: Tx, callId: number, lines: TranscriptLine[], at: Date): Promise<void> {
  const call = await findCall(tx, callId, { lock: true });
  if (!call || call.transcriptFinal || !lines.length) return;
  const redacted = redactedLines(lines, await contentRedactorOf(tx, call.accountId));
  await tx.update(calls).set({ transcript: [...(call.transcript ?? []), ...redacted], updatedAt: at }).where(eq(calls.id, callId));
}
