import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { recipientsCsv } from '@/server/services/campaigns/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_calls',
      doc: {
        summary: "Download a campaign's recipients as CSV",
        description:
          'text/csv, one row per recipient (contact_id, phone_number, status, attempts, last_call_id, next_attempt_at, ' +
          'ended_reason, wait_reason); phone_number is written in the international format (+1 415 555 0123; without the spaces it is E.164) and is empty for a contact the key’s user cannot see. Any other cell starting with =, +, -, @, tab or carriage return gets a leading apostrophe.',
        tag: 'Campaigns',
        errors: ['not_found'],
        params: { id: 'The campaign id.' },
      },
    },
    async ({ db, actor, params }) =>
      new Response(await recipientsCsv(db, actor, params.id), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="campaign-${params.id.replace(/\D/g, '')}-recipients.csv"`,
          'Cache-Control': 'no-store',
        },
      }),
  ),
});
