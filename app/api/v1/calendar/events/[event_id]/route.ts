import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { eventSchema } from '@/server/services/calendar/schema';
import { getEvent } from '@/server/services/calendar/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_calendar',
      doc: {
        summary: 'Get a calendar event',
        tag: 'Calendar',
        response: eventSchema,
        errors: ['not_found'],
        params: { event_id: 'the event\'s integer id or its UUID' },
      },
    },
    ({ db, actor, params }) => getEvent(db, actor, params.event_id),
  ),
});
