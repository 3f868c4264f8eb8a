import { createHmac, timingSafeEqual } from 'node:crypto';
import type { webhooks } from './schema.js';

/** The name of a webhook event, such as `call.ended`. */
export type WebhookEvent = keyof webhooks;

/** The JSON body Switchboard delivers for an event. */
export type WebhookPayload<E extends WebhookEvent = WebhookEvent> = E extends WebhookEvent
  ? NonNullable<webhooks[E]['post']['requestBody']>['content']['application/json']
  : never;

export interface VerifyWebhookInput {
  /** The request body exactly as received, before any JSON parsing (text or bytes). */
  body: string | Uint8Array;
  /** The request's headers: a `Headers` object, or Node's `req.headers`. */
  headers: Headers | Record<string, string | string[] | undefined>;
  /** The webhook's signing secret (`whsec_...`), shown once when the webhook is made or its secret rotated. */
  secret: string | string[];
  /** How far `webhook-timestamp` may be from now, in seconds, before the delivery counts as a replay. Default 300. */
  toleranceSeconds?: number;
  /** The time to judge the timestamp against (default: now). */
  now?: Date;
}

/** A verified delivery: one member per event, so checking `event` narrows `payload`. */
export type VerifiedWebhook<E extends WebhookEvent = WebhookEvent> = E extends WebhookEvent
  ? {
      event: E;
      /** The delivery id, the same on every attempt of a delivery: use it to act once. */
      deliveryId: string;
      /** When this attempt was signed. */
      signedAt: Date;
      payload: WebhookPayload<E>;
    }
  : never;

export type WebhookVerificationFailure =
  | 'missing_header'
  | 'timestamp_outside_tolerance'
  | 'signature_mismatch'
  | 'invalid_body'
  | 'event_mismatch';

export class WebhookVerificationError extends Error {
  constructor(
    readonly reason: WebhookVerificationFailure,
    message: string,
  ) {
    super(message);
    this.name = 'WebhookVerificationError';
  }
}

const SECRET_PREFIX = 'whsec_';

function header(headers: VerifyWebhookInput['headers'], name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers as Record<string, string | string[] | undefined>)) {
    if (key.toLowerCase() === wanted) return Array.isArray(value) ? value.join(',') : value;
  }
  return undefined;
}

/**
 * An empty secret (or `whsec_` alone, as an unset variable with a prefix gives) keys an HMAC that anyone can
 * compute: a receiver so configured would accept forged deliveries. That is a configuration mistake, not a bad
 * delivery, so it throws a plain Error, as the Standard Webhooks library does.
 */
function assertUsableSecrets(secrets: string[]): void {
  if (secrets.length === 0 || secrets.some((s) => typeof s !== 'string' || s.trim() === '' || s.trim() === SECRET_PREFIX)) {
    throw new Error("Secret can't be empty.");
  }
}

function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Checks that a webhook delivery comes from Switchboard, as the API reference describes its two signatures, and
 * answers its event, delivery id and parsed payload; throws WebhookVerificationError otherwise.
 * - `X-Klen-Signature`: lowercase hex HMAC-SHA256 of the body bytes keyed with the whole secret (UTF-8);
 * - `webhook-signature` (Standard Webhooks): `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`,
 *   keyed with the base64-decoded part of the secret after `whsec_`, signed at most `toleranceSeconds` ago.
 * Both must hold, so a captured delivery cannot be replayed later without its timestamp. After a rotation each
 * header carries one value per secret; one matching value is enough. The answered `event` is the signed body's
 * `event_type` (an `X-Klen-Event` header that names another is refused), and an empty secret throws an Error.
 */
export function verifyWebhook<E extends WebhookEvent = WebhookEvent>(input: VerifyWebhookInput): VerifiedWebhook<E> {
  const { toleranceSeconds = 300, now = new Date() } = input;
  const secrets = Array.isArray(input.secret) ? input.secret : [input.secret];
  assertUsableSecrets(secrets);
  const body = typeof input.body === 'string' ? Buffer.from(input.body, 'utf8') : Buffer.from(input.body);

  const names = ['X-Klen-Signature', 'webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;
  const [klen, id, timestamp, standard] = names.map((n) => header(input.headers, n));
  const missing = names.filter((_, i) => ![klen, id, timestamp, standard][i]);
  if (missing.length) throw new WebhookVerificationError('missing_header', `The delivery lacks ${missing.join(', ')}.`);

  const signedAt = Number(timestamp);
  if (!/^\d+$/.test(timestamp!) || Math.abs(now.getTime() / 1000 - signedAt) > toleranceSeconds) {
    throw new WebhookVerificationError('timestamp_outside_tolerance', `webhook-timestamp is more than ${toleranceSeconds} seconds from now.`);
  }

  const klenValues = klen!.split(',').map((v) => Buffer.from(v.trim(), 'utf8'));
  const standardValues = standard!
    .split(' ')
    .filter((v) => v.startsWith('v1,'))
    .map((v) => Buffer.from(v.slice(3), 'utf8'));
  const klenOk = secrets.some((secret) => {
    const expected = Buffer.from(createHmac('sha256', Buffer.from(secret, 'utf8')).update(body).digest('hex'), 'utf8');
    return klenValues.some((v) => sameBytes(v, expected));
  });
  const standardOk = secrets.some((secret) => {
    const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
    const expected = Buffer.from(createHmac('sha256', key).update(`${id}.${timestamp}.`, 'utf8').update(body).digest('base64'), 'utf8');
    return standardValues.some((v) => sameBytes(v, expected));
  });
  if (!klenOk || !standardOk) {
    throw new WebhookVerificationError('signature_mismatch', 'The delivery is not signed with this secret.');
  }

  let payload: unknown;
  try {
    payload = JSON.parse(body.toString('utf8'));
  } catch {
    throw new WebhookVerificationError('invalid_body', 'The signed body is not JSON.');
  }
  // The event is the signed body's `event_type`: `X-Klen-Event` is covered by neither signature, so a relabelled
  // header on a genuine delivery is refused rather than believed.
  const event = (payload as { event_type?: unknown } | null)?.event_type;
  if (typeof event !== 'string' || event === '') {
    throw new WebhookVerificationError('invalid_body', 'The signed body has no event_type.');
  }
  const labelled = header(input.headers, 'X-Klen-Event');
  if (labelled !== undefined && labelled !== event) {
    throw new WebhookVerificationError('event_mismatch', `X-Klen-Event says ${labelled}, but the signed body is ${event}.`);
  }
  return { event, deliveryId: id!, signedAt: new Date(signedAt * 1000), payload } as VerifiedWebhook<E>;
}
