import type { Actor } from '../../auth/actor';
import type { Database } from '../../db/types';
import { assertChangePassesTests } from '../agent-tests/gate';
import type { UpdateAgentInput } from '../agents/schema';
import { updateAgent, type AgentChangeJudge, type AgentRow } from '../agents/service';
import { changesVersion } from '../agents/version-record';
import { restoreAgentVersion } from '../agents/versions';

/**
 * Edits and restores of an agent as every door makes them (REST, dashboard, CLI): an agent with
 * require_passing_tests on (before or after the edit) takes a change of what it says or does only once its
 * conversation tests pass on the agent as the change would make it (409 `tests_failed` otherwise, nothing written).
 * Here, above both domains, because the tests run the agent's tools through the services that use agents.
 */
const byTests = (db: Database, actor: Actor): AgentChangeJudge => async (current, proposed) => {
  if ((current.requirePassingTests || proposed.requirePassingTests) && changesVersion(current, proposed)) {
    await assertChangePassesTests(db, actor, proposed);
  }
};

export const editAgent = (db: Database, actor: Actor, ref: string | number, input: UpdateAgentInput): Promise<AgentRow> =>
  updateAgent(db, actor, ref, input, { judge: byTests(db, actor) });

export const restoreAgentVersionJudged = (db: Database, actor: Actor, ref: string | number, version: number): Promise<AgentRow> =>
  restoreAgentVersion(db, actor, ref, version, { judge: byTests(db, actor) });
