import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { listAgents } from '@/server/services/agents/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute({ permission: 'can_read_agents' }, ({ db, actor }) => listAgents(db, actor)),
});
