import type { Vapi } from '@vapi-ai/server-sdk';
import { logger } from '../../../logger';
import type { ProviderCall } from '../port';
import { liveControlUrl } from './control-url';

const TIMEOUT_MS = 5_000;

/** Vapi's live call control message that hangs up (the SDK's ClientInboundMessageEndCall with its type). */
export const END_CALL_MESSAGE: Vapi.ClientInboundMessageMessage.EndCall = { type: 'end-call' };

/**
 * Ends a live Vapi call from the server: Vapi's live call control (`POST {monitor.controlUrl}` with
 * `{ "type": "end-call" }`). The control URL comes with the call's server messages, and is posted to only on Vapi's
 * hosts (control-url.ts); otherwise it is read from `GET /call/{id}`. Best effort: the call's end arrives as usual
 * in its status-update and end-of-call-report.
 */
export async function endVapiCall(call: Pick<ProviderCall, 'id' | 'providerCallId'>, controlUrl?: string | null): Promise<boolean> {
  try {
    const url = await liveControlUrl(call, controlUrl);
    if (!url) {
      logger.warn('vapi call cannot be ended: no control url', { call_id: call.id });
      return false;
    }
    // The control URL is a host of Vapi's own, outside the REST API the client speaks to.
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(END_CALL_MESSAGE),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    });
    if (!res.ok) logger.warn('vapi refused to end the call', { call_id: call.id, status: res.status });
    return res.ok;
  } catch (err) {
    logger.warn('vapi end-call failed', { call_id: call.id, err });
    return false;
  }
}
