import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { doNotCallRemovedSchema } from '@/server/services/calls/schema';
import { removeDoNotCall } from '@/server/services/calls/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  DELETE: apiRoute(
    {
      permission: 'can_initiate_calls',
      doc: {
        summary: 'Remove a number from the do-not-call list',
        tag: 'Calls',
        response: doNotCallRemovedSchema,
        errors: ['not_found'],
        params: { number: 'The number, E.164 (URL-encode the +: %2B14155550123).' },
      },
    },
    ({ db, actor, params }) => removeDoNotCall(db, actor, params.number),
  ),
});
