import { createHmac, randomBytes } from 'node:crypto';

/**
 * Delivery signatures. Two schemes are sent side by side:
 * - `X-Klen-Signature`: lowercase hex HMAC-SHA256 of the body, keyed with the whole secret string (UTF-8);
 * - Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`): `v1,` + base64 HMAC-SHA256
 *   of `id.timestamp.body`, keyed with the base64-decoded part of the secret after `whsec_`.
 * While a rotated-out secret is still valid, both secrets sign: `X-Klen-Signature` carries the hex values
 * separated by commas (newest first) and `webhook-signature` the `v1,` entries separated by spaces, as
 * Standard Webhooks allows. A receiver accepts the delivery when any one value matches.
 */
export const SECRET_PREFIX = 'whsec_';

export function generateSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64');
}

/** What lists may show of a secret: enough to tell secrets apart, never enough to sign. */
export function secretDisplayPrefix(secret: string): string {
  return secret.slice(0, SECRET_PREFIX.length + 4);
}

export function klenSignature(body: string, secret: string): string {
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(body, 'utf8').digest('hex');
}

export function standardSignature(id: string, timestampSeconds: number, body: string, secret: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
  return createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`, 'utf8').digest('base64');
}

export interface SignInput {
  deliveryId: string;
  eventType: string;
  body: string;
  /** Signing secrets, the current one first. */
  secrets: string[];
  timestampSeconds: number;
}

/** Every header of a delivery request. */
export function deliveryHeaders(input: SignInput): Record<string, string> {
  const { deliveryId, eventType, body, secrets, timestampSeconds } = input;
  return {
    'Content-Type': 'application/json',
    'User-Agent': 'Switchboard-Webhooks/1.0',
    'X-Klen-Signature': secrets.map((s) => klenSignature(body, s)).join(','),
    'X-Klen-Delivery-ID': deliveryId,
    'X-Klen-Event': eventType,
    'webhook-id': deliveryId,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': secrets.map((s) => `v1,${standardSignature(deliveryId, timestampSeconds, body, s)}`).join(' '),
  };
}
