import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { config } from '../../config';
import { isPublicAddress } from './address-rules';

/**
 * The URL rules of webhooks and the guard against server-side request forgery. Unless private URLs are
 * allowed (development, tests), a URL must be https and its host must resolve only to public addresses,
 * checked when the webhook is saved and again at every delivery. A delivery then connects to the address
 * that was checked, so a second DNS answer cannot point it elsewhere.
 */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** The DNS resolver; tests replace it to model names that resolve to chosen addresses. */
export const resolver = {
  lookupAll: async (host: string): Promise<ResolvedAddress[]> => {
    const found = await lookup(host, { all: true, verbatim: true });
    return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
  },
};

export const privateUrlsAllowed = () => config.ALLOW_PRIVATE_WEBHOOK_URLS;

/** A URL whose shape is acceptable; `host` is the name or address to resolve (IPv6 without brackets). */
export interface CheckedUrl {
  url: URL;
  host: string;
}

/**
 * A URL the rules refuse. `liftedByPrivateUrls` marks the refusals ALLOW_PRIVATE_WEBHOOK_URLS lifts (http, a local or private
 * host), so that outside production the answer can say how to reach a receiver on the developer's machine.
 */
export class UrlRuleError extends Error {
  constructor(message: string, readonly liftedByPrivateUrls = false) {
    super(message);
  }
}

/** Said after a refusal the setting lifts, outside production only: in production the rule is the point. */
export const LOCAL_TESTING_HINT = 'for local testing outside production, start the server with ALLOW_PRIVATE_WEBHOOK_URLS=true';

/** The refusal as the person saving the webhook reads it. */
export const refusalMessage = (err: UrlRuleError) =>
  err.liftedByPrivateUrls && config.NODE_ENV !== 'production' ? `${err.message} (${LOCAL_TESTING_HINT})` : err.message;

/** Shape rules, without any network: scheme, credentials, host. */
export function parseWebhookUrl(raw: string, allowPrivate = privateUrlsAllowed()): CheckedUrl {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UrlRuleError('must be an absolute URL such as https://example.com/webhooks');
  }
  const schemes = allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) {
    throw new UrlRuleError(allowPrivate ? 'must use http or https' : 'must use https', !allowPrivate && url.protocol === 'http:');
  }
  if (url.username || url.password) throw new UrlRuleError('must not contain credentials');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!host) throw new UrlRuleError('must name a host');
  if (!allowPrivate) {
    const lower = host.toLowerCase().replace(/\.$/, '');
    if (lower === 'localhost' || lower.endsWith('.localhost')) throw new UrlRuleError(NON_PUBLIC, true);
    if (isIP(host) && !isPublicAddress(host)) throw new UrlRuleError('must not point to a non-public address', true);
  }
  return { url, host };
}

/** Which address it was is not said: the answer must not map the network behind the server. */
const NON_PUBLIC = 'resolves to a non-public address, which webhooks may not reach';

/**
 * Resolves a host and checks every address it has. Answers the address to connect to, or throws
 * UrlRuleError when the host points anywhere it may not. A name that does not resolve throws a plain Error.
 */
export async function resolveAllowed(host: string, allowPrivate = privateUrlsAllowed()): Promise<ResolvedAddress> {
  const literal = isIP(host);
  const addresses: ResolvedAddress[] = literal ? [{ address: host, family: literal === 6 ? 6 : 4 }] : await resolver.lookupAll(host);
  if (addresses.length === 0) throw new Error(`${host} did not resolve`);
  if (!allowPrivate) {
    if (!addresses.every((a) => isPublicAddress(a.address))) throw new UrlRuleError(`${host} ${NON_PUBLIC}`, true);
  }
  return addresses[0];
}

/**
 * The save-time check: shape, then resolution. A name that does not resolve now is accepted (its
 * deliveries fail and retry); one that resolves to a refused address is not.
 */
export async function checkWebhookUrl(raw: string, allowPrivate = privateUrlsAllowed()): Promise<void> {
  const { host } = parseWebhookUrl(raw, allowPrivate);
  if (allowPrivate) return;
  try {
    await withTimeout(resolveAllowed(host, allowPrivate), CREATE_LOOKUP_TIMEOUT_MS);
  } catch (err) {
    if (err instanceof UrlRuleError) throw err;
  }
}

/** A slow resolver at save time counts as "does not resolve yet": the check repeats at every delivery. */
const CREATE_LOOKUP_TIMEOUT_MS = 5_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('lookup timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
