import crypto from 'node:crypto';
import { Signature } from '@hubspot/api-client';
import { config } from '../../../config';
import { type CrmWebhookBatch, type CrmWebhookEvent, CrmWebhookRefusedError, type CrmWebhookRequest } from '../crm-port';

/** HubSpot's own tolerance for X-HubSpot-Request-Timestamp (the SDK's MAX_ALLOWED_TIMESTAMP). */
const MAX_AGE_MS = Signature.MAX_ALLOWED_TIMESTAMP;

/**
 * Checks X-HubSpot-Signature-v3: base64 HMAC-SHA256, keyed with the app's client secret, of method + URI + body +
 * timestamp (the SDK's `Signature.getSignature`), compared in constant time, the timestamp within five minutes.
 */
export function verifyHubSpotSignature(req: CrmWebhookRequest): void {
  const secret = config.HUBSPOT_CLIENT_SECRET;
  if (!secret) throw new CrmWebhookRefusedError('HubSpot webhooks are not configured (HUBSPOT_CLIENT_SECRET).');
  const signature = req.headers.get('x-hubspot-signature-v3');
  const stamp = req.headers.get('x-hubspot-request-timestamp');
  if (!signature || !stamp || !/^\d{1,15}$/.test(stamp)) throw new CrmWebhookRefusedError('The request carries no HubSpot v3 signature.');
  const timestamp = Number(stamp);
  if (Math.abs(req.now.getTime() - timestamp) > MAX_AGE_MS) throw new CrmWebhookRefusedError('The HubSpot webhook is older than five minutes.');
  const expected = Signature.getSignature(req.method.toUpperCase(), 'v3', {
    signature, clientSecret: secret, requestBody: req.raw, url: decodeURIComponent(req.url), timestamp,
  });
  const a = Buffer.from(expected);
  const b = Buffer.from(signature);
  if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) throw new CrmWebhookRefusedError('The HubSpot signature does not match the request.');
}

interface HubSpotEvent {
  eventId?: unknown;
  portalId?: unknown;
  objectId?: unknown;
  subscriptionType?: unknown;
}

const idText = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : typeof v === 'string' && /^\d{1,20}$/.test(v) ? v : undefined);

/** Reads a signed delivery: an array of contact creations, property changes and deletions. Others change nothing. */
export function readHubSpotWebhook(req: CrmWebhookRequest): CrmWebhookBatch {
  verifyHubSpotSignature(req);
  let body: unknown;
  try {
    body = JSON.parse(req.raw);
  } catch {
    throw new CrmWebhookRefusedError('The HubSpot webhook is not JSON.');
  }
  if (!Array.isArray(body)) throw new CrmWebhookRefusedError('The HubSpot webhook is not an array of events.');
  const events: CrmWebhookEvent[] = [];
  for (const e of body as HubSpotEvent[]) {
    const scope = idText(e?.portalId);
    const externalId = idText(e?.objectId);
    if (!scope || !externalId || typeof e.subscriptionType !== 'string') continue;
    if (e.subscriptionType === 'contact.deletion') events.push({ kind: 'deleted', scope, externalId });
    else if (e.subscriptionType === 'contact.creation' || e.subscriptionType === 'contact.propertyChange' || e.subscriptionType === 'contact.restore') {
      events.push({ kind: 'changed', scope, externalId });
    }
  }
  // HubSpot retries a delivery with the same event ids: applying one twice is harmless, so none is refused by id.
  return { webhookIds: [], events };
}
