import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { pageQuery } from '@/server/services/calls/schema';
import { doNotCallChangeListSchema } from '@/server/services/compliance/do-not-call-schema';
import { listDoNotCallChanges } from '@/server/services/compliance/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_initiate_calls',
      query: pageQuery,
      queryErrorCode: 'invalid_parameter',
      doc: {
        summary: 'List changes to the do-not-call list',
        description:
          "Every number added or removed, newest first: who (user and key), through which door (`api`, `dashboard`, `operator`), when and why. Owners and admins only: a member's key answers 403 permission_denied.",
        tag: 'Calls',
        response: doNotCallChangeListSchema,
        errors: ['invalid_parameter'],
      },
    },
    ({ db, actor, query }) => listDoNotCallChanges(db, actor, query),
  ),
});
