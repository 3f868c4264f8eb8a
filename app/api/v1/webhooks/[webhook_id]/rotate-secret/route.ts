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
          'Issues a new secret, shown only in this answer. The secret it replaces keeps signing for 24 hours, and so does every secret rotated out before it, each until its own expiry: deliveries carry one signature per signing secret, `X-Klen-Signature` the hex values separated by commas (newest first), `webhook-signature` the `v1,` entries separated by spaces. At most five secrets sign at once; a sixth rotation answers 409 `secret_limit_reached` until the oldest expires.',
        tag: 'Webhooks',
        response: rotatedSecretSchema,
        errors: ['not_found', 'secret_limit_reached'],
        params: { webhook_id: 'Webhook id' },
      },
    },
    ({ db, actor, params }) => rotateWebhookSecret(db, actor, params.webhook_id),
  ),
});
