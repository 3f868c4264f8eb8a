import type { Actor } from '../../auth/actor';
import type { agents } from '../../db/schema';
import type { Database } from '../../db/types';
import { AppError } from '../../errors';
import { requestAgentTestRun } from './request-run';
import { getAgentTestRun } from './run-dto';
import { runAgentTests } from './run-tests';

type AgentRow = typeof agents.$inferSelect;

/**
 * require_passing_tests: runs the agent's conversation tests on the agent as the change would make it, before the
 * change is written, and refuses the change (409 `tests_failed`, with the run) unless every test passes. An agent
 * without tests cannot prove a change, so it is refused too. The run is kept, so the dashboard shows what failed.
 */
export async function assertChangePassesTests(db: Database, actor: Actor, proposed: AgentRow): Promise<void> {
  let runId: number;
  try {
    ({ run: { id: runId } } = await requestAgentTestRun(db, actor, proposed.id, {}, { inProcess: true, proposed: true }));
  } catch (err) {
    if (err instanceof AppError && err.code === 'validation_error') {
      throw new AppError('tests_failed', `Agent ${proposed.id} requires passing tests for a change, and it has no tests: add one, or turn require_passing_tests off.`);
    }
    throw err;
  }
  await runAgentTests(db, runId, undefined, proposed);
  const { run } = await getAgentTestRun(db, actor, runId);
  if (run.status === 'passed') return;
  const failed = run.results.filter((r) => !r.passed).map((r) => r.name);
  const why = run.status === 'error' ? `could not be judged (${run.error ?? 'the model did not answer'})` : `failed: ${failed.join(', ')}`;
  throw new AppError('tests_failed', `The change was not taken: agent ${proposed.id} requires passing tests, and its tests ${why}.`, { extra: { run } });
}
