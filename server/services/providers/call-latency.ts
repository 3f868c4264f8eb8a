import type { CallLatency } from '../../db/schema';

/** One turn of a conversation as a provider measured it, in milliseconds (null: not measured). */
export interface TurnTiming {
  total: number | null;
  model: number | null;
  voice: number | null;
  transcriber: number | null;
}

/**
 * The nearest-rank percentile: the smallest measured value with at least p% of the values at or below it. It is
 * always one of the measurements (no interpolation), so p50 of two turns is the faster one; null without values.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

const measured = (turns: readonly TurnTiming[], stage: keyof TurnTiming) =>
  turns.map((t) => t[stage]).filter((v): v is number => v !== null);

/** A call's latency from its turns: turns counted, p50/p95 of whole turns, p50 of each stage (null where unmeasured). */
export function latencyOfTurns(turns: readonly TurnTiming[]): CallLatency {
  const total = measured(turns, 'total');
  const round = (v: number | null) => (v === null ? null : Math.round(v));
  return {
    turns: turns.length,
    p50_ms: round(percentile(total, 50)),
    p95_ms: round(percentile(total, 95)),
    model_p50_ms: round(percentile(measured(turns, 'model'), 50)),
    voice_p50_ms: round(percentile(measured(turns, 'voice'), 50)),
    transcriber_p50_ms: round(percentile(measured(turns, 'transcriber'), 50)),
  };
}
