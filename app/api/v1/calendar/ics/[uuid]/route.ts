import { getDb } from '@/server/db/client';
import { publicRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { eventIcs } from '@/server/services/calendar/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: publicRoute(
    async ({ params }) => {
      const { filename, body } = await eventIcs(await getDb(), params.uuid);
      return new Response(body, {
        headers: {
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': `attachment; filename="${filename}"`,
          'Cache-Control': 'no-store',
        },
      });
    },
    {
      doc: {
        summary: 'Download an event as iCalendar',
        description: 'Public: the event UUID is the secret. Answers text/calendar (RFC 5545).',
        tag: 'Calendar',
        errors: ['not_found'],
        params: { uuid: 'the event UUID' },
      },
    },
  ),
});
