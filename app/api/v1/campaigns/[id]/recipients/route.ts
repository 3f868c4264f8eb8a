import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { listRecipientsQuery, recipientListSchema } from '@/server/services/campaigns/schema';
import { listRecipients } from '@/server/services/campaigns/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_calls',
      query: listRecipientsQuery,
      queryErrorCode: 'invalid_parameter',
      doc: {
        summary: "List a campaign's recipients",
        description: 'Recipients in audience order with their outcome, attempts, last call and next attempt; `status` filters.',
        tag: 'Campaigns',
        response: recipientListSchema,
        errors: ['not_found', 'invalid_parameter'],
        params: { id: 'The campaign id.' },
      },
    },
    ({ db, actor, params, query }) => listRecipients(db, actor, params.id, query),
  ),
});
