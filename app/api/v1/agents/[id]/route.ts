import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { agentResourceSchema, updateAgentBody } from '@/server/services/agents/schema';
import { editAgent } from '@/server/services/agent-changes/judged-edit';
import { getVisibleAgentOrThrow, toAgentResource } from '@/server/services/agents/service';

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
          '`permission_denied`). `provider` is chosen when the agent is created: an update may repeat it, and another one is 400 ' +
          '`validation_error`. With Vapi or Retell the assistant\'s changed fields are sent to the provider first; if it refuses ' +
          'or cannot be reached the answer is 502 `provider_unavailable` and nothing changes. With `require_passing_tests` on (before or ' +
          'after the edit), a change of what the agent says or does is first judged by the agent\'s conversation tests: unless all ' +
          'pass, 409 `tests_failed` with the `run`, and nothing changes.',
        tag: 'Agents',
        response: agentResourceSchema,
        errors: ['invalid_json', 'payload_too_large', 'validation_error', 'agent_not_found', 'team_not_found', 'provider_unavailable', 'tests_failed'],
        params,
      },
    },
    async ({ db, actor, params, body }) => toAgentResource(await editAgent(db, actor, params.id, body)),
  ),
});
