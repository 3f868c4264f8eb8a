import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { callComplianceQuery, callComplianceSchema } from '@/server/services/compliance/compliance-record-schema';
import { getCallCompliance } from '@/server/services/calls/compliance-record-read';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_calls',
      query: callComplianceQuery,
      queryErrorCode: 'invalid_parameter',
      doc: {
        summary: "Get a call's compliance record",
        description:
          'Why the call was dialed, held or canceled, as decided and frozen at that moment: the callee\'s zones and local time, ' +
          'jurisdictions, calling windows, holidays, dials in 24 hours against the cap, do-not-call, consent, destination, ' +
          'disclosures and the blocks. Every decision about a call (its placement, and each time its dial judged it) writes ' +
          'one record that is never changed; this answers the latest, and with `all=true` `{ call_id, records }` with every ' +
          'one, oldest first.',
        tag: 'Compliance',
        response: callComplianceSchema,
        errors: ['not_found', 'invalid_parameter'],
        params: { call_id: 'The call record id (integer) or its call_id string.' },
      },
    },
    ({ db, actor, params, query }) => getCallCompliance(db, actor, params.call_id, query),
  ),
});
