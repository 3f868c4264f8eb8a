import { z } from 'zod';
import { pageParams } from '../../lib/pagination';

/** The event names a webhook subscribes to: the contract's 11, then the campaign, call and alert events of our own. */
export const webhookEventNames = [
  'call.started',
  'call.ended',
  'call.failed',
  'call.transcript',
  'call.recording',
  'call.summary',
  'calendar.created',
  'calendar.updated',
  'calendar.cancelled',
  'calendar.completed',
  'calendar.reminder',
  // Switchboard's own, beside the contract's 11.
  'campaign.started',
  'campaign.paused',
  'campaign.completed',
  'call.analyzed',
  'call.compliance_flagged',
  'alert.triggered',
  'alert.resolved',
  'calendar_connection.failing',
  'calendar_connection.restored',
  'crm_connection.failing',
  'crm_connection.restored',
  'message.sent',
  'message.delivered',
  'message.failed',
  'message.received',
] as const;
export type WebhookEventName = (typeof webhookEventNames)[number];

/** The event type of the synthetic delivery sent by the test endpoint. */
export const TEST_EVENT_TYPE = 'webhook.test';

/** "is required" when absent, else the given message. */
const req = (message: string) => ({ error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : message) });

const eventName = z.enum(webhookEventNames, {
  error: () => `must be one of ${webhookEventNames.join(', ')}`,
});

const subscribedEvents = z
  .array(eventName, req('must be an array of event names'))
  .min(1, 'must name at least one event')
  .transform((names) => [...new Set(names)]);

const name = z.string(req('must be a string')).trim().min(1, 'must not be empty').max(200);
/** Shape only; the URL rules (scheme, address) are checked by the service, which may resolve the host. */
const url = z.string(req('must be a string')).trim().min(1, 'must not be empty').max(2048).meta({
  format: 'uri',
  pattern: '^https://[^/?#@\\s]+(?:[/?#]|$)',
  description: 'An absolute https URL without credentials whose host resolves only to public addresses (http and private hosts only where the server allows private URLs).',
});

export const createWebhookInput = z.object({
  name,
  url,
  subscribed_events: subscribedEvents,
  is_active: z.boolean().default(true),
});
export type CreateWebhookInput = z.input<typeof createWebhookInput>;

export const updateWebhookInput = z.object({
  name: name.optional(),
  url: url.optional(),
  subscribed_events: subscribedEvents.optional(),
  is_active: z.boolean().optional(),
});
export type UpdateWebhookInput = z.input<typeof updateWebhookInput>;

const { page, limit } = pageParams;

export const listWebhooksQuery = z.object({ page, limit });
export type ListWebhooksQuery = z.input<typeof listWebhooksQuery>;

export const deliveryStatusSchema = z.enum(['pending', 'succeeded', 'failed']);

export const listDeliveriesQuery = z.object({ page, limit, status: deliveryStatusSchema.optional() });
export type ListDeliveriesQuery = z.input<typeof listDeliveriesQuery>;

/** A webhook as get, list and update return it: never the secret, only its first characters. */
export const webhookSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  subscribed_events: z.array(z.string()),
  is_active: z.boolean(),
  secret_prefix: z.string(),
  /** Until then the previous secret still signs deliveries (after a rotation), else null. */
  previous_secret_expires_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebhookDto = z.infer<typeof webhookSchema>;

export const webhookListSchema = z.object({
  count: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
  webhooks: z.array(webhookSchema),
});
export type WebhookList = z.infer<typeof webhookListSchema>;

/** The create answer: the only place, with rotate, where the secret is shown. */
export const createdWebhookSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  subscribed_events: z.array(z.string()),
  is_active: z.boolean(),
  secret: z.string(),
  created_at: z.string(),
  message: z.string(),
});
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const rotatedSecretSchema = z.object({
  id: z.number().int(),
  secret: z.string(),
  previous_secret_expires_at: z.string(),
  message: z.string(),
});
export type RotatedSecret = z.infer<typeof rotatedSecretSchema>;

export const messageSchema = z.object({ message: z.string() });

export const deliverySchema = z.object({
  id: z.string(),
  webhook_id: z.number().int(),
  event_type: z.string(),
  status: deliveryStatusSchema,
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
  payload: z.unknown(),
});
export type DeliveryDto = z.infer<typeof deliverySchema>;

export const deliveryListSchema = z.object({
  count: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
  deliveries: z.array(deliverySchema),
});
export type DeliveryList = z.infer<typeof deliveryListSchema>;

export const deliveryAttemptSchema = z.object({
  attempt: z.number().int(),
  attempted_at: z.string(),
  status_code: z.number().int().nullable(),
  duration_ms: z.number().int(),
  response_body: z.string().nullable(),
  error: z.string().nullable(),
});
export type DeliveryAttemptDto = z.infer<typeof deliveryAttemptSchema>;

/** One delivery with its attempt log (dashboard). */
export const deliveryDetailSchema = deliverySchema.extend({ attempt_log: z.array(deliveryAttemptSchema) });
export type DeliveryDetail = z.infer<typeof deliveryDetailSchema>;

/** Answer of redeliver and test: the delivery, queued for an attempt now. */
export const queuedDeliverySchema = z.object({ message: z.string(), delivery: deliverySchema });
export type QueuedDelivery = z.infer<typeof queuedDeliverySchema>;
