import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { callSchema } from '@/server/services/calls/schema';
import { cancelCall } from '@/server/services/calls/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: apiRoute(
    {
      permission: 'can_initiate_calls',
      doc: {
        summary: 'Cancel a call',
        description:
          'A scheduled call, or a queued call not yet handed to the provider, ends `canceled` (ended_reason `canceled`); its ' +
          'later attempts still waiting are canceled with it. Any other status answers 409 call_not_cancelable.',
        tag: 'Calls',
        response: callSchema,
        errors: ['not_found', 'call_not_cancelable'],
        params: { call_id: 'The call record id (integer) or its call_id string.' },
      },
    },
    ({ db, actor, params }) => cancelCall(db, actor, params.call_id),
  ),
});
