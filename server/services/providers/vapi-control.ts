import { config } from '../../config';
import { logger } from '../../logger';
import type { CallRow } from '../calls/call-row';

const TIMEOUT_MS = 5_000;

/**
 * Ends a live Vapi call from the server: Vapi's live call control (`POST {monitor.controlUrl}` with
 * `{ "type": "end-call" }`). The control URL comes with the call's server messages; without one it is read from
 * `GET /call/{id}`. Best effort: the call's end arrives as usual in its status-update and end-of-call-report.
 */
export async function endVapiCall(call: Pick<CallRow, 'id' | 'providerCallId'>, controlUrl?: string | null): Promise<boolean> {
  try {
    const url = controlUrl ?? (await controlUrlOf(call.providerCallId));
    if (!url || !/^https?:\/\//i.test(url)) {
      logger.warn('vapi call cannot be ended: no control url', { call_id: call.id });
      return false;
    }
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'end-call' }),
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

async function controlUrlOf(providerCallId: string | null): Promise<string | null> {
  if (!providerCallId || !config.VAPI_API_KEY) return null;
  const res = await fetch(`${config.VAPI_BASE_URL.replace(/\/+$/, '')}/call/${encodeURIComponent(providerCallId)}`, {
    headers: { authorization: `Bearer ${config.VAPI_API_KEY}` },
    signal: AbortSignal.timeout(TIMEOUT_MS),
    redirect: 'error',
  });
  if (!res.ok) return null;
  const data = (await res.json().catch(() => null)) as { monitor?: { controlUrl?: unknown } } | null;
  return typeof data?.monitor?.controlUrl === 'string' ? data.monitor.controlUrl : null;
}
