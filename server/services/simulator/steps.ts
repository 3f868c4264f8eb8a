import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { publicBaseUrl } from '../../config';
import { agents, contextVariables } from '../../db/schema';
import type { Database, Tx } from '../../db/types';
import { defineJob } from '../../outbox/jobs';
import { findAgentAnalysis, recordAnalysis } from '../calls/analysis';
import { findCall, type CallRow } from '../calls/call-row';
import { recordArtifacts } from '../calls/lifecycle';
import { applyProviderEvents } from '../calls/provider-events';
import type { ProviderEvent, ReportedEnd } from '../providers/events';
import type { Outcome } from '../providers/outcome';
import { bookFirstFreeSlot } from '../tools/simulated-booking';
import { transferDuringCall } from '../tools/simulated-transfer';
import {
  SIM_BOOK_AT_SECONDS, SIM_CONVERSATION_SECONDS, SIM_TRANSFER_AT_SECONDS, asksForPerson, conversationSeconds, nextStep, outcomeFor,
  simulatedRecordingUrl, simulatedAnalysis, simulatedSummary, type ExtractTarget, type SimStep,
} from '../providers/simulator/script';
import { scheduleLiveTranscript, simulatedScriptOf } from './live';
import { simulatedReport } from '../providers/simulator/report';
import { scheduleStep, simulatorStep } from '../providers/simulator/driver';

/**
 * What the agent does during an answered simulated call: a callee who asks for a person (0006) is handed over by an
 * agent with transfer_to_human (`transfer` step); otherwise an agent with book_appointment books (`book` step).
 */
async function actionDuringCall(tx: Tx, call: CallRow): Promise<{ step: 'book' | 'transfer'; at: number } | null> {
  const [agent] = await tx.select({ tools: agents.tools }).from(agents).where(eq(agents.id, call.agentId));
  const talk = conversationSeconds(call.maxDurationSeconds);
  if (asksForPerson(call.phoneNumber)) {
    return agent?.tools.includes('transfer_to_human') && SIM_TRANSFER_AT_SECONDS < talk ? { step: 'transfer', at: SIM_TRANSFER_AT_SECONDS } : null;
  }
  return agent?.tools.includes('book_appointment') && SIM_BOOK_AT_SECONDS < talk ? { step: 'book', at: SIM_BOOK_AT_SECONDS } : null;
}

/** With an analysis setting on the agent, the call's deterministic analysis follows its summary. */
async function analyzeSimulatedCall(tx: Tx, call: CallRow, summary: string, now: Date) {
  const setting = await findAgentAnalysis(tx, call.agentId);
  if (!setting) return;
  const defs = setting.extract.length
    ? await tx
        .select({ name: contextVariables.name, type: contextVariables.variableType, options: contextVariables.selectOptions })
        .from(contextVariables)
        .where(and(
          eq(contextVariables.contextType, 'contact'),
          inArray(contextVariables.name, setting.extract),
          or(eq(contextVariables.accountId, call.accountId), isNull(contextVariables.accountId)),
        ))
    : [];
  const targets: ExtractTarget[] = setting.extract.map((name) => {
    const def = defs.find((d) => d.name === name);
    return { name, type: def?.type ?? null, options: def?.options ?? null };
  });
  await recordAnalysis(tx, call.id, simulatedAnalysis(call, setting, targets, summary), now);
}

/** The status a step expects the call to be in; anything else means the step already ran or the call moved on. */
const expected: Record<SimStep, string> = {
  answer: 'ringing',
  no_answer: 'ringing',
  busy: 'ringing',
  fail: 'ringing',
  voicemail: 'ringing',
  hangup: 'in_progress',
  book: 'in_progress',
  transfer: 'in_progress',
  transcript: 'completed',
  recording: 'completed',
  summary: 'completed',
};

