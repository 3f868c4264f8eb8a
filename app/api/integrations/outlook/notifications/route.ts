import { calendarPush } from '@/server/http/calendar-integration';
import { publicRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: publicRoute(
    async ({ req }) => calendarPush(req, 'outlook'),
    {
      status: 202,
      doc: {
        summary: 'Microsoft Graph change notifications',
        description: "Public: Answers a subscription's validationToken handshake with the token as text/plain; otherwise Graph's notifications, trusted only for a subscription this server made whose clientState they carry. 202, or 401 invalid_push.",
        tag: 'Linked calendars',
        errors: ['invalid_push', 'payload_too_large'],
      },
    },
  ),
});
