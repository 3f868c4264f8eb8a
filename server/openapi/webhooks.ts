import type { JsonSchema, SchemaComponents } from './json-schema';
import { documentedEvents, webhookEventTriggers, webhookPayloads } from './webhook-payloads';

/** The headers of a delivery of `event`: the documented Klen ones and the Standard Webhooks ones. */
export const deliveryHeaders = (event: string): JsonSchema[] => [
  {
    name: 'X-Klen-Signature',
    description:
      'Lowercase hex HMAC-SHA256 of the exact body bytes, keyed with the whole secret string (`whsec_...`) as UTF-8. Compare in constant time. For 24 hours after a secret rotation it holds two values separated by a comma, the new secret first.',
    schema: { type: 'string', pattern: '^[0-9a-f]{64}(,[0-9a-f]{64})?$' },
  },
  {
    name: 'X-Klen-Delivery-ID',
    description: 'The delivery id; the same on every attempt of one delivery, so it serves for idempotency.',
    schema: { type: 'string' },
  },
  { name: 'X-Klen-Event', description: 'The event name.', schema: { type: 'string', enum: [event] } },
  { name: 'webhook-id', description: 'Standard Webhooks: the delivery id (same as X-Klen-Delivery-ID).', schema: { type: 'string' } },
  { name: 'webhook-timestamp', description: 'Standard Webhooks: Unix seconds when the attempt was signed.', schema: { type: 'string', pattern: '^[0-9]+$' } },
  {
    name: 'webhook-signature',
    description:
      'Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after `whsec_`. After a rotation, one space-separated entry per secret.',
    schema: { type: 'string', pattern: '^v1,' },
  },
].map((h) => ({ ...h, in: 'header', required: true }));

const delivery = `Delivered as an HTTP POST with a JSON body to every active webhook subscribed to the event.
Answer with any 2xx status within 10 seconds; redirects are not followed. A failed attempt is retried after
1, 5 and then 30 minutes with the same delivery id; after the fourth failure the delivery is marked failed and
can be redelivered.`;

/** The OpenAPI 3.1 `webhooks` section: one POST per event, with its payload and signature headers. */
export function webhookSection(components: SchemaComponents): Record<string, JsonSchema> {
  return Object.fromEntries(
    documentedEvents.map((event) => {
      const name = event.split(/[._]/).map((w) => w[0].toUpperCase() + w.slice(1)).join('');
      return [
        event,
        {
          post: {
            operationId: `webhook${name}`,
            summary: event,
            description: `${webhookEventTriggers[event]}\n\n${delivery}`,
            tags: ['Webhook events'],
            security: [],
            parameters: deliveryHeaders(event),
            requestBody: {
              required: true,
              content: { 'application/json': { schema: components.convert(webhookPayloads[event], 'output', `${name}Payload`) } },
            },
            responses: { '200': { description: 'Any 2xx status acknowledges the delivery.' } },
          },
        },
      ];
    }),
  );
}
