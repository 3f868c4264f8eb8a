import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Vapi } from '@vapi-ai/server-sdk';
import { AppError } from '../../../errors';
import type { VapiAuthPlan } from './auth-plan';

/** How far a signed timestamp may be from our clock, either way: a captured message cannot be replayed later. */
export const HMAC_TOLERANCE_MS = 5 * 60_000;

/** A server message as it reached us: the exact body, and the method and URL Vapi signs when a plan asks for them. */
export interface VapiRequest {
  headers: Headers;
  rawBody: string;
  method: string;
  /** The URL Vapi was given as server.url, not necessarily the one this process sees behind a proxy. */
  url: string;
}

/**
 * Authenticates a Vapi server message against the plans it may be sent with, each read with Vapi's defaults:
 * - HMAC (Vapi's HMAC credential): the signature in `signatureHeader` (x-signature) is `signaturePrefix` then the
 *   `signatureEncoding` (hex) of the `algorithm`'s HMAC, keyed by `secretKey` (decoded first when
 *   `secretIsBase64`), of `payloadFormat` with {body}, {timestamp}, {method}, {url} and {svix-id} filled in
 *   (`{timestamp}.{body}`, or `{body}` when `includeTimestamp` is false). A plan that signs {timestamp} needs
 *   `timestampHeader` (x-timestamp: Unix seconds, milliseconds or ISO 8601) within five minutes of `now`;
 *   {svix-id} is the `messageIdHeader` (svix-id);
 * - bearer (Vapi's Bearer Token credential): `token` in `headerName` (Authorization), after `Bearer ` unless
 *   `bearerPrefixEnabled` is false;
 * - the older shared secret, sent as `x-vapi-secret`.
 * When a message carries the signature header of any HMAC plan, the HMAC plans alone decide, timestamped ones
 * first: a wrong signature is refused even if a bearer token or secret beside it is right, since a weaker check
 * must not rescue a failed stronger one. Without a plan every message is refused. The work is bounded whatever
 * is sent: over-long header values are refused unread, and one message costs at most MAX_MACS HMACs.
 */
export function verifyVapiRequest(req: VapiRequest, plans: readonly VapiAuthPlan[], now: Date): void {
  const hmacPlans = plans.flatMap((p) => (p.type === 'hmac' && p.plan.secretKey ? [p.plan] : []));
  const signed = hmacPlans.filter((p) => hasHeader(req.headers, p.signatureHeader ?? 'x-signature'));
  if (signed.length > 0) {
    const macs = new Map<string, string>();
    const ordered = [...signed.filter(signsTimestamp), ...signed.filter((p) => !signsTimestamp(p))];
    if (ordered.some((p) => macs.size < MAX_MACS && hmacMatches(p, req, now, macs))) return;
    throw refused();
  }
  if (plans.some((p) => tokenMatches(p, req.headers))) return;
  throw refused();
}

// Vapi's values are short; anything much longer is hostile and refused before any work is done on it.
const MAX_SIGNATURE = 1024;
const MAX_TIMESTAMP = 40;
const MAX_MESSAGE_ID = 256;
const MAX_TOKEN = 8192;
/**
 * HMACs computed for one message at most, each over the whole body. Plans that differ only in headers, prefix or
 * encoding share one, so this is far above what a deployment configures (its own credential, up to ten by hand,
 * three for VAPI_WEBHOOK_SECRET).
 */
const MAX_MACS = 32;

const digest = (s: string | Buffer) => createHash('sha256').update(s).digest();
/** Compares in time independent of where the two differ (and of their lengths, by comparing digests). */
const same = (a: string | Buffer, b: string | Buffer) => timingSafeEqual(digest(a), digest(b));

const payloadFormatOf = (p: Vapi.HmacAuthenticationPlan) => p.payloadFormat ?? (p.includeTimestamp === false ? '{body}' : '{timestamp}.{body}');
const signsTimestamp = (p: Vapi.HmacAuthenticationPlan) => payloadFormatOf(p).includes('{timestamp}');

/** Whether the message carries a header, whatever its value (an over-long signature is still a signature). */
function hasHeader(headers: Headers, name: string): boolean {
  try {
    return headers.has(name);
  } catch {
    return false;
  }
}

