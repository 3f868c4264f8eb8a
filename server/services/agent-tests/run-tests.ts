import { and, eq, inArray, sql } from 'drizzle-orm';
import { agents, agentTestResults, agentTestRuns, agentTests, type AgentTestEffects, type AgentTestRunStatus } from '../../db/schema';
import type { Database } from '../../db/types';
import { logger } from '../../logger';
import { defineJob } from '../../outbox/jobs';
import { callerChatModel, chatModelFor } from '../providers/chat-models';
import type { AgentTestRow } from './access';
import { converse, type Models } from './conversation';
import { resultsOfRun } from './run-dto';
import { agentTestRunKind } from './run-kind';
import { inSandbox } from './sandbox';
import { judge } from './verdicts';

/** The longest one test's conversation may take, whatever each model call's own timeout. */
export const TEST_DEADLINE_MS = 5 * 60_000;

const noEffects: AgentTestEffects = { bookings: [], opt_outs: [], transfers: [], variables: {} };

/**
 * Carries out a run: each test without a verdict yet, one after the other, in a sandbox of its own (sandbox.ts), its
 * verdict written as it is reached (the run's progress). A repeated job resumes at the first test without one. A model
 * that times out or refuses makes that test's result an error and the run `error`, with the reason: the agent was not
 * judged. The run ends `passed`, `failed` or `error` once every test has its result.
 */
export async function runAgentTests(
  db: Database, runId: number, models?: Models, proposed?: typeof agents.$inferSelect,
): Promise<void> {
  const [run] = await db.select().from(agentTestRuns).where(eq(agentTestRuns.id, runId));
  if (!run || run.status !== 'running') return;
  // `proposed`: the agent as a change would make it, judged before the change is taken (require_passing_tests).
  const agent = proposed ?? (await db.select().from(agents).where(eq(agents.id, run.agentId)))[0];
  const using = models ?? { agent: chatModelFor(agent.provider), caller: callerChatModel() };
  const done = new Set((await resultsOfRun(db, runId)).map((r) => r.testId));
  const tests = await db.select().from(agentTests).where(and(eq(agentTests.accountId, run.accountId), inArray(agentTests.id, run.testIds)));
  const byId = new Map(tests.map((t) => [t.id, t]));
  for (const testId of run.testIds) {
    if (done.has(testId)) continue;
    const test = byId.get(testId);
    // A test deleted after the run was asked for is reported, not silently skipped.
    const result = test ? await runOne(db, agent, test, using) : { name: `test ${testId}`, passed: false, failures: ['The test was deleted before it ran.'], transcript: [], effects: noEffects, error: null };
    await db.insert(agentTestResults).values({ runId, testId, testName: result.name, ...result }).onConflictDoNothing();
  }
  const results = await resultsOfRun(db, runId);
  const errored = results.find((r) => r.error);
  const status: AgentTestRunStatus = errored ? 'error' : results.every((r) => r.passed) ? 'passed' : 'failed';
  await db.update(agentTestRuns).set({ status, error: errored?.error ?? null, finishedAt: sql`now()` })
    .where(and(eq(agentTestRuns.id, runId), eq(agentTestRuns.status, 'running')));
}

async function runOne(db: Database, agent: typeof agents.$inferSelect, test: AgentTestRow, models: Models) {
  const startedAt = new Date();
  const signal = AbortSignal.timeout(TEST_DEADLINE_MS);
  let transcript: { role: string; text: string }[] = [];
  try {
    const { value, effects } = await inSandbox(db, agent, test, async (sandbox) => {
      const conversed = await converse(agent, test.caller, sandbox, models, signal);
      transcript = conversed.transcript;
      return conversed;
    });
    const failures = judge(test.expect, { transcript: value.transcript, effects, agentTurns: value.agentTurns, startedAt });
    return { name: test.name, passed: failures.length === 0, failures, transcript: value.transcript, effects, error: null };
  } catch (err) {
    // The sandbox is already rolled back: what the conversation did before the model failed is gone with it.
    const reason = err instanceof Error ? err.message : 'The conversation failed.';
    logger.warn('agent test errored', { test_id: test.id, reason });
    return { name: test.name, passed: false, failures: [], transcript, effects: noEffects, error: reason };
  }
}

export const agentTestRunJob = defineJob(agentTestRunKind, (db, payload) => runAgentTests(db, payload.run_id));
