import type { VoiceProviderName } from '../../db/schema';
import type { Tx } from '../../db/types';
import type { CallRow } from '../calls/call-row';
import { providerFor } from '../providers';
import type { AfterCommit } from '../providers/port';
import { transferVapiCall } from '../providers/vapi/transfer';

export interface HandOff {
  /** The person's number, E.164. */
  number: string;
  /** What the caller hears as the call is moved. */
  message: string;
  now: Date;
  /** Where the provider takes live call control, when the tool call's message carried it (Vapi's `call.monitor.controlUrl`). */
  controlUrl: string | null;
}

type ProviderHandOff = (tx: Tx, call: CallRow, handOff: HandOff) => Promise<AfterCommit | null>;

/**
 * How each provider moves a live call to a person, in the transaction that records the transfer. Vapi is asked
 * after the commit (live call control), so a transfer that rolls back never reaches the line. Retell transfers with
 * its own transfer_call tool, to the number the tool's answer gave it. The simulator plays
 * the agent's side only: its part of the call ends at the transfer (completed, `assistant-ended-call`, as Vapi
 * reports a forwarded call), with its transcript and recording after.
 */
const handOffs: Record<VoiceProviderName, ProviderHandOff> = {
  simulator: (tx, call, { now }) => providerFor('simulator').hangUp(tx, call, { endedReason: 'assistant-ended-call', now }),
  vapi: async (_tx, call, { number, message, controlUrl }) => async () => {
    await transferVapiCall(call, { number, message }, controlUrl);
  },
  // Retell moves the call itself: the custom function's answer carries the number (retell-tools.ts) into the dynamic
  // variable that the agent's transfer_call tool dials, so nothing is asked of Retell here.
  retell: async () => null,
};

export const handOffCall = (tx: Tx, call: CallRow, handOff: HandOff) => handOffs[call.provider](tx, call, handOff);
