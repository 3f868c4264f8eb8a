import { and, asc, eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { agents, users } from '../../db/schema';
import type { Database } from '../../db/types';
import { notFound } from '../../errors';
import { actorForUser } from '../accounts/service';
import type { Models } from './conversation';
import { requestAgentTestRun } from './request-run';
import { getAgentTestRun } from './run-dto';
import { runAgentTests } from './run-tests';
import type { AgentTestRunDto, RunAgentTestsInput } from './schema';

/**
 * Runs an agent's tests to the end in this process (the CLI, and the MCP tool that waits): the run is recorded as over
 * REST, without a job, and carried out here.
 */
export async function runAgentTestsNow(
  db: Database, actor: Actor, agentId: number, input: RunAgentTestsInput = {}, models?: Models,
): Promise<{ run: AgentTestRunDto; agent_name: string }> {
  const { run } = await requestAgentTestRun(db, actor, agentId, input, { inProcess: true });
  await runAgentTests(db, run.id, models);
  const [agent] = await db.select({ name: agents.name }).from(agents).where(eq(agents.id, agentId));
  return { ...(await getAgentTestRun(db, actor, run.id)), agent_name: agent.name };
}

/** The operator's CLI acts for the agent's account as its first owner when no --user is named. */
export async function ownerActorOfAgent(db: Database, agentId: number): Promise<Actor> {
  const [owner] = await db.select({ id: users.id }).from(agents)
    .innerJoin(users, and(eq(users.accountId, agents.accountId), eq(users.role, 'owner')))
    .where(eq(agents.id, agentId)).orderBy(asc(users.id)).limit(1);
  if (!owner) throw notFound(`Agent ${agentId}`);
  return actorForUser(db, owner.id);
}
