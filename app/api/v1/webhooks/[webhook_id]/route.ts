import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { updateWebhookInput, webhookSchema } from '@/server/services/webhooks/schema';
import { getWebhook, updateWebhook } from '@/server/services/webhooks/service';

const params = { webhook_id: 'Webhook id' };

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_webhooks',
      doc: {
        summary: 'Get a webhook',
        description: 'The webhook itself, without its secret (`secret_prefix` only).',
        tag: 'Webhooks',
        response: webhookSchema,
        errors: ['not_found'],
        params,
      },
    },
    ({ db, actor, params }) => getWebhook(db, actor, params.webhook_id),
  ),
  PATCH: apiRoute(
    {
      permission: 'can_write_webhooks',
      body: updateWebhookInput,
      doc: {
        summary: 'Update a webhook',
        description: 'Changes only the fields sent: name, url (checked as on create), subscribed_events, is_active. An inactive webhook receives no new events.',
        tag: 'Webhooks',
        response: webhookSchema,
        errors: ['invalid_json', 'payload_too_large', 'validation_error', 'not_found'],
        params,
      },
    },
    ({ db, actor, params, body }) => updateWebhook(db, actor, params.webhook_id, body),
  ),
});
