import type { GetContectByIdSchema } from '@gohighlevel/api-client/dist/lib/code/contacts/models/contacts';
import { PushRefusedError } from '../calendar-port';
import { type CrmWebhookBatch, type CrmWebhookEvent, CrmWebhookRefusedError, type CrmWebhookRequest } from '../crm-port';
import { fromHighLevel } from './crm-contacts';
import { verifyHighLevelSignature } from './webhooks';

/** A webhook older than this is refused: a replay of an old DND change must not undo a newer one. */
const MAX_AGE_MS = 5 * 60_000;

const UPSERTS = new Set(['ContactCreate', 'ContactUpdate', 'ContactDndUpdate', 'ContactTagUpdate']);

const text = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 200 ? v : undefined);

/**
 * Reads a signed HighLevel webhook (x-wh-signature RSA-SHA256 or x-ghl-signature Ed25519 over the exact body, with
 * HighLevel's published key or GOHIGHLEVEL_WEBHOOK_PUBLIC_KEY): a contact created, changed or deleted. Its
 * `timestamp` must be within five minutes and its `webhookId` new (the domain checks that one). Other events
 * (appointments, installs) are trusted and change no contact.
 */
export function readHighLevelWebhook(req: CrmWebhookRequest): CrmWebhookBatch {
  try {
    verifyHighLevelSignature(req.raw, req.headers);
  } catch (err) {
    if (err instanceof PushRefusedError) throw new CrmWebhookRefusedError(err.message);
    throw err;
  }
  let body: unknown;
  try {
    body = JSON.parse(req.raw);
  } catch {
    throw new CrmWebhookRefusedError('The HighLevel webhook is not JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new CrmWebhookRefusedError('The HighLevel webhook is not an object.');
  const b = body as GetContectByIdSchema & { type?: unknown; timestamp?: unknown; webhookId?: unknown };
  const at = typeof b.timestamp === 'string' ? Date.parse(b.timestamp) : NaN;
  if (Number.isNaN(at) || Math.abs(req.now.getTime() - at) > MAX_AGE_MS) throw new CrmWebhookRefusedError('The HighLevel webhook is stale or has no timestamp.');
  const webhookId = text(b.webhookId);
  if (!webhookId) throw new CrmWebhookRefusedError('The HighLevel webhook has no webhookId.');
  const scope = text(b.locationId);
  const id = text(b.id);
  const events: CrmWebhookEvent[] = [];
  if (scope && id && typeof b.type === 'string') {
    if (b.type === 'ContactDelete') events.push({ kind: 'deleted', scope, externalId: id });
    else if (UPSERTS.has(b.type)) events.push({ kind: 'upsert', scope, contact: fromHighLevel({ ...b, id }) });
  }
  return { webhookIds: [webhookId], events };
}
