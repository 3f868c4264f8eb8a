import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { agents, agentTests } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { notFound } from '../../errors';
import { agentVisibility } from '../agents/visibility';

export type TestAgentRow = typeof agents.$inferSelect;
export type AgentTestRow = typeof agentTests.$inferSelect;

/**
 * The agent whose tests are asked for: one the actor sees, and for a change (`write`) one of the actor's own account
 * (a partner's shared agent is tested by its owner). Anything else is 404 `not_found`, never a hint that it exists.
 */
export async function getTestAgentOrThrow(db: DbOrTx, actor: Actor, agentId: number, opts: { write?: boolean } = {}): Promise<TestAgentRow> {
  const [row] = await db.select().from(agents).where(and(eq(agents.id, agentId), agentVisibility(actor)));
  if (!row || (opts.write && row.accountId !== actor.accountId)) throw notFound(`Agent ${agentId}`);
  return row;
}

/** One test of the agent, of the actor's account; else 404 `not_found`. */
export async function getAgentTestOrThrow(db: DbOrTx, actor: Actor, agentId: number, testId: number): Promise<AgentTestRow> {
  const [row] = await db.select().from(agentTests)
    .where(and(eq(agentTests.id, testId), eq(agentTests.agentId, agentId), eq(agentTests.accountId, actor.accountId)));
  if (!row) throw notFound(`Test ${testId}`);
  return row;
}
