import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { rotatedSecretSchema } from '@/server/services/webhooks/schema';
import { rotateWebhookSecret } from '@/server/services/webhooks/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: apiRoute(
    {
      permission: 'can_write_webhooks',
      doc: {
        summary: 'Rotate a webhook secret',
        description:
          'Issues a new secret, shown only in this answer. For 24 hours deliveries carry signatures by both secrets: `X-Klen-Signature` holds the hex values separated by commas (new first), `webhook-signature` the `v1,` entries separated by spaces.',
        tag: 'Webhooks',
        response: rotatedSecretSchema,
        errors: ['not_found'],
        params: { webhook_id: 'Webhook id' },
      },
    },
    ({ db, actor, params }) => rotateWebhookSecret(db, actor, params.webhook_id),
  ),
});
