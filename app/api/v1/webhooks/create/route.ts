import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { createdWebhookSchema, createWebhookInput } from '@/server/services/webhooks/schema';
import { createWebhook } from '@/server/services/webhooks/service';

// Also served at /api/v1/api/webhooks/create and /api/webhooks/create, the contract's other two paths.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: apiRoute(
    {
      permission: 'can_write_webhooks',
      body: createWebhookInput,
      status: 201,
      doc: {
        summary: 'Create a webhook',
        description:
          'Registers an https endpoint for the named events. The answer carries the signing secret (`whsec_` + base64 of 32 bytes), shown only here and on rotation. The host must resolve only to public addresses. Account owners and admins only; an account has at most 20 webhooks by default (`MAX_WEBHOOKS_PER_ACCOUNT`).',
        tag: 'Webhooks',
        response: createdWebhookSchema,
        errors: ['invalid_json', 'payload_too_large', 'validation_error', 'webhook_limit_reached'],
      },
    },
    ({ db, actor, body }) => createWebhook(db, actor, body),
  ),
});
