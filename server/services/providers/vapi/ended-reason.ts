import { endings, outcomeOfEnding, type Ending, type Outcome } from '../outcome';
import { endingNameByRules } from './ended-reason-rules';
import { vapiEndedReasonTable } from './ended-reason-table';

/**
 * Vapi's `endedReason` (several hundred values, most of them one failure per vendor in the pipeline) read as
 * what happened to the call. Every value the SDK publishes has its row in `ended-reason-table.ts`, checked
 * whole by tsc; a value newer than the SDK goes by the family rules it was generated from.
 */
export function endingOf(reason: string | null | undefined): Ending {
  const r = (reason ?? '').trim().toLowerCase();
  const known = Object.hasOwn(vapiEndedReasonTable, r) ? vapiEndedReasonTable[r as keyof typeof vapiEndedReasonTable] : null;
  return endings[known ?? endingNameByRules(r)];
}

/**
 * Where a call that ended with Vapi's `endedReason` lands. `answered` says whether the conversation started (our
 * in_progress, or a report with talk time). No unanswered call is `completed`, and no answered one is `no_answer`:
 * a normal ending we never heard answered is `no_answer`, a breakdown is `failed` either way.
 */
export function outcomeOfEndedReason(reason: string | null | undefined, answered: boolean): Outcome {
  return outcomeOfEnding(endingOf(reason), (reason ?? '').trim().toLowerCase() || 'unknown', answered);
}