/** The end of a simulated call, as a provider reports one: its outcome is fixed by the script. */
const ended = (outcome: Outcome, rest: Omit<ReportedEnd, 'outcome'>): ProviderEvent => ({ type: 'ended', end: { outcome: () => outcome, ...rest } });

/**
 * One step of a simulated call (the kind and its scheduling live with the driver, providers/simulator/driver.ts). The
 * far end's answer and end are applied through calls/provider-events.ts, as every provider's reports are.
 */
export const simulatorStepJob = defineJob(simulatorStep, (db, { call_id, step }, ctx) => runSimulatorStep(db, call_id, step, ctx.now));

async function runSimulatorStep(db: Database, callId: number, step: SimStep, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const call = await findCall(tx, callId, { lock: true });
    if (!call || call.status !== expected[step]) return;
    const [agent] = await tx.select({ name: agents.name }).from(agents).where(eq(agents.id, call.agentId));
    const outcome = outcomeFor(call.phoneNumber, call.attempt);
    switch (step) {
      case 'answer': {
        await applyProviderEvents(tx, call, [{ type: 'answered', startedAt: null }], now);
        await scheduleLiveTranscript(tx, call, now);
        // A call that books or transfers hangs up after that step (which schedules the hangup), so the two never
        // race, however fast the time scale makes them.
        const action = await actionDuringCall(tx, call);
        if (action) {
          await scheduleStep(tx, callId, action.step, action.at, now);
          return;
        }
        break;
      }
      case 'book': {
        await bookFirstFreeSlot(tx, callId, now);
        await scheduleStep(tx, callId, 'hangup', conversationSeconds(call.maxDurationSeconds) - SIM_BOOK_AT_SECONDS, now);
        return;
      }
      case 'transfer': {
        // Handed over, the agent's part has ended (its transcript follows); with a callback booked, or nobody to
        // hand to, the conversation goes on to its end.
        await transferDuringCall(tx, callId, now);
        const after = await findCall(tx, callId);
        if (after?.status === 'in_progress') {
          await scheduleStep(tx, callId, 'hangup', conversationSeconds(call.maxDurationSeconds) - SIM_TRANSFER_AT_SECONDS, now);
        }
        return;
      }
      case 'no_answer':
      case 'busy':
      case 'fail':
      case 'voicemail':
        // Its report comes with its end, so call.failed carries it, as a provider's report would.
        await applyProviderEvents(tx, call, [ended({ status: step === 'fail' ? 'failed' : step, endedReason: null, failureReason: outcome.reason ?? null }, {
          report: simulatedReport(0, []),
        })], now);
        return;
      case 'hangup': {
        // The simulator obeys the call's maximum as Vapi does: the conversation is cut there, `max-duration`.
        const seconds = conversationSeconds(call.maxDurationSeconds);
        const endedReason = seconds < SIM_CONVERSATION_SECONDS ? 'max-duration' : null;
        await applyProviderEvents(tx, call, [ended({ status: 'completed', endedReason, failureReason: null }, {
          timing: { durationSeconds: seconds, startedAt: null, endedAt: null },
          report: simulatedReport(seconds, await simulatedScriptOf(tx, call)),
        })], now);
        break;
      }
      case 'transcript':
        if (call.transcriptFinal) return;
        await recordArtifacts(tx, callId, { transcript: await simulatedScriptOf(tx, call) }, now);
        break;
      case 'recording':
        if (call.recordingUrl) return;
        await recordArtifacts(tx, callId, { recordingUrl: simulatedRecordingUrl(call.callId, publicBaseUrl()) }, now);
        break;
      case 'summary': {
        if (call.summary) return;
        const summary = simulatedSummary(call.firstMessage, agent.name);
        await recordArtifacts(tx, callId, { summary }, now);
        await analyzeSimulatedCall(tx, call, summary, now);
        break;
      }
    }
    const next = nextStep(step, call.maxDurationSeconds);
    if (next) await scheduleStep(tx, callId, next.step, next.after, now);
  });
}
