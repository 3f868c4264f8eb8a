import type { AlertOp, AlertState } from '../../db/schema';

/** Whether a value crosses the threshold: strictly above or below it. No value (nothing to measure) crosses nothing. */
export function isCrossed(op: AlertOp, threshold: number, value: number | null): boolean | null {
  if (value === null || !Number.isFinite(value)) return null;
  return op === 'above' ? value > threshold : value < threshold;
}

/**
 * The state change an evaluation makes: `triggered` when an `ok` alert is crossed, `resolved` when a triggered
 * one is not; null otherwise. No value changes nothing, so an alert keeps its state through a quiet window.
 */
export function transitionOf(state: AlertState, op: AlertOp, threshold: number, value: number | null): 'triggered' | 'resolved' | null {
  const crossed = isCrossed(op, threshold, value);
  if (crossed === null) return null;
  if (state === 'ok' && crossed) return 'triggered';
  if (state === 'triggered' && !crossed) return 'resolved';
  return null;
}
