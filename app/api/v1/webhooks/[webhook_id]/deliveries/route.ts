import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { listDeliveries } from '@/server/services/webhooks/deliveries';
import { deliveryListSchema, listDeliveriesQuery } from '@/server/services/webhooks/schema';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_webhooks',
      query: listDeliveriesQuery,
      queryErrorCode: 'validation_error',
      doc: {
        summary: 'List a webhook\'s deliveries',
        description: 'Newest first, paged (`page`, `limit`), optionally by `status` (pending, succeeded, failed). Each delivery keeps its id across its attempts.',
        tag: 'Webhooks',
        response: deliveryListSchema,
        errors: ['validation_error', 'not_found'],
        params: { webhook_id: 'Webhook id' },
      },
    },
    ({ db, actor, params, query }) => listDeliveries(db, actor, params.webhook_id, query),
  ),
});
