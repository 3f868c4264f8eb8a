import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { agentListSchema } from '@/server/services/agents/schema';
import { JsonText } from '@/server/http/render';
import { agentListForKey } from '@/server/services/agents/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_agents',
      preload: agentListForKey,
      doc: {
        summary: 'List agents',
        description: 'Agents created by the user, agents of teams the user can access, and agents visible through a partnership.',
        tag: 'Agents',
        response: agentListSchema,
      },
    },
    async ({ preloaded }) => new JsonText(`{"agents":${String(preloaded)}}`),
  ),
});
