import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { parsePathId } from '@/server/lib/ids';
import { reconnectAnswerSchema } from '@/server/services/calendar/linked/schema';
import { reconnect } from '@/server/services/calendar/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: apiRoute(
    {
      permission: 'can_write_calendar',
      doc: {
        summary: 'Reconnect an OAuth calendar',
        description: 'A new `authorization_url` for a Google, Outlook or HighLevel connection (its calendars and toggles are kept). A CalDAV or token connection is relinked with POST /calendar/connections.',
        tag: 'Linked calendars',
        response: reconnectAnswerSchema,
        errors: ['not_found', 'calendar_provider_not_configured'],
        params: { connection_id: 'Calendar connection id' },
      },
    },
    ({ db, actor, params }) => reconnect(db, actor, parsePathId(params.connection_id, 'Calendar connection')),
  ),
});
