import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { parsePathId } from '@/server/lib/ids';
import { contactExportSchema } from '@/server/services/privacy/schema';
import { exportContact } from '@/server/services/privacy/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_contacts',
      doc: {
        summary: "Export everything about a contact",
        description:
          'Everything stored about the person, as one JSON document: the contact with its numbers and variables, the consents and do-not-call entries of its numbers, its calls with transcripts, summaries and recordings, the messages to and from it, and the bookings made with it. Each export is written to the audit log.',
        tag: 'Contacts',
        response: contactExportSchema,
        errors: ['not_found'],
        params: { contact_id: 'Contact id' },
      },
    },
    ({ db, actor, params }) => exportContact(db, actor, parsePathId(params.contact_id, 'Contact')),
  ),
});
