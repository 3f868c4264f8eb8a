import { z } from 'zod';
import { deleteSimulatedCall } from './artifacts';
import { config } from '../../../config';
import type { Tx } from '../../../db/types';
import { enqueueJob, enqueueJobs, jobKind } from '../../../outbox/jobs';
import type { VoiceProvider } from '../port';
import { simulatorAgents } from './agents';
import { simulatedReport } from './report';
import { SIM_RING_SECONDS, outcomeFor, scaledMs, type SimStep } from './script';
import { simulatedScriptOf } from './script-facts';

const simulatorScale = () => config.SIMULATOR_TIME_SCALE;

const simSteps = ['answer', 'no_answer', 'busy', 'fail', 'voicemail', 'hangup', 'book', 'transfer', 'transcript', 'recording', 'summary'] as const satisfies SimStep[];

/**
 * One step of a simulated call. Its handler (services/simulator/steps.ts) is the simulated far end, above the domain:
 * a step books through the tools, and applies what it reports as a provider's reports are applied.
 */
export const simulatorStep = jobKind('calls.simulator_step', z.object({ call_id: z.number().int(), step: z.enum(simSteps) }));

/** Schedules a step of the call's script, in the caller's transaction. */
export async function scheduleStep(tx: Tx, callId: number, step: SimStep, afterSeconds: number, now: Date): Promise<void> {
  await enqueueJob(tx, simulatorStep, { call_id: callId, step }, { runAt: stepAt(afterSeconds, now) });
}

/** When a step `afterSeconds` of simulated time from `now` runs, at the simulator's time scale. */
const stepAt = (afterSeconds: number, now: Date) => new Date(now.getTime() + scaledMs(afterSeconds, simulatorScale()));

/**
 * A deterministic simulated call driven by durable jobs: it rings at once, and each job applies one step and schedules
 * the next in the same transaction, so a restart resumes from the rows and a repeated job finds nothing to do.
 */
export const simulatorProvider: VoiceProvider = {
  name: 'simulator',
  agents: simulatorAgents,
  estimatedStartSeconds: () => Math.ceil(SIM_RING_SECONDS * simulatorScale()),
  async start(call, _agent, now) {
    const outcome = outcomeFor(call.phoneNumber, call.attempt);
    return { ringing: true, inTx: (tx) => scheduleStep(tx, call.id, outcome.step, outcome.after, now) };
  },
  async startBatch(calls, _agent, now) {
    // Each call's next step is written beside its ring, in one round trip: a call that moved on meanwhile (canceled)
    // does not ring, and its step then finds it in another status and does nothing.
    return {
      inTx: (tx) => enqueueJobs(tx, simulatorStep, calls.map((call) => {
        const outcome = outcomeFor(call.phoneNumber, call.attempt);
        return { payload: { call_id: call.id, step: outcome.step }, runAt: stepAt(outcome.after, now) };
      })),
    };
  },
  // The simulated far end hangs up in the deciding transaction; its transcript, recording and summary follow as after
  // any hang-up, and its report once its length is known.
  async hangUp(tx, call, { endedReason, now }) {
    const script = await simulatedScriptOf(tx, call);
    return {
      ended: { outcome: () => ({ status: 'completed', endedReason, failureReason: null }) },
      reportAfterEnd: (durationSeconds) => simulatedReport(durationSeconds, script),
      inTx: (t) => scheduleStep(t, call.id, 'transcript', 1, now),
    };
  },
  // The simulator plays the agent's side only: its part of the call ends at the transfer (completed,
  // `assistant-ended-call`, as Vapi reports a forwarded call), with its transcript and recording after.
  transfer(tx, call, { now }) {
    return simulatorProvider.hangUp(tx, call, { endedReason: 'assistant-ended-call', now });
  },
  deleteCallArtifacts: deleteSimulatedCall,
};

/**
 * An inbound simulated call, recorded ringing: the agent picks up after the usual ring and the conversation follows
 * the same script as an answered outbound call. Runs in the transaction that records the call.
 */
export async function playInboundCall(tx: Tx, callId: number, now: Date): Promise<void> {
  await scheduleStep(tx, callId, 'answer', SIM_RING_SECONDS, now);
}
