import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { callStatuses, calls, type CallStatus } from '../../db/schema';

/**
 * The only moves a call's status can make: queued → ringing → in_progress → completed; queued or ringing → failed,
 * busy, no_answer, voicemail or canceled; in_progress → failed or voicemail; a call that waits moves between
 * scheduled and queued, and a scheduled one may be canceled. Ended statuses move nowhere.
 */
const transitions: Record<CallStatus, readonly CallStatus[]> = {
  // A scheduled call becomes queued when it is dialed; a queued call waits again when the calling rules say so.
  scheduled: ['queued', 'canceled'],
  queued: ['scheduled', 'ringing', 'failed', 'busy', 'no_answer', 'voicemail', 'canceled'],
  ringing: ['in_progress', 'failed', 'busy', 'no_answer', 'voicemail', 'canceled'],
  in_progress: ['completed', 'voicemail', 'failed'],
  completed: [],
  voicemail: [],
  failed: [],
  busy: [],
  no_answer: [],
  canceled: [],
};

export const terminalStatuses: readonly CallStatus[] = ['completed', 'failed', 'busy', 'no_answer', 'voicemail', 'canceled'];

export const isTerminal = (s: CallStatus) => terminalStatuses.includes(s);

// ---- Status groups: each rule that asks "is this call still going?" by its name ------------------------------

/**
 * Counts against the account's live-call cap: placed for dialing (or dialed) and not ended. A call that waits
 * (`scheduled`) counts only once its dial takes it, so a call booked for next week does not block today's.
 */
export const countsTowardLiveCap = (s: CallStatus) => s === 'queued' || s === 'ringing' || s === 'in_progress';

/**
 * Holds one of its campaign's concurrent slots and its callee's number: placed and not ended, waiting included,
 * so a campaign never has more calls in flight than it allows and never a second call to one number.
 */
export const holdsCampaignSlot = (s: CallStatus) => s === 'scheduled' || countsTowardLiveCap(s);

/** The agent's tools may act in the call: it is being dialed or talked in (a waiting or ended call has no one on it). */
export const acceptsToolCalls = countsTowardLiveCap;

/**
 * Ended with an outcome from the callee's line (answered, voicemail, failed, busy, no answer): the calls an alert's
 * rate or latency counts. A canceled call was never dialed, so it is left out of both the numerator and the base.
 */
export const endedOnTheLine = (s: CallStatus) => isTerminal(s) && s !== 'canceled';

/**
 * Ended because the provider or the line broke (`failed`). Busy and no answer are the callee's doing, not a fault
 * an alert is raised for.
 */
export const endedInFault = (s: CallStatus) => s === 'failed';

/**
 * SQL: the call still waits for its dial, so it can be canceled without hanging up on anyone: `scheduled`, or
 * `queued` and not yet dialed (a queued call whose dial was sent may already ring).
 */
export const awaitsDial: SQL = or(
  eq(calls.status, 'scheduled'),
  and(eq(calls.status, 'queued'), isNull(calls.dialedAt)),
)!;

/** The statuses a predicate admits, in the contract's order: for SQL (`inArray`, the placement function's list). */
export const statusesWhere = (admits: (s: CallStatus) => boolean): CallStatus[] => callStatuses.filter(admits);

export const canTransition = (from: CallStatus, to: CallStatus) => transitions[from].includes(to);

/**
 * The legal steps from `from` that end in `to` (a provider may report a later state than the last one we
 * saw, such as a call that ended while we never heard it was answered). Empty when `to` cannot be reached.
 */
export function pathTo(from: CallStatus, to: CallStatus): CallStatus[] {
  if (from === to) return [];
  // Breadth first, so the path is the shortest; `scheduled` is never a step on the way (no report means "wait").
  const cameFrom = new Map<CallStatus, CallStatus>([[from, from]]);
  const queue: CallStatus[] = [from];
  while (queue.length) {
    const at = queue.shift()!;
    for (const next of transitions[at]) {
      if (cameFrom.has(next) || (next === 'scheduled' && next !== to)) continue;
      cameFrom.set(next, at);
      if (next === to) {
        const path: CallStatus[] = [to];
        for (let s = at; s !== from; s = cameFrom.get(s)!) path.unshift(s);
        return path;
      }
      queue.push(next);
    }
  }
  return [];
}

/** The webhook event a status records, if any (call.started, call.ended, call.failed). */
export function eventForStatus(status: CallStatus): 'call.started' | 'call.ended' | 'call.failed' | null {
  switch (status) {
    case 'in_progress':
      return 'call.started';
    case 'completed':
    case 'voicemail':
      return 'call.ended';
    case 'failed':
    case 'busy':
    case 'no_answer':
      return 'call.failed';
    default:
      return null;
  }
}
