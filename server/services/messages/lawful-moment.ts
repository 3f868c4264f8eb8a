import type { RulesInput } from '../compliance/calling-rules';
import { lawfulAt } from './text-gate';

const STEP_MS = 15 * 60_000;
const MINUTE_MS = 60_000;

/** How long before its event a reminder may still go when its own moment is in quiet hours. */
export const REMINDER_EARLIEST_MS = 12 * 3_600_000;

/**
 * The latest moment in [from, to] at which the rules allow the text, to the minute, or null when none does. Walked
 * back from `to` in quarter hours (a window is never shorter), then forward minute by minute inside the quarter that
 * found one, so a reminder due at 9:10 pm in a window ending at 9 pm goes at 8:59 pm.
 */
export function latestLawfulMoment(rules: RulesInput, from: Date, to: Date): Date | null {
  if (to.getTime() < from.getTime()) return null;
  if (lawfulAt(rules, to)) return to;
  for (let t = to.getTime() - STEP_MS; t > from.getTime() - STEP_MS; t -= STEP_MS) {
    const at = Math.max(t, from.getTime());
    if (!lawfulAt(rules, new Date(at))) continue;
    let last = at;
    for (let m = at + MINUTE_MS; m < Math.min(at + STEP_MS, to.getTime()); m += MINUTE_MS) {
      if (lawfulAt(rules, new Date(m))) last = m;
      else break;
    }
    return new Date(last);
  }
  return null;
}
