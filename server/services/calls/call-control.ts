import type { Tx } from '../../db/types';
import { providerFor } from '../providers';
import type { AfterCommit, CallControlAnswer, HandOff, HangUpOptions, ProviderCall } from '../providers/port';
import type { CallRow } from './call-row';
import { applyEnd } from './provider-events';

/**
 * Applies what a provider answered when asked to end or move a live call, in the transaction that decided it: an
 * end its far end reports at once is recorded as any reported end, with its report and next step; a request to the
 * provider's service is handed back for after the commit, so an end that rolls back never reaches the line.
 */
async function apply(tx: Tx, call: CallRow, answer: CallControlAnswer, now: Date): Promise<AfterCommit | null> {
  if (answer.ended) {
    const ended = await applyEnd(tx, call, answer.ended, now, answer.reportAfterEnd);
    if (ended && answer.inTx) await answer.inTx(tx);
  }
  return answer.afterCommit ?? null;
}

/** Ends a live call before its natural end (a tool such as opt_out hangs up), in the transaction that decides it. */
export async function hangUpCall(tx: Tx, call: CallRow & ProviderCall, opts: HangUpOptions): Promise<AfterCommit | null> {
  return apply(tx, call, await providerFor(call.provider).hangUp(tx, call, opts), opts.now);
}

/** Moves a live call to a person, in the transaction that records the transfer. */
export async function handOffCall(tx: Tx, call: CallRow & ProviderCall, handOff: HandOff): Promise<AfterCommit | null> {
  return apply(tx, call, await providerFor(call.provider).transfer(tx, call, handOff), handOff.now);
}
