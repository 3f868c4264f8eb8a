import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { parsePathId } from '@/server/lib/ids';
import { erasureResponseSchema } from '@/server/services/privacy/schema';
import { requestErasure } from '@/server/services/privacy/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: apiRoute(
    {
      permission: 'can_write_contacts',
      status: 202,
      doc: {
        summary: 'Erase a contact',
        description:
          "Owners and admins only. Removes the person everywhere their data lives (the contact, its numbers and variables, its calls' content, messages, bookings' customer fields, events and webhook deliveries that carried them, imports under way whose file holds them) in a durable job, and answers its erasure at once. Their numbers stay on the do-not-call list as keyed hashes, so they are never called or texted again; consents and calls keep their facts and times under those hashes. While a call with the person is live, the erasure waits (`waiting_for_call`). Asking again answers the same erasure. Follow it with GET /api/v1/erasures/{id}.",
        tag: 'Contacts',
        response: erasureResponseSchema,
        errors: ['not_found'],
        params: { contact_id: 'Contact id' },
      },
    },
    ({ db, actor, params }) => requestErasure(db, actor, parsePathId(params.contact_id, 'Contact')),
  ),
});
