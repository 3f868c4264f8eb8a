import { calendarPush } from '@/server/http/calendar-integration';
import { publicRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: publicRoute(
    async ({ req }) => calendarPush(req, 'google'),
    {
      status: 202,
      doc: {
        summary: 'Google Calendar push (watch channels)',
        description: "Public: Google's channel notifications (X-Goog-Channel-ID, X-Goog-Channel-Token, X-Goog-Resource-State). Trusted only for a channel this server opened whose token it carries; it brings that connection's sync forward (what changed is read from Google). 202, or 401 invalid_push.",
        tag: 'Linked calendars',
        errors: ['invalid_push', 'payload_too_large'],
      },
    },
  ),
});
