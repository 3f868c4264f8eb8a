import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { redeliver } from '@/server/services/webhooks/deliveries';
import { queuedDeliverySchema } from '@/server/services/webhooks/schema';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: apiRoute(
    {
      permission: 'can_write_webhooks',
      doc: {
        summary: 'Redeliver',
        description:
          'Starts a new attempt cycle on the delivery, whatever its status: the same id and body, attempted now and retried after 1, 5 and 30 minutes. Earlier attempts stay in the log.',
        tag: 'Webhooks',
        response: queuedDeliverySchema,
        errors: ['not_found', 'webhook_inactive'],
        params: { webhook_id: 'Webhook id', delivery_id: 'Delivery id (UUID)' },
      },
    },
    ({ db, actor, params }) => redeliver(db, actor, params.webhook_id, params.delivery_id),
  ),
});
