import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { createEventInput, createEventResponse } from '@/server/services/calendar/schema';
import { createEvent } from '@/server/services/calendar/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: apiRoute(
    {
      permission: 'can_write_calendar',
      body: createEventInput,
      status: 201,
      doc: {
        summary: 'Create a calendar event',
        description:
          'Creates an event owned by the key\'s user. Datetimes are ISO 8601 with Z or an offset (none means UTC). ' +
          'With check_availability true, a time that overlaps a scheduled or confirmed event of the user (widened by the ' +
          'business buffer) is refused with 409 slot_unavailable. Records calendar.created and schedules calendar.reminder.',
        tag: 'Calendar',
        response: createEventResponse,
        errors: ['invalid_json', 'missing_parameter', 'validation_error', 'invalid_datetime_format', 'invalid_time_range', 'agent_not_found', 'team_not_found', 'slot_unavailable'],
      },
    },
    ({ db, actor, body }) => createEvent(db, actor, body),
  ),
});
