import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { sendTestDelivery } from '@/server/services/webhooks/deliveries';
import { queuedDeliverySchema } from '@/server/services/webhooks/schema';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: apiRoute(
    {
      permission: 'can_write_webhooks',
      doc: {
        summary: 'Send a test event',
        description:
          'Queues a signed `webhook.test` event (payload: event_type, test: true, webhook, message, timestamp) as a real delivery, attempted at once and retried like any other.',
        tag: 'Webhooks',
        response: queuedDeliverySchema,
        errors: ['not_found', 'webhook_inactive'],
        params: { webhook_id: 'Webhook id' },
      },
    },
    ({ db, actor, params }) => sendTestDelivery(db, actor, params.webhook_id),
  ),
});
