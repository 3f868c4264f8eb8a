import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { callSchema } from '@/server/services/calls/schema';
import { getCall } from '@/server/services/calls/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_calls',
      doc: {
        summary: 'Get call',
        description: 'One call with its transcript, summary, recording, cost and outcome.',
        tag: 'Calls',
        response: callSchema,
        errors: ['not_found'],
        params: { call_id: 'The call record id (integer) or its call_id string.' },
      },
    },
    ({ db, actor, params }) => getCall(db, actor, params.call_id),
  ),
});
