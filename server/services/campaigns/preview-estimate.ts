/**
 * The pre-flight's estimates of a campaign: how many calls, billed minutes and cents, and how many minutes of slot
 * time they need. Pure arithmetic over the account's recent history and the campaign's settings (no I/O, no clock),
 * so the model is written once and table-tested. The model (the README says the same):
 *
 * - An attempt's outcome is retried with probability r, the share of the account's attempts of the last 30 days whose
 *   outcome the campaign's `retry.on` names (0.5 with fewer than MIN_SAMPLES ended attempts). A recipient then costs
 *   1 + r + … + r^(max_attempts-1) attempts. The range is r ∓ BAND.
 * - An attempt is a conversation with probability t, the share of those attempts that were answered and talked
 *   (duration above zero; 0.5 without history), ∓ BAND, never more conversations than recipients.
 * - A conversation bills m minutes, the average billed minutes of the account's recent conversations (2 without
 *   MIN_SAMPLES of them); the high end allows half as much again, at most the account's longest call.
 * - Cost: billed minutes at the account's per-minute price. An unanswered attempt costs nothing.
 * - Slot time: a conversation holds a slot its minutes, an unanswered attempt RING_MINUTES; the campaign runs
 *   `concurrency` at once (its max_concurrent_calls, at most the account's live-call cap).
 */

export const MIN_SAMPLES = 20;
export const BAND = 0.1;
export const RING_MINUTES = 0.5;
const DEFAULT_RETRYABLE = 0.5;
const DEFAULT_TALK = 0.5;
const DEFAULT_TALK_MINUTES = 2;

export interface History {
  /** The account's attempts that ended in the window (dialed, with an outcome). */
  ended: number;
  /** Of those, the ones whose outcome the campaign's retry policy retries. */
  retryable: number;
  /** Of those, the ones answered and talked (duration above zero). */
  talked: number;
  /** The talked ones' billed minutes, summed (every started minute). */
  talkedBilledMinutes: number;
}

export interface EstimateInput {
  callable: number;
  retry: { max_attempts: number; on: readonly string[] };
  history: History;
  rateCents: number;
  maxCallSeconds: number;
  concurrency: number;
}

export interface Range { low: number; high: number }

export interface Estimate {
  calls: Range;
  minutes: Range;
  costCents: Range;
  /** Minutes of dialing, with every slot busy, the low and the high ends take. */
  slotMinutes: Range;
}

const clamp = (x: number) => Math.min(1, Math.max(0, x));

/** Attempts per recipient when each attempt is retried with probability r, up to n attempts. */
export function attemptsPerRecipient(r: number, n: number): number {
  let sum = 0;
  for (let k = 0; k < n; k++) sum += r ** k;
  return sum;
}

export function estimateCampaign(i: EstimateInput): Estimate {
  const h = i.history;
  const n = i.retry.on.length ? i.retry.max_attempts : 1;
  const r = h.ended >= MIN_SAMPLES ? h.retryable / h.ended : DEFAULT_RETRYABLE;
  const t = h.ended >= MIN_SAMPLES ? h.talked / h.ended : DEFAULT_TALK;
  const m = h.talked >= MIN_SAMPLES ? h.talkedBilledMinutes / h.talked : DEFAULT_TALK_MINUTES;
  const maxMinutes = Math.max(1, Math.ceil(i.maxCallSeconds / 60));
  const mLow = Math.min(m, maxMinutes);
  const mHigh = Math.min(maxMinutes, m * 1.5);

  const end = (rr: number, tt: number, mm: number) => {
    const calls = Math.round(i.callable * attemptsPerRecipient(clamp(rr), n));
    const conversations = Math.min(i.callable, calls * clamp(tt));
    const minutes = Math.round(conversations * mm);
    return { calls, minutes, slot: (calls - conversations) * RING_MINUTES + conversations * mm };
  };
  const low = end(r - BAND, t - BAND, mLow);
  const high = end(r + BAND, t + BAND, mHigh);
  const concurrency = Math.max(1, i.concurrency);
  return {
    calls: { low: low.calls, high: high.calls },
    minutes: { low: low.minutes, high: high.minutes },
    costCents: { low: low.minutes * i.rateCents, high: high.minutes * i.rateCents },
    slotMinutes: { low: low.slot / concurrency, high: high.slot / concurrency },
  };
}

/**
 * What the first hour of dialing may spend, at the high estimate: its cost spread evenly over its slot time (all of it
 * when dialing takes an hour or less).
 */
export function firstHourCostCents(e: Estimate): number {
  if (e.slotMinutes.high <= 60) return e.costCents.high;
  return Math.ceil(e.costCents.high * (60 / e.slotMinutes.high));
}
