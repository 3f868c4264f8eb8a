import type { CallLatency, CostComponentName, TranscriptLine } from '../../../db/schema';
import { latencyOfTurns, type TurnTiming } from '../call-latency';
import type { ProviderReport } from '../events';
import { billedMinutes } from '../../../lib/billed-minutes';

/**
 * What a simulated call costs "the provider" per started minute of talk, in cents, by component: 7 cents a minute,
 * so a call's components are exact multiples of its billed minutes. Unanswered calls cost nothing.
 */
export const SIM_CENTS_PER_MINUTE = {
  telephony: 1,
  transcriber: 1,
  model: 2,
  voice: 2,
  platform: 1,
} as const satisfies Partial<Record<CostComponentName, number>>;

/**
 * The simulated agent's turns, measured as a provider does (ms), taken in this order and again from the start: the
 * whole turn is endpointing (200 ms) plus the transcriber, the model's first token and the voice's first audio.
 */
export const SIM_TURN_TIMINGS: readonly { [K in keyof TurnTiming]: number }[] = [
  { transcriber: 150, model: 420, voice: 180, total: 950 },
  { transcriber: 160, model: 510, voice: 210, total: 1_080 },
  { transcriber: 170, model: 640, voice: 230, total: 1_240 },
];

/** The agent's turns in a script: each agent line that answers a callee's line, heard before the call's end. */
export function agentTurns(lines: readonly TranscriptLine[], talkSeconds: number): number {
  const heard = lines.filter((l) => l.start_seconds < talkSeconds);
  return heard.filter((l, i) => i > 0 && l.role === 'agent' && heard[i - 1].role === 'customer').length;
}

/** The simulated latency of a call whose script had `turns` agent turns. */
export const simulatedLatency = (turns: number): CallLatency =>
  latencyOfTurns(Array.from({ length: turns }, (_, i) => SIM_TURN_TIMINGS[i % SIM_TURN_TIMINGS.length]));

/**
 * The simulator's end-of-call report, a pure function of the call's talk time and its script: the cost by billed
 * minute (SIM_CENTS_PER_MINUTE) and the latency of the agent's turns (SIM_TURN_TIMINGS).
 */
export function simulatedReport(durationSeconds: number, lines: readonly TranscriptLine[]): Required<ProviderReport> {
  const minutes = billedMinutes(durationSeconds);
  const components = Object.entries(SIM_CENTS_PER_MINUTE).map(([name, cents]) => ({ name: name as CostComponentName, cents: cents * minutes }));
  return {
    cost: { providerCents: components.reduce((s, c) => s + c.cents, 0), components },
    latency: simulatedLatency(durationSeconds > 0 ? agentTurns(lines, durationSeconds) : 0),
  };
}
