import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { parsePathId } from '@/server/lib/ids';
import { agentTestRunResponseSchema, runAgentTestsBody } from '@/server/services/agent-tests/schema';
import { requestAgentTestRun } from '@/server/services/agent-tests/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: apiRoute(
    {
      permission: 'can_write_agents',
      body: runAgentTestsBody,
      status: 202,
      doc: {
        summary: "Run an agent's tests",
        description:
          'Runs the named tests (default all of the agent\'s; an id that is not one of the agent\'s tests answers 404 not_found) in a durable job and answers the run at once (`running`). Each test is a ' +
          "text conversation with the agent's own brain; its tools run for real in a sandbox that is rolled back, so nothing a test " +
          'does remains (no booking, opt-out, consent, event, webhook, message or charge). Follow it with GET /api/v1/test-runs/{id}.',
        tag: 'Agent tests',
        response: agentTestRunResponseSchema,
        errors: ['invalid_json', 'payload_too_large', 'validation_error', 'not_found'],
        params: { id: "The agent's database id" },
      },
    },
    ({ db, actor, params, body }) => requestAgentTestRun(db, actor, parsePathId(params.id, 'Agent'), body ?? {}),
  ),
});
