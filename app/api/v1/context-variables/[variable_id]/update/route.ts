import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { parsePathId } from '@/server/lib/ids';
import { updateVariableInput, variableConfirmationSchema } from '@/server/services/context-variables/schema';
import { updateVariable } from '@/server/services/context-variables/service';

const update = apiRoute(
  {
    permission: 'can_write_contacts',
    body: updateVariableInput,
    doc: {
      summary: 'Update a context variable definition',
      description:
        'PUT and PATCH both change only the fields sent (display_name, description, variable_type, select_options). name and context_type are immutable: the current value is accepted, another is a validation_error. Owners and admins only: the key of a member answers 403 permission_denied whatever its permissions.',
      tag: 'Context variables',
      response: variableConfirmationSchema,
      errors: ['invalid_json', 'payload_too_large', 'validation_error', 'not_found', 'update_not_allowed'],
      params: { variable_id: 'Definition id' },
    },
  },
  ({ db, actor, params, body }) => updateVariable(db, actor, parsePathId(params.variable_id, 'Context variable'), body),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ PUT: update, PATCH: update });
