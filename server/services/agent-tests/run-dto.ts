import { and, asc, eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { agentTestResults, agentTestRuns } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { notFound } from '../../errors';
import { toIso } from '../../lib/time';
import type { AgentTestRunDto } from './schema';

export type AgentTestRunRow = typeof agentTestRuns.$inferSelect;
type ResultRow = typeof agentTestResults.$inferSelect;

export const toAgentTestRunDto = (r: AgentTestRunRow, results: ResultRow[]): AgentTestRunDto => ({
  id: r.id,
  agent_id: r.agentId,
  agent_version: r.agentVersion,
  status: r.status,
  progress: { done: results.length, total: r.testIds.length },
  error: r.error,
  results: results.map((x) => ({
    test_id: x.testId, name: x.testName, passed: x.passed, failures: x.failures, transcript: x.transcript, effects: x.effects, error: x.error,
  })),
  started_at: toIso(r.startedAt),
  finished_at: toIso(r.finishedAt),
});

export async function resultsOfRun(db: DbOrTx, runId: number): Promise<ResultRow[]> {
  return db.select().from(agentTestResults).where(eq(agentTestResults.runId, runId)).orderBy(asc(agentTestResults.id));
}

/** GET /api/v1/test-runs/{id}: a run of the account's (another account's id is 404 not_found), with its verdicts so far. */
export async function getAgentTestRun(db: DbOrTx, actor: Actor, runId: number): Promise<{ run: AgentTestRunDto }> {
  const [row] = await db.select().from(agentTestRuns).where(and(eq(agentTestRuns.id, runId), eq(agentTestRuns.accountId, actor.accountId)));
  if (!row) throw notFound(`Test run ${runId}`);
  return { run: toAgentTestRunDto(row, await resultsOfRun(db, row.id)) };
}
