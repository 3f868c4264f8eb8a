import type { ErrorCode } from '@/server/errors';
import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { patchEventInput, replaceEventInput, updateEventResponse } from '@/server/services/calendar/schema';
import { patchEvent, replaceEvent } from '@/server/services/calendar/service';

const errors: ErrorCode[] = ['invalid_json', 'validation_error', 'invalid_datetime_format', 'invalid_time_range', 'not_found', 'agent_not_found', 'team_not_found', 'slot_unavailable'];
const params = { event_id: 'the event\'s integer id or its UUID' };

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  PUT: apiRoute(
    {
      permission: 'can_write_calendar',
      body: replaceEventInput,
      doc: {
        summary: 'Replace a calendar event',
        description: 'title, start_time and end_time are required; every omitted field returns to its default. Records calendar.updated, calendar.cancelled or calendar.completed.',
        tag: 'Calendar',
        response: updateEventResponse,
        errors: ['missing_parameter', ...errors],
        params,
      },
    },
    ({ db, actor, params: p, body }) => replaceEvent(db, actor, p.event_id, body),
  ),
  PATCH: apiRoute(
    {
      permission: 'can_write_calendar',
      body: patchEventInput,
      doc: {
        summary: 'Update fields of a calendar event',
        description: 'Only the fields sent change; null returns a field to its default. Records calendar.updated, calendar.cancelled or calendar.completed.',
        tag: 'Calendar',
        response: updateEventResponse,
        errors,
        params,
      },
    },
    ({ db, actor, params: p, body }) => patchEvent(db, actor, p.event_id, body),
  ),
});
