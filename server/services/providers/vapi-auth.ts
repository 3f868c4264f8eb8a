import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { config } from '../../config';
import { AppError } from '../../errors';

const digest = (s: string | Buffer) => createHash('sha256').update(s).digest();
const same = (a: string | Buffer, b: string | Buffer) => timingSafeEqual(digest(a), digest(b));

/** How far a signed timestamp may be from our clock: a captured message cannot be replayed later. */
export const HMAC_TOLERANCE_MS = 5 * 60_000;

/**
 * Authenticates a Vapi server message. Two credentials are accepted, both keyed by VAPI_WEBHOOK_SECRET:
 * - the shared secret, sent as `x-vapi-secret` or as a bearer token (Vapi's default and bearer credentials);
 * - an HMAC-SHA256 signature (Vapi's HMAC credential) in `x-vapi-signature` or `x-signature`, hex or base64,
 *   with or without a `sha256=` prefix, over `{timestamp}.{body}` when a timestamp header (`x-vapi-timestamp`
 *   or `x-timestamp`, seconds or milliseconds) comes with it, which must then be within five minutes of now, or
 *   over the body alone.
 * Without VAPI_WEBHOOK_SECRET every message is refused.
 */
export function verifyVapiRequest(headers: Headers, rawBody: string, now = new Date()): void {
  const secret = config.VAPI_WEBHOOK_SECRET;
  if (!secret) throw refused();
  const signature = headers.get('x-vapi-signature') ?? headers.get('x-signature');
  if (signature !== null) {
    if (!hmacMatches(secret, signature, headers.get('x-vapi-timestamp') ?? headers.get('x-timestamp'), rawBody, now)) throw refused();
    return;
  }
  const bearer = headers.get('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
  const given = headers.get('x-vapi-secret') ?? bearer;
  if (!given || !same(given, secret)) throw refused();
}

function hmacMatches(secret: string, header: string, timestamp: string | null, body: string, now: Date): boolean {
  const given = header.trim().replace(/^sha256=/i, '');
  let payload = body;
  if (timestamp !== null) {
    if (!/^\d{1,16}$/.test(timestamp.trim())) return false;
    const n = Number(timestamp.trim());
    const ms = n > 1e12 ? n : n * 1000;
    if (Math.abs(now.getTime() - ms) > HMAC_TOLERANCE_MS) return false;
    payload = `${timestamp.trim()}.${body}`;
  }
  const mac = createHmac('sha256', secret).update(payload).digest();
  return same(given.toLowerCase(), mac.toString('hex')) || same(given, mac.toString('base64'));
}

const refused = () => new AppError('invalid_secret', 'The provider secret or signature is missing or wrong.');
