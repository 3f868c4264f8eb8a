import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { agentResourceSchema, updateAgentBody } from '@/server/services/agents/schema';
import { getVisibleAgentOrThrow, toAgentResource, updateAgent } from '@/server/services/agents/service';

const params = { id: 'The agent\'s database id, or its assistant_id' };

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_agents',
      doc: {
        summary: 'Get an agent',
        description: 'One agent the key can see (as in the list), with its instructions, first message, tools, analysis and inbound options.',
        tag: 'Agents',
        response: agentResourceSchema,
        errors: ['agent_not_found'],
        params,
      },
    },
    async ({ db, actor, params }) => toAgentResource(await getVisibleAgentOrThrow(db, actor, params.id)),
  ),
  PATCH: apiRoute(
    {
      permission: 'can_write_agents',
      body: updateAgentBody,
      doc: {
        summary: 'Update an agent',
        description:
          'Changes only the fields sent. Agents of the key\'s own account only: owners and admins edit any, members their own and ' +
          'their teams\'; `purpose` (of the agent\'s assistant calls) is the owners\' and admins\' to change (403 ' +
          '`permission_denied`). With Vapi the assistant\'s changed fields are sent to Vapi first; if Vapi refuses or cannot be ' +
          'reached the answer is 502 `provider_unavailable` and nothing changes.',
        tag: 'Agents',
        response: agentResourceSchema,
        errors: ['invalid_json', 'payload_too_large', 'validation_error', 'agent_not_found', 'team_not_found', 'provider_unavailable'],
        params,
      },
    },
    async ({ db, actor, params, body }) => toAgentResource(await updateAgent(db, actor, params.id, body)),
  ),
});
