import type { Vapi } from '@vapi-ai/server-sdk';
import type { CallStatus } from '../../../db/schema';
import type { Tx } from '../../../db/types';
import { logger } from '../../../logger';
import { advanceCall } from '../../calls/lifecycle';
import { optedOutDuring } from '../../tools/invocations';
import type { Outcome } from './ended-reason';
import { outcomeOfEndedReason } from './ended-reason';
import { optedOut } from './tool-calls';
import { storableText } from './mapping';

/**
 * The fields of a status update read here, named and typed as Vapi's SDK has them. The values are still a sender's
 * word: the status is only compared, the reason goes through `storableText`, the start time is parsed by the caller.
 */
export type VapiStatusUpdate = Partial<Pick<Vapi.ServerMessageStatusUpdate, 'status' | 'endedReason'>>;

interface KnownCall {
  id: number;
  status: CallStatus;
}

/** Vapi's `not-found`: Vapi no longer has the call, so it will send nothing more about it. */
function notFound(answered: boolean): Outcome {
  return { status: 'failed', endedReason: answered ? 'provider-error' : 'failed-to-connect', failureReason: 'not-found' };
}

/** Moves a call Vapi reports a status for; statuses that mean nothing for us change nothing. */
export async function applyStatusUpdate(tx: Tx, call: KnownCall, update: VapiStatusUpdate, at: Date, startedAt: Date | null) {
  const status = update.status;
  switch (status) {
    case 'ringing':
      await advanceCall(tx, call.id, { to: 'ringing', at });
      return;
    case 'in-progress':
      await advanceCall(tx, call.id, { to: 'in_progress', at, startedAt });
      return;
    case 'ended':
    case 'not-found': {
      const answered = call.status === 'in_progress';
      const outcome = status === 'ended' ? outcomeOfEndedReason(storableText(update.endedReason), answered) : notFound(answered);
      const final = optedOut(outcome, answered, await optedOutDuring(tx, call.id));
      await advanceCall(tx, call.id, { to: final.status, at, failureReason: final.failureReason, endedReason: final.endedReason });
      return;
    }
    case 'deletion-failed':
      // Vapi could not delete a scheduled call: the call itself is where it was, and a later status says where it goes.
      logger.warn('vapi could not delete a call', { call_id: call.id });
      return;
    case 'scheduled':
    case 'queued':
    case 'forwarding':
      return; // Vapi's own queue and a transfer under way: nothing changes for us
    default:
      // Every status the SDK knows is handled above (a new one fails tsc here); a newer one is acknowledged and ignored.
      status satisfies undefined;
      if (status !== undefined) logger.info('vapi status we do not know', { call_id: call.id, status: String(status) });
  }
}
