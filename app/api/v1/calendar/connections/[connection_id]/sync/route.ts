import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { parsePathId } from '@/server/lib/ids';
import { syncAnswerSchema } from '@/server/services/calendar/linked/schema';
import { syncNow } from '@/server/services/calendar/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: apiRoute(
    {
      permission: 'can_write_calendar',
      doc: {
        summary: 'Sync a linked calendar now',
        description: "Reads the connection's calendars now (incremental where the provider allows) and answers how it went; a sync already under way is not doubled.",
        tag: 'Linked calendars',
        response: syncAnswerSchema,
        errors: ['not_found', 'calendar_connection_not_active'],
        params: { connection_id: 'Calendar connection id' },
      },
    },
    ({ db, actor, params }) => syncNow(db, actor, parsePathId(params.connection_id, 'Calendar connection')),
  ),
});
