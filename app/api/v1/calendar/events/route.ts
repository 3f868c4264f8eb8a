import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { eventListSchema, listEventsQuery } from '@/server/services/calendar/schema';
import { listEvents } from '@/server/services/calendar/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_calendar',
      query: listEventsQuery,
      queryErrorCode: 'invalid_parameter',
      doc: {
        summary: 'List calendar events',
        description:
          'Visible events that intersect the whole days start_date..end_date (inclusive) in timezone, ordered by start time ' +
          'then id, a page at a time.',
        tag: 'Calendar',
        response: eventListSchema,
        errors: ['invalid_parameter'],
      },
    },
    ({ db, actor, query }) => listEvents(db, actor, query),
  ),
});
