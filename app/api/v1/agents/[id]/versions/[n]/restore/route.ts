import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { agentResourceSchema } from '@/server/services/agents/schema';
import { toAgentResource } from '@/server/services/agents/service';
import { restoreAgentVersionJudged } from '@/server/services/agent-changes/judged-edit';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: apiRoute(
    {
      permission: 'can_write_agents',
      doc: {
        summary: 'Restore a version of an agent',
        description:
          'The agent says and does again what version `n` held: a new version (its `restored_from` is n) is made, the history ' +
          'stays as it was. It is an update like PATCH: the same keys may do it, and with Vapi or Retell the provider is told ' +
          'first (502 `provider_unavailable` and nothing changes if it refuses). Restoring what the agent already holds changes ' +
          'nothing. An unknown version is 404 `not_found`.',
        tag: 'Agents',
        response: agentResourceSchema,
        errors: ['agent_not_found', 'not_found', 'validation_error', 'provider_unavailable', 'tests_failed'],
        params: { id: "The agent's database id, or its assistant_id", n: 'The version to restore' },
      },
    },
    async ({ db, actor, params }) =>
      toAgentResource(await restoreAgentVersionJudged(db, actor, params.id, /^\d{1,9}$/.test(params.n) ? Number(params.n) : 0)),
  ),
});
