import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import { config, publicBaseUrl } from '../../config';
import { agents, contextVariables, type EndedReason } from '../../db/schema';
import type { Database, Tx } from '../../db/types';
import { defineJob, enqueueJob, jobKind } from '../../outbox/jobs';
import { findAgentAnalysis, recordAnalysis } from '../calls/analysis';
import { findCall, type CallRow } from '../calls/call-row';
import { advanceCall, recordArtifacts, transitionCall } from '../calls/lifecycle';
import {
  SIM_BOOK_AT_SECONDS, SIM_CONVERSATION_SECONDS, SIM_RING_SECONDS, conversationSeconds, nextStep, outcomeFor, scaledMs, simulatedRecordingUrl,
  simulatedAnalysis, simulatedSummary, simulatedTranscript, type ExtractTarget, type SimStep,
} from './simulator-script';
import { scheduleLiveTranscript } from './simulator-live';
import type { VoiceProvider } from './types';

const scale = () => config.SIMULATOR_TIME_SCALE;

async function schedule(tx: Tx, callId: number, step: SimStep, afterSeconds: number, now: Date) {
  await enqueueJob(tx, simulatorStepJob, { call_id: callId, step }, { runAt: new Date(now.getTime() + scaledMs(afterSeconds, scale())) });
}

/**
 * A deterministic simulated call driven by durable jobs: each job applies one step and schedules the next in
 * the same transaction, so a restart resumes from the rows and a repeated job finds nothing to do.
 */
export const simulatorProvider: VoiceProvider = {
  name: 'simulator',
  estimatedStartSeconds: () => Math.ceil(SIM_RING_SECONDS * scale()),
  async start(db, call, _agent, now) {
    await db.transaction(async (tx) => {
      const ringing = await transitionCall(tx, call.id, { to: 'ringing', at: now });
      if (!ringing) return;
      const outcome = outcomeFor(call.phoneNumber, call.attempt);
      await schedule(tx, call.id, outcome.step, outcome.after, now);
    });
  },
};

/**
 * An inbound simulated call, recorded ringing: the agent picks up after the usual ring and the conversation follows
 * the same script as an answered outbound call. Runs in the transaction that records the call.
 */
export async function playInboundCall(tx: Tx, callId: number, now: Date): Promise<void> {
  await schedule(tx, callId, 'answer', SIM_RING_SECONDS, now);
}

/** An agent with book_appointment books during its answered simulated calls (`book` step). */
async function bookingDuringCall(tx: Tx, call: CallRow): Promise<boolean> {
  const [agent] = await tx.select({ tools: agents.tools }).from(agents).where(eq(agents.id, call.agentId));
  return Boolean(agent?.tools.includes('book_appointment')) && SIM_BOOK_AT_SECONDS < conversationSeconds(call.maxDurationSeconds);
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
  transcript: 'completed',
  recording: 'completed',
  summary: 'completed',
};

const simSteps = ['answer', 'no_answer', 'busy', 'fail', 'voicemail', 'hangup', 'book', 'transcript', 'recording', 'summary'] as const satisfies SimStep[];

/**
 * Ends a live simulated call before its script does (a tool such as opt_out hangs up), in the caller's
 * transaction; the transcript, recording and summary follow as after any hang-up.
 */
export async function hangUpSimulatedCall(tx: Tx, callId: number, endedReason: EndedReason, now: Date): Promise<void> {
  const ended = await advanceCall(tx, callId, { to: 'completed', at: now, endedReason });
  if (ended) await schedule(tx, callId, 'transcript', 1, now);
}

/** One step of a simulated call. */
export const simulatorStepJob = defineJob(
  jobKind('calls.simulator_step', z.object({ call_id: z.number().int(), step: z.enum(simSteps) })),
  (db, { call_id, step }, ctx) => runSimulatorStep(db, call_id, step, ctx.now),
);

async function runSimulatorStep(db: Database, callId: number, step: SimStep, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const call = await findCall(tx, callId, { lock: true });
    if (!call || call.status !== expected[step]) return;
    const [agent] = await tx.select({ name: agents.name }).from(agents).where(eq(agents.id, call.agentId));
    const outcome = outcomeFor(call.phoneNumber, call.attempt);
    switch (step) {
      case 'answer':
        await transitionCall(tx, callId, { to: 'in_progress', at: now });
        await scheduleLiveTranscript(tx, call, now);
        // A call that books hangs up after its booking step (which schedules the hangup), so the two never race,
        // however fast the time scale makes them.
        if (await bookingDuringCall(tx, call)) {
          await schedule(tx, callId, 'book', SIM_BOOK_AT_SECONDS, now);
          return;
        }
        break;
      case 'book': {
        // Lazily: the tools use this provider to hang up, so a static import would be a circle.
        const { bookFirstFreeSlot } = await import('../tools/simulated-booking');
        await bookFirstFreeSlot(tx, callId, now);
        await schedule(tx, callId, 'hangup', conversationSeconds(call.maxDurationSeconds) - SIM_BOOK_AT_SECONDS, now);
        return;
      }
      case 'no_answer':
      case 'busy':
      case 'fail':
      case 'voicemail':
        await transitionCall(tx, callId, {
          to: step === 'fail' ? 'failed' : step,
          at: now,
          failureReason: outcome.reason,
        });
        return;
      case 'hangup': {
        // The simulator obeys the call's maximum as Vapi does: the conversation is cut there, `max-duration`.
        const seconds = conversationSeconds(call.maxDurationSeconds);
        await transitionCall(tx, callId, {
          to: 'completed', at: now, durationSeconds: seconds,
          endedReason: seconds < SIM_CONVERSATION_SECONDS ? 'max-duration' : undefined,
        });
        break;
      }
      case 'transcript':
        if (call.transcriptFinal) return;
        await recordArtifacts(tx, callId, { transcript: simulatedTranscript(call.firstMessage, agent.name) }, now);
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
    if (next) await schedule(tx, callId, next.step, next.after, now);
  });
}
