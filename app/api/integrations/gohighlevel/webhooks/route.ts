import { calendarPush } from '@/server/http/calendar-integration';
import { publicRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: publicRoute(
    async ({ req }) => calendarPush(req, 'gohighlevel'),
    {
      status: 202,
      doc: {
        summary: 'HighLevel appointment webhooks',
        description: "Public: AppointmentCreate, AppointmentUpdate and AppointmentDelete from HighLevel's app, checked by signature (x-ghl-signature Ed25519, or x-wh-signature RSA-SHA256) over the exact body; they bring the location's connections' sync forward. 202, or 401 invalid_push.",
        tag: 'Linked calendars',
        errors: ['invalid_push', 'payload_too_large'],
      },
    },
  ),
});
