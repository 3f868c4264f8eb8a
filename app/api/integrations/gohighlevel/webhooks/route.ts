import { calendarPush } from '@/server/http/calendar-integration';
import { crmWebhook, isHighLevelContactEvent } from '@/server/http/crm-integration';
import { readBodyText } from '@/server/http/body';
import { publicRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: publicRoute(
    async ({ req }) => {
      const raw = await readBodyText(req.clone());
      return isHighLevelContactEvent(raw) ? crmWebhook(req, 'gohighlevel', raw) : calendarPush(req, 'gohighlevel');
    },
    {
      status: 202,
      doc: {
        summary: 'HighLevel webhooks',
        description: "Public, checked by signature (x-ghl-signature Ed25519, or x-wh-signature RSA-SHA256) over the exact body. AppointmentCreate, AppointmentUpdate and AppointmentDelete bring the location's calendar connections' sync forward (401 invalid_push when refused). ContactCreate, ContactUpdate, ContactDndUpdate and ContactDelete are applied to the location's CRM connection, a do-not-disturb on calls or texts reaching the do-not-call list at once; their `timestamp` must be within five minutes and their `webhookId` new (401 invalid_crm_webhook, nothing written).",
        tag: 'Linked calendars',
        errors: ['invalid_push', 'invalid_crm_webhook', 'payload_too_large'],
      },
    },
  ),
});
