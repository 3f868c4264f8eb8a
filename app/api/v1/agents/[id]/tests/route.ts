import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { parsePathId } from '@/server/lib/ids';
import { agentTestListSchema, agentTestResponseSchema, createAgentTestBody } from '@/server/services/agent-tests/schema';
import { createAgentTest, listAgentTests } from '@/server/services/agent-tests/service';

const params = { id: "The agent's database id" };

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_agents',
      doc: {
        summary: "List an agent's tests",
        description: "The agent's conversation tests, oldest first. Another account's agent answers 404 not_found.",
        tag: 'Agent tests',
        response: agentTestListSchema,
        errors: ['not_found'],
        params,
      },
    },
    ({ db, actor, params }) => listAgentTests(db, actor, parsePathId(params.id, 'Agent')),
  ),
  POST: apiRoute(
    {
      permission: 'can_write_agents',
      body: createAgentTestBody,
      status: 201,
      doc: {
        summary: 'Add a test to an agent',
        description:
          'A conversation test: the caller (fixed `lines`, or a `persona` with a `goal` and `max_turns` played by a model), an ' +
          'optional test contact, and what to expect of what the conversation does (booked, opted_out, transferred, variables) and ' +
          'says (said, not_said, max_turns). Run it with POST /api/v1/agents/{id}/tests/run.',
        tag: 'Agent tests',
        response: agentTestResponseSchema,
        errors: ['invalid_json', 'payload_too_large', 'validation_error', 'not_found'],
        params,
      },
    },
    ({ db, actor, params, body }) => createAgentTest(db, actor, parsePathId(params.id, 'Agent'), body),
  ),
});
