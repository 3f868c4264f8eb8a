import type { CallStatus, EndedReason } from '../../db/schema';

/**
 * How a call ended, in words common to every provider: a driver reads its provider's words as one of these endings,
 * and `outcomeOfEnding` says where the call lands. Pure.
 */

export type EndingKind =
  | 'ended' // a conversation that ended the way conversations end
  | 'voicemail'
  | 'busy'
  | 'no_answer'
  | 'not_connected' // never reached the customer: the call could not start, the line failed, the number was wrong
  | 'canceled'
  | 'error' // the pipeline or the transport broke
  | 'unknown';

export interface Ending {
  kind: EndingKind;
  endedReason: EndedReason;
}

/** The few endings every provider's words come down to, by name, so a provider's table reads one word a value. */
export const endings = {
  'voicemail': { kind: 'voicemail', endedReason: 'voicemail' },
  'busy': { kind: 'busy', endedReason: 'customer-busy' },
  'no-answer': { kind: 'no_answer', endedReason: 'customer-did-not-answer' },
  'canceled': { kind: 'canceled', endedReason: 'canceled' },
  'not-connected': { kind: 'not_connected', endedReason: 'failed-to-connect' },
  'max-duration': { kind: 'ended', endedReason: 'max-duration' },
  'silence-timeout': { kind: 'ended', endedReason: 'silence-timeout' },
  'customer-ended': { kind: 'ended', endedReason: 'customer-ended-call' },
  'assistant-ended': { kind: 'ended', endedReason: 'assistant-ended-call' },
  'provider-error': { kind: 'error', endedReason: 'provider-error' },
  'unknown': { kind: 'unknown', endedReason: 'provider-error' },
} as const satisfies Record<string, Ending>;

export type EndingName = keyof typeof endings;
/** What a value a provider publishes must map to: a published value no rule places is a rule to write. */
export type KnownEndingName = Exclude<EndingName, 'unknown'>;

export interface Outcome {
  status: CallStatus;
  /** Why it ended, on the closed list; null: the usual reason of its status (the simulator's plain endings). */
  endedReason: EndedReason | null;
  /** The provider's own words, kept on failures so the reason can be looked up. */
  failureReason: string | null;
}

/** Where a call lands for an ending any provider's words were read as; `words` are those words, kept on failures. */
export function outcomeOfEnding({ kind, endedReason }: Ending, words: string, answered: boolean): Outcome {
  switch (kind) {
    case 'voicemail':
      return { status: 'voicemail', endedReason, failureReason: null };
    case 'busy':
      return { status: 'busy', endedReason, failureReason: words };
    case 'no_answer':
      return { status: 'no_answer', endedReason, failureReason: words };
    case 'canceled':
      return answered ? { status: 'completed', endedReason, failureReason: null } : { status: 'canceled', endedReason, failureReason: words };
    case 'not_connected':
      return { status: 'failed', endedReason, failureReason: words };
    case 'ended':
      return answered
        ? { status: 'completed', endedReason, failureReason: null }
        : { status: 'no_answer', endedReason: 'customer-did-not-answer', failureReason: words };
    case 'error':
      return { status: 'failed', endedReason, failureReason: words };
    case 'unknown':
      // A value newer than this list: trust what we saw of the call.
      return answered ? { status: 'completed', endedReason: 'customer-ended-call', failureReason: null } : { status: 'failed', endedReason, failureReason: words };
  }
}

/**
 * A caller who opted out ended the call through the agent's tool (the provider's live call control), whatever words the provider
 * reports the end in: an answered call is then completed, `opted_out`.
 */
export function optedOut(outcome: Outcome, answered: boolean, opted: boolean): Outcome {
  return opted && answered ? { status: 'completed', endedReason: 'opted_out', failureReason: null } : outcome;
}
