import type { CallStatus } from '../../db/schema';

/** decisions.md (Calls): the only moves a call's status can make. */
const transitions: Record<CallStatus, readonly CallStatus[]> = {
  queued: ['ringing', 'failed', 'busy', 'no_answer', 'canceled'],
  ringing: ['in_progress', 'failed', 'busy', 'no_answer', 'canceled'],
  in_progress: ['completed', 'failed'],
  completed: [],
  failed: [],
  busy: [],
  no_answer: [],
  canceled: [],
};

export const terminalStatuses: readonly CallStatus[] = ['completed', 'failed', 'busy', 'no_answer', 'canceled'];

export const isTerminal = (s: CallStatus) => terminalStatuses.includes(s);

export const canTransition = (from: CallStatus, to: CallStatus) => transitions[from].includes(to);

/**
 * The legal steps from `from` that end in `to` (a provider may report a later state than the last one we
 * saw, such as a call that ended while we never heard it was answered). Empty when `to` cannot be reached.
 */
export function pathTo(from: CallStatus, to: CallStatus): CallStatus[] {
  if (from === to) return [];
  if (canTransition(from, to)) return [to];
  for (const next of transitions[from]) {
    const rest = pathTo(next, to);
    if (rest.length) return [next, ...rest];
  }
  return [];
}

/** The webhook event a status records, if any (call.started, call.ended, call.failed). */
export function eventForStatus(status: CallStatus): 'call.started' | 'call.ended' | 'call.failed' | null {
  switch (status) {
    case 'in_progress':
      return 'call.started';
    case 'completed':
      return 'call.ended';
    case 'failed':
    case 'busy':
    case 'no_answer':
      return 'call.failed';
    default:
      return null;
  }
}
