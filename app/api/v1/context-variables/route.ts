import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { listVariablesQuery, variableListSchema } from '@/server/services/context-variables/schema';
import { listVariables } from '@/server/services/context-variables/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_contacts',
      query: listVariablesQuery,
      doc: {
        summary: 'List context variable definitions',
        description: 'The system defaults (is_default true) first, then the account\'s own; `context_type` filters.',
        tag: 'Context variables',
        response: variableListSchema,
        errors: ['validation_error'],
      },
    },
    ({ db, actor, query }) => listVariables(db, actor, query),
  ),
});
