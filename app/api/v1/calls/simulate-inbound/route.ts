import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { servedWhen } from '@/server/http/served-when';
import { callSchema, simulateInboundInput } from '@/server/services/calls/schema';
import { inboundSimulationAvailable, simulateInboundCall } from '@/server/services/simulator/service';

export const { GET, POST, PUT, PATCH, DELETE } = servedWhen(inboundSimulationAvailable, methods({
  POST: apiRoute(
    {
      permission: 'can_initiate_calls',
      body: simulateInboundInput,
      status: 201,
      doc: {
        summary: 'Simulate an inbound call',
        description:
          'Exists only while the simulator is the voice provider (otherwise 404 not_found, like any unknown path). A caller at `from` ' +
          "calls the number of an inbound agent: the call is recorded like a real inbound call (type `inbound`, status `ringing`, the " +
          "caller's contact found by number or saved as \"Unknown caller\" unless the agent says not to, the variables, the hold of " +
          'its funds) and the simulator answers and plays it; its webhooks carry `type: "inbound"`. Needs one minute of free funds ' +
          'and a free slot under the live-call cap, as a placed call does.',
        tag: 'Calls',
        response: callSchema,
        errors: [
          'invalid_json', 'validation_error', 'missing_agent_id', 'missing_parameter', 'invalid_phone_number', 'agent_not_found',
          'agent_not_inbound', 'no_phone_number', 'insufficient_funds', 'live_call_limit',
        ],
      },
    },
    ({ db, actor, body }) => simulateInboundCall(db, actor, body),
  ),
}));
