import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { archivedAgentSchema } from '@/server/services/agents/archive-schema';
import { unarchiveAgent } from '@/server/services/agents/archive';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: apiRoute(
    {
      permission: 'can_write_agents',
      doc: {
        summary: 'Unarchive an agent',
        description:
          'The agent is listed again and can place calls. Campaigns paused by archiving stay paused until resumed. Unarchiving an active agent changes nothing. Archived agents do not count against MAX_AGENTS_PER_ACCOUNT, so an ' +
          'account at its cap gets 409 agent_limit_reached.',
        tag: 'Agents',
        response: archivedAgentSchema,
        errors: ['agent_not_found', 'agent_limit_reached'],
        params: { id: 'The agent id.' },
      },
    },
    ({ db, actor, params }) => unarchiveAgent(db, actor, params.id),
  ),
});
