import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { messageSchema, setContextInput } from '@/server/services/context-variables/schema';
import { setBusinessContext } from '@/server/services/context-variables/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: apiRoute(
    {
      permission: 'can_write_contacts',
      body: setContextInput,
      doc: {
        summary: 'Set business context variables',
        description:
          'Values for the whole account. Default variables (name, phone, email, website, address, timezone, industry) set the business profile\'s fields. All or nothing. Owners and admins only: the key of a member answers 403 permission_denied whatever its permissions.',
        tag: 'Context variables',
        response: messageSchema,
        errors: ['invalid_json', 'payload_too_large', 'validation_error', 'invalid_value', 'undefined_variable'],
      },
    },
    ({ db, actor, body }) => setBusinessContext(db, actor, body),
  ),
});
