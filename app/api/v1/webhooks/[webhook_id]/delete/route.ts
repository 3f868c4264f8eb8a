import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { messageSchema } from '@/server/services/webhooks/schema';
import { deleteWebhook } from '@/server/services/webhooks/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: apiRoute(
    {
      permission: 'can_write_webhooks',
      doc: {
        summary: 'Delete a webhook',
        description: 'Deletes the webhook with its delivery log; pending deliveries are dropped.',
        tag: 'Webhooks',
        response: messageSchema,
        errors: ['not_found'],
        params: { webhook_id: 'Webhook id' },
      },
    },
    ({ db, actor, params }) => deleteWebhook(db, actor, params.webhook_id),
  ),
});
