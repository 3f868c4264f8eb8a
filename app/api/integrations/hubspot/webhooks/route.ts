import { crmWebhook } from '@/server/http/crm-integration';
import { publicRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: publicRoute(
    async ({ req }) => crmWebhook(req, 'hubspot'),
    {
      status: 202,
      doc: {
        summary: 'HubSpot contact webhooks',
        description: "Public: contact.creation, contact.propertyChange and contact.deletion from HubSpot's app, checked by X-HubSpot-Signature-v3 (base64 HMAC-SHA256 with the app's client secret over method, URI, body and X-HubSpot-Request-Timestamp, within five minutes). 202, or 401 invalid_crm_webhook with nothing written.",
        tag: 'CRM',
        errors: ['invalid_crm_webhook', 'payload_too_large'],
      },
    },
  ),
});
