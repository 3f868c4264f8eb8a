import { config } from '../../../config';
import { logger } from '../../../logger';
import type { ProviderCall } from '../port';
import { vapiClient, vapiFailureOf } from './client';

const TIMEOUT_MS = 5_000;

/** Vapi's own domain: live call control URLs are on its hosts (`phone-call-websocket.aws-us-west-2-backend-production1.vapi.ai`). */
const VAPI_DOMAIN = 'vapi.ai';

/**
 * Whether a live call control URL may be posted to: https on Vapi's hosts (vapi.ai and its subdomains, on the
 * default port), or on the origin of the Vapi API this deployment is configured with (`baseUrl`, a local Vapi in
 * tests). A URL arrives inside a webhook message, so anything else would let whoever can send one make this server
 * post to a host of their choosing. Pure.
 */
export function isVapiControlUrl(url: string, baseUrl: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (u.username || u.password) return false;
  const host = u.hostname.toLowerCase();
  if (u.protocol === 'https:' && u.port === '' && (host === VAPI_DOMAIN || host.endsWith(`.${VAPI_DOMAIN}`))) return true;
  try {
    return u.origin === new URL(baseUrl).origin;
  } catch {
    return false;
  }
}

/**
 * The live control URL of a call to post to: the one its message carried when it is Vapi's, else the one Vapi holds
 * for the call (`GET /call/{id}`: `monitor.controlUrl`), checked the same way. Null when there is none to trust.
 */
export async function liveControlUrl(call: Pick<ProviderCall, 'id' | 'providerCallId'>, fromMessage?: string | null): Promise<string | null> {
  if (fromMessage) {
    if (isVapiControlUrl(fromMessage, config.VAPI_BASE_URL)) return fromMessage;
    logger.warn('vapi control url refused: not a host of vapi', { call_id: call.id, host: hostOf(fromMessage) });
  }
  const held = await controlUrlAtVapi(call);
  if (held && !isVapiControlUrl(held, config.VAPI_BASE_URL)) {
    logger.warn('vapi control url refused: not a host of vapi', { call_id: call.id, host: hostOf(held) });
    return null;
  }
  return held;
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host.slice(0, 200);
  } catch {
    return null;
  }
};

async function controlUrlAtVapi(call: Pick<ProviderCall, 'id' | 'providerCallId'>): Promise<string | null> {
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
