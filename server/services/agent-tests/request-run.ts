import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { agentTestRuns, agentTests } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { AppError, notFound } from '../../errors';
import { enqueueJob } from '../../outbox/jobs';
import { getTestAgentOrThrow } from './access';
import { toAgentTestRunDto } from './run-dto';
import { agentTestRunKind } from './run-kind';
import type { AgentTestRunDto, RunAgentTestsInput } from './schema';

/**
 * POST /api/v1/agents/{id}/tests/run: records a run of the named tests (default all of the agent's) and its durable
 * job in one transaction, and answers the run at once (`running`, no results yet). Runs of one agent may overlap:
 * each test runs in a sandbox of its own.
 */
export async function requestAgentTestRun(
  db: DbOrTx, actor: Actor, agentId: number, input: RunAgentTestsInput, opts: { inProcess?: boolean; proposed?: boolean } = {},
): Promise<{ run: AgentTestRunDto }> {
  const agent = await getTestAgentOrThrow(db, actor, agentId, { write: true });
  return db.transaction(async (tx) => {
    const wanted = input.test_ids ? [...new Set(input.test_ids)] : null;
    const rows = await tx.select({ id: agentTests.id }).from(agentTests)
      .where(and(eq(agentTests.agentId, agent.id), eq(agentTests.accountId, actor.accountId), wanted ? inArray(agentTests.id, wanted) : undefined))
      .orderBy(asc(agentTests.id));
    if (wanted) {
      const missing = wanted.find((id) => !rows.some((r) => r.id === id));
      if (missing !== undefined) throw notFound(`Test ${missing}`);
    }
    if (!rows.length) throw new AppError('validation_error', `Agent ${agent.id} has no tests to run: add one first.`, {
      details: [{ path: 'test_ids', message: 'the agent has no tests' }],
    });
    // The version the run judges: the agent's as the run is asked for; none for a change not yet taken.
    const [run] = await tx.insert(agentTestRuns)
      .values({ accountId: actor.accountId, agentId: agent.id, agentVersion: opts.proposed ? null : agent.version, testIds: rows.map((r) => r.id) })
      .returning();
    // A run carried out in the asking process (run-now.ts) has no job: no runner may take it up meanwhile.
    if (!opts.inProcess) await enqueueJob(tx, agentTestRunKind, { run_id: run.id });
    return { run: toAgentTestRunDto(run, []) };
  });
}
