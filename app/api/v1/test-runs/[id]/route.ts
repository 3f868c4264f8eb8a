import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { parsePathId } from '@/server/lib/ids';
import { agentTestRunResponseSchema } from '@/server/services/agent-tests/schema';
import { getAgentTestRun } from '@/server/services/agent-tests/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_agents',
      doc: {
        summary: 'Get a test run',
        description:
          'A run\'s progress and verdicts: `running`, then `passed`, `failed` (an expectation failed: each result says which, in words) ' +
          'or `error` (the model endpoint timed out or refused: `error` says why). Each result holds the transcript beside the effects.',
        tag: 'Agent tests',
        response: agentTestRunResponseSchema,
        errors: ['not_found'],
        params: { id: 'Test run id' },
      },
    },
    ({ db, actor, params }) => getAgentTestRun(db, actor, parsePathId(params.id, 'Test run')),
  ),
});
