import type { Vapi } from '@vapi-ai/server-sdk';
import { logger } from '../../../logger';
import type { ProviderCall } from '../port';
import { liveControlUrl } from './control-url';

const TIMEOUT_MS = 5_000;

/** Where a live Vapi call is handed: a person's number, and the sentence the caller hears before it rings. */
export interface VapiTransferTarget {
  number: string;
  message: string;
}

/** The live call control message that moves the call to a number (Vapi's `transfer`), as the SDK types it. */
export function vapiTransferMessage(target: VapiTransferTarget): Vapi.ClientInboundMessageMessage.Transfer {
  return { type: 'transfer', destination: { type: 'number', number: target.number, message: target.message } };
}

/**
 * Moves a live Vapi call to a person's number: Vapi's live call control (`POST {monitor.controlUrl}` with
 * `{ type: 'transfer', destination: { type: 'number', number } }`). The control URL comes with the tool call's
 * message, and is posted to only on Vapi's hosts (control-url.ts); otherwise it is read from the call at Vapi.
 * Best effort, after the transfer was recorded: the call's end still arrives in its status-update and
 * end-of-call-report (`assistant-forwarded-call`).
 */
export async function transferVapiCall(
  call: Pick<ProviderCall, 'id' | 'providerCallId'>, target: VapiTransferTarget, controlUrl?: string | null,
): Promise<boolean> {
  try {
    const url = await liveControlUrl(call, controlUrl);
    if (!url) {
      logger.warn('vapi call cannot be transferred: no control url', { call_id: call.id });
      return false;
    }
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(vapiTransferMessage(target)),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    });
    if (!res.ok) logger.warn('vapi refused to transfer the call', { call_id: call.id, status: res.status });
    return res.ok;
  } catch (err) {
    logger.warn('vapi transfer failed', { call_id: call.id, err });
    return false;
  }
}
