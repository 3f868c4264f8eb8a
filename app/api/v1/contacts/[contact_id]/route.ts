import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { deletedContactSchema } from '@/server/services/contacts/bulk-schema';
import { contactSchema } from '@/server/services/contacts/schema';
import { parsePathId } from '@/server/lib/ids';
import { deleteContact, getContact } from '@/server/services/contacts/service';

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
  DELETE: apiRoute(
    {
      permission: 'can_write_contacts',
      doc: {
        summary: 'Delete a contact',
        description:
          "Removes the contact with its phone numbers and tags. Its calls stay in the history without the contact's name, email and template values.",
        tag: 'Contacts',
        response: deletedContactSchema,
        errors: ['not_found'],
        params: { contact_id: 'Contact id' },
      },
    },
    ({ db, actor, params }) => deleteContact(db, actor, parsePathId(params.contact_id, 'Contact')),
  ),
});
