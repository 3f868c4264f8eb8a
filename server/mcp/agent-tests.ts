import { z } from 'zod';
import { rowIdSchema } from '../lib/ids';
import { runAgentTestsBody } from '../services/agent-tests/schema';
import { getAgentTestRun, requestAgentTestRun } from '../services/agent-tests/service';
import { defineTool } from './tool';

/** A model that changed an agent runs its conversation tests and reads the verdicts, as over REST. */
export const runAgentTestsTool = defineTool({
  name: 'run_agent_tests',
  title: "Run an agent's tests",
  description:
    "Starts a run of the agent's conversation tests (all of them, or test_ids) and answers it at once: { run: { id, status: " +
    '"running", progress } }. Each test talks to the agent\'s own brain in text; its tools run for real in a sandbox that leaves ' +
    'nothing behind. Follow it with get_test_run until status is passed, failed (each result says which expectation failed) or error.',
  rest: 'POST /api/v1/agents/{id}/tests/run',
  permission: 'can_write_agents',
  input: z.object({ agent_id: rowIdSchema.describe("The agent's database id."), test_ids: runAgentTestsBody.shape.test_ids }),
  readOnly: false,
  run: ({ db, actor }, input) => requestAgentTestRun(db, actor, input.agent_id, { test_ids: input.test_ids }),
});

export const getTestRunTool = defineTool({
  name: 'get_test_run',
  title: 'Get a test run',
  description: "A run's status, progress and results: for each test whether it passed, its failures in words, the transcript and the effects (bookings, opt_outs, transfers, variables).",
  rest: 'GET /api/v1/test-runs/{id}',
  permission: 'can_read_agents',
  input: z.object({ id: rowIdSchema.describe('The run id.') }),
  readOnly: true,
  run: ({ db, actor }, input) => getAgentTestRun(db, actor, input.id),
});
