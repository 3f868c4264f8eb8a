import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { contactConfirmationSchema, createContactInput } from '@/server/services/contacts/schema';
import { createContact } from '@/server/services/contacts/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: apiRoute(
    {
      permission: 'can_read_contacts',
      body: createContactInput,
      status: 201,
      doc: {
        summary: 'Create a contact',
        description:
          'Phone numbers are normalised to E.164 in the contact\'s country (default US); the first becomes primary unless one says `primary: true`. Unknown tags are created. The contact is owned by the key\'s user.',
        tag: 'Contacts',
        response: contactConfirmationSchema,
        errors: ['invalid_json', 'payload_too_large', 'missing_first_name', 'validation_error', 'team_not_found', 'team_access_denied'],
      },
    },
    ({ db, actor, body }) => createContact(db, actor, body),
  ),
});
