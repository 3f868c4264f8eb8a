import { z } from 'zod';
import { config } from '../../../config';
import type { EndedReason } from '../../../db/schema';
import type { Tx } from '../../../db/types';
import { enqueueJob, enqueueJobs, jobKind } from '../../../outbox/jobs';
import { advanceCall, ringCalls, transitionCall } from '../../calls/lifecycle';
import { recordProviderReport } from '../../calls/provider-report';
import { simulatedScriptOf } from '../../simulator/live';
import { simulatedReport } from './report';
import { SIM_RING_SECONDS, outcomeFor, scaledMs, type SimStep } from './script';
import type { VoiceProvider } from '../port';

const simulatorScale = () => config.SIMULATOR_TIME_SCALE;

const simSteps = ['answer', 'no_answer', 'busy', 'fail', 'voicemail', 'hangup', 'book', 'transfer', 'transcript', 'recording', 'summary'] as const satisfies SimStep[];

/**
 * One step of a simulated call. Its handler (simulator-steps.ts) sits apart from the provider: a step books
 * through the tools, and the tools hang up through this provider.
 */
export const simulatorStep = jobKind('calls.simulator_step', z.object({ call_id: z.number().int(), step: z.enum(simSteps) }));

/** Schedules a step of the call's script, in the caller's transaction. */
export async function scheduleStep(tx: Tx, callId: number, step: SimStep, afterSeconds: number, now: Date): Promise<void> {
  await enqueueJob(tx, simulatorStep, { call_id: callId, step }, { runAt: stepAt(afterSeconds, now) });
}

/** When a step `afterSeconds` of simulated time from `now` runs, at the simulator's time scale. */
const stepAt = (afterSeconds: number, now: Date) => new Date(now.getTime() + scaledMs(afterSeconds, simulatorScale()));

/**
 * A deterministic simulated call driven by durable jobs: each job applies one step and schedules the next in
 * the same transaction, so a restart resumes from the rows and a repeated job finds nothing to do.
 */
export const simulatorProvider: VoiceProvider = {
  name: 'simulator',
  estimatedStartSeconds: () => Math.ceil(SIM_RING_SECONDS * simulatorScale()),
  async start(db, call, _agent, now) {
    await db.transaction(async (tx) => {
      const ringing = await transitionCall(tx, call.id, { to: 'ringing', at: now });
      if (!ringing) return;
      const outcome = outcomeFor(call.phoneNumber, call.attempt);
      await scheduleStep(tx, call.id, outcome.step, outcome.after, now);
    });
  },
  async startBatch(db, calls, _agent, now) {
    // Each call's next step is written beside its ring, in one round trip: a call that moved on meanwhile (canceled)
    // does not ring, and its step then finds it in another status and does nothing.
    await db.transaction(async (tx) => {
      await Promise.all([
        ringCalls(tx, calls.map((c) => c.id), now),
        enqueueJobs(tx, simulatorStep, calls.map((call) => {
          const outcome = outcomeFor(call.phoneNumber, call.attempt);
          return { payload: { call_id: call.id, step: outcome.step }, runAt: stepAt(outcome.after, now) };
        })),
      ]);
    });
  },
  async hangUp(tx, call, { endedReason, now }) {
    await hangUpSimulatedCall(tx, call.id, endedReason, now);
    return null;
  },
};

/**
 * An inbound simulated call, recorded ringing: the agent picks up after the usual ring and the conversation follows
 * the same script as an answered outbound call. Runs in the transaction that records the call.
 */
export async function playInboundCall(tx: Tx, callId: number, now: Date): Promise<void> {
  await scheduleStep(tx, callId, 'answer', SIM_RING_SECONDS, now);
}

/**
 * Ends a live simulated call before its script does (a tool such as opt_out hangs up), in the caller's
 * transaction; the transcript, recording and summary follow as after any hang-up.
 */
async function hangUpSimulatedCall(tx: Tx, callId: number, endedReason: EndedReason, now: Date): Promise<void> {
  const ended = await advanceCall(tx, callId, { to: 'completed', at: now, endedReason });
  if (!ended) return;
  // Its length is known only once it has ended here, so its report follows the end.
  await recordProviderReport(tx, callId, simulatedReport(ended.durationSeconds ?? 0, await simulatedScriptOf(tx, ended)), now);
  await scheduleStep(tx, callId, 'transcript', 1, now);
}
