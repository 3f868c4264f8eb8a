import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { archivedAgentSchema } from '@/server/services/agents/archive-schema';
import { archiveAgent } from '@/server/services/agents/archive';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: apiRoute(
    {
      permission: 'can_write_agents',
      doc: {
        summary: 'Archive an agent',
        description:
          'The agent leaves `GET /api/v1/agents` and places no new calls (`POST /api/v1/calls` answers 409 `agent_archived`); its calls and their history stay. ' +
          'Its running or scheduled campaigns are paused (`paused_campaign_ids`) and cannot start or resume while it is archived. ' +
          'Owners and admins may archive any agent of the account, members the agents they created or of their teams. Archiving an archived agent changes nothing.',
        tag: 'Agents',
        response: archivedAgentSchema,
        errors: ['agent_not_found'],
        params: { id: 'The agent id.' },
      },
    },
    ({ db, actor, params }) => archiveAgent(db, actor, params.id),
  ),
});
