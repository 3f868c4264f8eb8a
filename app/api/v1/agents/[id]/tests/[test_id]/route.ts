import { z } from 'zod';
import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { parsePathId } from '@/server/lib/ids';
import { agentTestResponseSchema, updateAgentTestBody } from '@/server/services/agent-tests/schema';
import { deleteAgentTest, getAgentTest, updateAgentTest } from '@/server/services/agent-tests/service';

const params = { id: "The agent's database id", test_id: 'Test id' };
const ids = (p: Record<string, string>) => [parsePathId(p.id, 'Agent'), parsePathId(p.test_id, 'Test')] as const;

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_agents',
      doc: { summary: 'Get an agent test', description: "One of the agent's tests.", tag: 'Agent tests', response: agentTestResponseSchema, errors: ['not_found'], params },
    },
    ({ db, actor, params }) => getAgentTest(db, actor, ...ids(params)),
  ),
  PATCH: apiRoute(
    {
      permission: 'can_write_agents',
      body: updateAgentTestBody,
      doc: {
        summary: 'Update an agent test',
        description: 'Changes only the fields sent; `contact: null` removes the test contact. Runs already made keep their results.',
        tag: 'Agent tests',
        response: agentTestResponseSchema,
        errors: ['invalid_json', 'payload_too_large', 'validation_error', 'not_found'],
        params,
      },
    },
    ({ db, actor, params, body }) => updateAgentTest(db, actor, ...ids(params), body),
  ),
  DELETE: apiRoute(
    {
      permission: 'can_write_agents',
      doc: {
        summary: 'Delete an agent test',
        description: 'Removes the test; runs already made keep its result.',
        tag: 'Agent tests',
        response: z.object({ deleted: z.literal(true), id: z.number().int() }),
        errors: ['not_found'],
        params,
      },
    },
    ({ db, actor, params }) => deleteAgentTest(db, actor, ...ids(params)),
  ),
});
