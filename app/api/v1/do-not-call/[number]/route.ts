import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { doNotCallRemovedSchema, removeDoNotCallInput } from '@/server/services/compliance/do-not-call-schema';
import { removeDoNotCall } from '@/server/services/compliance/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  DELETE: apiRoute(
    {
      permission: 'can_initiate_calls',
      query: removeDoNotCallInput,
      doc: {
        summary: 'Remove a number from the do-not-call list',
        description:
          "Owners and admins only: a member's key answers 403 permission_denied whatever its permissions. The removal, its author and the optional `reason` are kept in the change log (GET /api/v1/do-not-call/changes).",
        tag: 'Calls',
        response: doNotCallRemovedSchema,
        errors: ['not_found', 'validation_error'],
        params: { number: 'The number, E.164 (URL-encode the +: %2B14155550123).' },
      },
    },
    ({ db, actor, params, query }) => removeDoNotCall(db, actor, params.number, query),
  ),
});
