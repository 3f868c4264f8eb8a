import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { agentVersionListSchema } from '@/server/services/agents/version-schema';
import { listAgentVersions } from '@/server/services/agents/versions';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_agents',
      doc: {
        summary: "List an agent's versions",
        description:
          'Every version of what the agent says and does (instructions, first message, tools, voice, model, analysis), newest first. ' +
          'An update that changes one of them makes the next version; one that changes only the name, role, numbers, team or ' +
          'other options makes none. Calls record the version they were placed with (`agent_version`). Versions never change.',
        tag: 'Agents',
        response: agentVersionListSchema,
        errors: ['agent_not_found'],
        params: { id: "The agent's database id, or its assistant_id" },
      },
    },
    ({ db, actor, params }) => listAgentVersions(db, actor, params.id),
  ),
});
