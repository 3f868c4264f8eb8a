import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { listWebhooksQuery, webhookListSchema } from '@/server/services/webhooks/schema';
import { listWebhooks } from '@/server/services/webhooks/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_webhooks',
      query: listWebhooksQuery,
      queryErrorCode: 'validation_error',
      doc: {
        summary: 'List webhooks',
        description: 'The account\'s webhooks, oldest first, paged (`page` ≥ 1, 1 ≤ `limit` ≤ 100, default 20). Secrets are never listed: `secret_prefix` tells them apart. Account owners and admins only.',
        tag: 'Webhooks',
        response: webhookListSchema,
        errors: ['validation_error'],
      },
    },
    ({ db, actor, query }) => listWebhooks(db, actor, query),
  ),
});
