import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { contactSchema } from '@/server/services/contacts/schema';
import { parsePathId } from '@/server/lib/ids';
import { getContact } from '@/server/services/contacts/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_contacts',
      doc: {
        summary: 'Get a contact',
        description: 'The full contact with its phone numbers (each with its id), tag names and both contexts.',
        tag: 'Contacts',
        response: contactSchema,
        errors: ['not_found'],
        params: { contact_id: 'Contact id' },
      },
    },
    ({ db, actor, params }) => getContact(db, actor, parsePathId(params.contact_id, 'Contact')),
  ),
});
