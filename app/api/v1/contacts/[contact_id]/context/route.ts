import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { parsePathId } from '@/server/lib/ids';
import { contactContextResponseSchema, setContextInput } from '@/server/services/context-variables/schema';
import { setContactContext } from '@/server/services/context-variables/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: apiRoute(
    {
      permission: 'can_write_contacts',
      body: setContextInput,
      doc: {
        summary: 'Set contact context variables',
        description:
          'Each value is checked against its definition; null removes the key. Default variables (first_name, ...) set the contact\'s own fields. All or nothing. With auto_create_variables, creating a new definition is for owners and admins only (403 permission_denied for the key of a member).',
        tag: 'Context variables',
        response: contactContextResponseSchema,
        errors: ['invalid_json', 'payload_too_large', 'validation_error', 'not_found', 'invalid_value', 'undefined_variable'],
        params: { contact_id: 'Contact id' },
      },
    },
    ({ db, actor, params, body }) => setContactContext(db, actor, parsePathId(params.contact_id, 'Contact'), body),
  ),
});
