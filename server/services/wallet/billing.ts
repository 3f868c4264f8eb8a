/** Pure money arithmetic of a call, in integer cents. */
import { billedMinutes } from '../../lib/billed-minutes';

export { billedMinutes };

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

export interface HoldPlan {
  /** Money held until the call ends: the price of `maxDurationSeconds`. */
  holdCents: number;
  /** The longest the call may last; the provider is told and ends it there. */
  maxDurationSeconds: number;
}

/**
 * The hold of a call about to be placed: the account's longest call, or fewer whole minutes when the money not
 * already held affords fewer (a prepaid call is cut at what it can pay for, never after). Null when not even one
 * minute is affordable. The hold is exactly the price of the duration, so a call that obeys it never costs more.
 */
export function holdPlan(availableCents: number, rateCents: number, maxCallSeconds: number): HoldPlan | null {
  const maxMinutes = Math.max(1, Math.ceil(maxCallSeconds / 60));
  if (rateCents <= 0) return { holdCents: 0, maxDurationSeconds: maxCallSeconds };
  const minutes = Math.min(maxMinutes, Math.floor(Math.max(0, availableCents) / rateCents));
  if (minutes < 1) return null;
  const seconds = Math.min(minutes * 60, maxCallSeconds);
  return { holdCents: billedMinutes(seconds) * rateCents, maxDurationSeconds: seconds };
}

/**
 * The hold of a call when money is no constraint (the account's longest call), and the least available money for
 * which `holdPlan` answers exactly this plan: a placement that checks that much is available under the account lock
 * may take this hold without reading the balance first (place-one-statement.ts).
 */
export function fullHold(rateCents: number, maxCallSeconds: number): { plan: HoldPlan; requiredCents: number } {
  const plan = holdPlan(Number.MAX_SAFE_INTEGER, rateCents, maxCallSeconds) as HoldPlan;
  // Free calls hold nothing whatever the balance, even below zero.
  return { plan, requiredCents: rateCents <= 0 ? Number.MIN_SAFE_INTEGER : Math.max(1, Math.ceil(maxCallSeconds / 60)) * rateCents };
}

/** What a held call is charged at its end: its cost, never more than it held. */
export const settledChargeCents = (costCents: number, holdCents: number) => Math.max(0, Math.min(costCents, holdCents));
