import type { Vapi } from '@vapi-ai/server-sdk';
import { config } from '../../../config';
import { logger } from '../../../logger';
import type { ProviderCall } from '../port';
import { vapiClient, vapiFailureOf } from './client';

const TIMEOUT_MS = 5_000;

/** Vapi's live call control message that hangs up (the SDK's ClientInboundMessageEndCall with its type). */
export const END_CALL_MESSAGE: Vapi.ClientInboundMessageMessage.EndCall = { type: 'end-call' };

/**
 * Ends a live Vapi call from the server: Vapi's live call control (`POST {monitor.controlUrl}` with
 * `{ "type": "end-call" }`). The control URL comes with the call's server messages; without one it is read from
 * `GET /call/{id}`. Best effort: the call's end arrives as usual in its status-update and end-of-call-report.
 */
export async function endVapiCall(call: Pick<ProviderCall, 'id' | 'providerCallId'>, controlUrl?: string | null): Promise<boolean> {
  try {
    const url = controlUrl ?? (await controlUrlOf(call));
    if (!url || !/^https?:\/\//i.test(url)) {
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

/** The call's live control URL as Vapi holds it (`GET /call/{id}`: `monitor.controlUrl`), or null. */
async function controlUrlOf(call: Pick<ProviderCall, 'id' | 'providerCallId'>): Promise<string | null> {
  if (!call.providerCallId || !config.VAPI_API_KEY) return null;
  try {
    const found = await vapiClient().calls.get({ id: call.providerCallId }, { timeoutInSeconds: TIMEOUT_MS / 1000 });
    const url: unknown = found?.monitor?.controlUrl;
    return typeof url === 'string' ? url : null;
  } catch (err) {
    logger.warn('vapi call could not be read for its control url', { call_id: call.id, failure: vapiFailureOf(err) });
    return null;
  }
}
