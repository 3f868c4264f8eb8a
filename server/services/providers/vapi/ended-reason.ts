import type { CallStatus, EndedReason } from '../../../db/schema';
import { endingNameByRules, endings, type Ending } from './ended-reason-rules';
import { vapiEndedReasonTable } from './ended-reason-table';

export type { Ending, EndingKind } from './ended-reason-rules';

/**
 * Vapi's `endedReason` (several hundred values, most of them one failure per vendor in the pipeline) read as
 * what happened to the call. Every value the SDK publishes has its row in `vapi-ended-reason-table.ts`, checked
 * whole by tsc; a value newer than the SDK goes by the family rules it was generated from.
 */
export function endingOf(reason: string | null | undefined): Ending {
  const r = (reason ?? '').trim().toLowerCase();
  const known = Object.hasOwn(vapiEndedReasonTable, r) ? vapiEndedReasonTable[r as keyof typeof vapiEndedReasonTable] : null;
  return endings[known ?? endingNameByRules(r)];
}

export interface Outcome {
  status: CallStatus;
  endedReason: EndedReason;
  /** Vapi's own words, kept on failures so the reason can be looked up. */
  failureReason: string | null;
}

/**
 * Where a call that ended with Vapi's `endedReason` lands. `answered` says whether the conversation started (our
 * in_progress, or a report with talk time). No unanswered call is `completed`, and no answered one is `no_answer`:
 * a normal ending we never heard answered is `no_answer`, a breakdown is `failed` either way.
 */
export function outcomeOfEndedReason(reason: string | null | undefined, answered: boolean): Outcome {
  return outcomeOfEnding(endingOf(reason), (reason ?? '').trim().toLowerCase() || 'unknown', answered);
}

/** Where a call lands for an ending any provider's words were read as; `vapi` is those words, kept on failures. */
export function outcomeOfEnding({ kind, endedReason }: Ending, vapi: string, answered: boolean): Outcome {
  switch (kind) {
    case 'voicemail':
      return { status: 'voicemail', endedReason, failureReason: null };
    case 'busy':
      return { status: 'busy', endedReason, failureReason: vapi };
    case 'no_answer':
      return { status: 'no_answer', endedReason, failureReason: vapi };
    case 'canceled':
      return answered ? { status: 'completed', endedReason, failureReason: null } : { status: 'canceled', endedReason, failureReason: vapi };
    case 'not_connected':
      return { status: 'failed', endedReason, failureReason: vapi };
    case 'ended':
      return answered
        ? { status: 'completed', endedReason, failureReason: null }
        : { status: 'no_answer', endedReason: 'customer-did-not-answer', failureReason: vapi };
    case 'error':
      return { status: 'failed', endedReason, failureReason: vapi };
    case 'unknown':
      // A value newer than this list: trust what we saw of the call.
      return answered ? { status: 'completed', endedReason: 'customer-ended-call', failureReason: null } : { status: 'failed', endedReason, failureReason: vapi };
  }
}
