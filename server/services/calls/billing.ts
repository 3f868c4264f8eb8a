/** Pure money arithmetic of a call, in integer cents. */

/** Minutes billed: every started minute counts; a call never answered costs nothing. */
export function billedMinutes(durationSeconds: number): number {
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return 0;
  return Math.ceil(durationSeconds / 60);
}

export const callCostCents = (durationSeconds: number, rateCents: number) => billedMinutes(durationSeconds) * rateCents;

/**
 * The debit of a finished call. The balance may end below zero by at most this call's cost: a call that
 * outlasts the balance is charged in full, but when earlier calls already took the balance below zero,
 * the debit stops at minus the call's cost.
 */
export function debitCents(balanceBeforeCents: number, costCents: number): number {
  if (costCents <= 0) return 0;
  return Math.max(0, Math.min(costCents, balanceBeforeCents + costCents));
}

/** Cents as a dollar amount for display fields (`cost`, `balance`). */
export const dollars = (cents: number) => Math.round(cents) / 100;