/** A header's value, or null when absent or when the plan names something that is not a header name. */
function headerOf(headers: Headers, name: string, max = MAX_TOKEN): string | null {
  let value: string | null;
  try {
    value = headers.get(name);
  } catch {
    return null;
  }
  return value !== null && value.length <= max ? value : null;
}

function hmacMatches(plan: Vapi.HmacAuthenticationPlan, req: VapiRequest, now: Date, macs: Map<string, string>): boolean {
  const format = payloadFormatOf(plan);
  const values: Record<string, string> = { body: req.rawBody, method: req.method.toUpperCase(), url: req.url };
  if (format.includes('{timestamp}')) {
    const timestamp = headerOf(req.headers, plan.timestampHeader ?? 'x-timestamp', MAX_TIMESTAMP);
    const at = timestamp === null ? null : timestampMs(timestamp.trim());
    if (at === null || Math.abs(now.getTime() - at) > HMAC_TOLERANCE_MS) return false;
    values.timestamp = timestamp!;
  }
  if (format.includes('{svix-id}')) {
    const id = headerOf(req.headers, plan.messageIdHeader ?? 'svix-id', MAX_MESSAGE_ID);
    if (!id) return false;
    values['svix-id'] = id;
  }
  let given = headerOf(req.headers, plan.signatureHeader ?? 'x-signature', MAX_SIGNATURE);
  if (given === null) return false;
  const prefix = plan.signaturePrefix ?? '';
  if (given.slice(0, prefix.length).toLowerCase() !== prefix.toLowerCase()) return false;
  given = given.slice(prefix.length);

  // Plans that differ only in header names, prefix or encoding share one HMAC.
  const memo = JSON.stringify([plan.algorithm, plan.secretIsBase64 === true, plan.secretKey, format, values.timestamp, values['svix-id']]);
  let mac = macs.get(memo);
  if (mac === undefined) {
    mac = hmacOf(plan, format, values).toString('hex');
    macs.set(memo, mac);
  }
  const expected = plan.signatureEncoding === 'base64' ? Buffer.from(mac, 'hex').toString('base64') : mac;
  return same(plan.signatureEncoding === 'base64' ? given : given.toLowerCase(), expected);
}

const PLACEHOLDER = /\{(body|timestamp|method|url|svix-id)\}/g;

/**
 * The HMAC of the payload format with its placeholders filled in, in one pass, so a body that contains
 * `{timestamp}` is signed as written. Fed piece by piece: the body is never copied into a larger string.
 */
function hmacOf(plan: Vapi.HmacAuthenticationPlan, format: string, values: Record<string, string>): Buffer {
  const key = plan.secretIsBase64 ? Buffer.from(plan.secretKey, 'base64') : plan.secretKey;
  const hmac = createHmac(plan.algorithm, key);
  let last = 0;
  for (const m of format.matchAll(PLACEHOLDER)) {
    hmac.update(format.slice(last, m.index));
    hmac.update(values[m[1]] ?? '');
    last = m.index + m[0].length;
  }
  hmac.update(format.slice(last));
  return hmac.digest();
}

/** Unix seconds or milliseconds (told apart by size: 1e12 s is 33,658 AD), or an ISO 8601 time; null otherwise. */
function timestampMs(raw: string): number | null {
  if (/^\d{1,16}$/.test(raw)) {
    const n = Number(raw);
    return n >= 1e12 ? n : n * 1000;
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/.test(raw)) {
    const t = Date.parse(raw);
    return Number.isFinite(t) ? t : null;
  }
  return null;
}

/** A bearer credential's token or the shared secret, each in its header. */
function tokenMatches(plan: VapiAuthPlan, headers: Headers): boolean {
  if (plan.type === 'secret') {
    const given = headerOf(headers, 'x-vapi-secret');
    return Boolean(plan.secret) && given !== null && same(given, plan.secret);
  }
  if (plan.type !== 'bearer' || !plan.plan.token) return false;
  const value = headerOf(headers, plan.plan.headerName ?? 'authorization');
  if (value === null) return false;
  const given = plan.plan.bearerPrefixEnabled === false ? value : /^Bearer\s+(.+)$/i.exec(value)?.[1];
  return given !== undefined && same(given, plan.plan.token);
}

const refused = () => new AppError('invalid_secret', 'The provider secret or signature is missing or wrong.');
