import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { createVariableInput, variableConfirmationSchema } from '@/server/services/context-variables/schema';
import { createVariable } from '@/server/services/context-variables/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: apiRoute(
    {
      permission: 'can_write_contacts',
      body: createVariableInput,
      status: 201,
      doc: {
        summary: 'Create a context variable definition',
        description: 'Names are unique per account within a context_type, system defaults included. Select variables need select_options. Owners and admins only: the key of a member answers 403 permission_denied whatever its permissions.',
        tag: 'Context variables',
        response: variableConfirmationSchema,
        errors: ['invalid_json', 'payload_too_large', 'missing_parameter', 'validation_error', 'duplicate_variable'],
      },
    },
    ({ db, actor, body }) => createVariable(db, actor, body),
  ),
});
