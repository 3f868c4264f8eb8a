/** The longest a call is ever recorded as lasting: a call placed without a max duration (before holds existed). */
export const MAX_RECORDED_CALL_SECONDS = 86_400;

/**
 * A call's length as recorded, in whole seconds: rounded up, never negative, and never more than the call was
 * allowed to last (the max duration it was placed with, else a day). The provider ends a call at its max duration,
 * so a report past it (times years apart, a clock gone wrong) is a wrong report, not a long call. Null for a
 * length that is not a number at all. Pure.
 */
export function recordedCallSeconds(seconds: number, maxDurationSeconds: number | null): number | null {
  if (!Number.isFinite(seconds)) return null;
  const cap = maxDurationSeconds !== null && Number.isFinite(maxDurationSeconds) ? Math.max(0, maxDurationSeconds) : MAX_RECORDED_CALL_SECONDS;
  return Math.min(cap, Math.max(0, Math.ceil(seconds)));
}
