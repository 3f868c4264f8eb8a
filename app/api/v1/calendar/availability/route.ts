import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { availabilityQuery, availabilityResponse } from '@/server/services/calendar/schema';
import { getAvailability } from '@/server/services/calendar/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_calendar',
      query: availabilityQuery,
      queryErrorCode: 'invalid_parameter_format',
      doc: {
        summary: 'Free time slots',
        description:
          'The key user\'s free slots: inside both their schedule and the business hours, stepping by duration from the ' +
          'start of each working interval, at least the minimum notice from now, and clear of scheduled or confirmed ' +
          'events widened by the business buffer. Slot starts fall within the whole days start_date..end_date in timezone.',
        tag: 'Calendar',
        response: availabilityResponse,
        errors: ['invalid_parameter_format', 'invalid_duration'],
      },
    },
    ({ db, actor, query }) => getAvailability(db, actor, query),
  ),
});
