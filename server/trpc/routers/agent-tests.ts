import { z } from 'zod';
import { rowIdSchema } from '../../lib/ids';
import { createAgentTestBody } from '../../services/agent-tests/schema';
import { createAgentTest, createTestFromCall, deleteAgentTest, getAgentTestRun, listAgentTests, requestAgentTestRun } from '../../services/agent-tests/service';
import { protectedProcedure, router } from '../init';

const agentId = rowIdSchema;

/** The agent page's Tests card (the REST operations of /agents/{id}/tests and /test-runs/{id}). */
export const agentTestsRouter = router({
  list: protectedProcedure.input(z.object({ agentId })).query(({ ctx, input }) => listAgentTests(ctx.db, ctx.actor, input.agentId)),
  create: protectedProcedure.input(z.object({ agentId, test: createAgentTestBody }))
    .mutation(({ ctx, input }) => createAgentTest(ctx.db, ctx.actor, input.agentId, input.test)),
  remove: protectedProcedure.input(z.object({ agentId, testId: rowIdSchema }))
    .mutation(({ ctx, input }) => deleteAgentTest(ctx.db, ctx.actor, input.agentId, input.testId)),
  run: protectedProcedure.input(z.object({ agentId, testIds: z.array(rowIdSchema).min(1).max(200).optional() }))
    .mutation(({ ctx, input }) => requestAgentTestRun(ctx.db, ctx.actor, input.agentId, { test_ids: input.testIds })),
  /** "Make a test from this call" on a finished call's page. */
  fromCall: protectedProcedure.input(z.object({ callId: rowIdSchema })).mutation(({ ctx, input }) => createTestFromCall(ctx.db, ctx.actor, input.callId)),
  getRun: protectedProcedure.input(z.object({ id: rowIdSchema })).query(({ ctx, input }) => getAgentTestRun(ctx.db, ctx.actor, input.id)),
});
