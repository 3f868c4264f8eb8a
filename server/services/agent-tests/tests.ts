import { and, asc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { agentTests } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { toIso } from '../../lib/time';
import { getAgentTestOrThrow, getTestAgentOrThrow, type AgentTestRow } from './access';
import type { AgentTestDto, CreateAgentTestInput, UpdateAgentTestInput } from './schema';

export const toAgentTestDto = (r: AgentTestRow): AgentTestDto => ({
  id: r.id,
  agent_id: r.agentId,
  name: r.name,
  caller: r.caller,
  contact: r.contact ?? null,
  expect: r.expect as AgentTestDto['expect'],
  created_at: toIso(r.createdAt),
  updated_at: toIso(r.updatedAt),
});

/** POST /api/v1/agents/{id}/tests */
export async function createAgentTest(db: DbOrTx, actor: Actor, agentId: number, input: CreateAgentTestInput): Promise<{ test: AgentTestDto }> {
  const agent = await getTestAgentOrThrow(db, actor, agentId, { write: true });
  const [row] = await db.insert(agentTests).values({
    accountId: agent.accountId, agentId: agent.id, name: input.name, caller: input.caller, contact: input.contact ?? null, expect: input.expect,
  }).returning();
  return { test: toAgentTestDto(row) };
}

/** GET /api/v1/agents/{id}/tests: the agent's tests, oldest first. */
export async function listAgentTests(db: DbOrTx, actor: Actor, agentId: number): Promise<{ data: AgentTestDto[] }> {
  const agent = await getTestAgentOrThrow(db, actor, agentId);
  const rows = await db.select().from(agentTests)
    .where(and(eq(agentTests.agentId, agent.id), eq(agentTests.accountId, actor.accountId))).orderBy(asc(agentTests.id));
  return { data: rows.map(toAgentTestDto) };
}

export async function getAgentTest(db: DbOrTx, actor: Actor, agentId: number, testId: number): Promise<{ test: AgentTestDto }> {
  await getTestAgentOrThrow(db, actor, agentId);
  return { test: toAgentTestDto(await getAgentTestOrThrow(db, actor, agentId, testId)) };
}

/** PATCH: changes only the fields sent; `contact: null` removes the test contact. */
export async function updateAgentTest(db: DbOrTx, actor: Actor, agentId: number, testId: number, input: UpdateAgentTestInput): Promise<{ test: AgentTestDto }> {
  await getTestAgentOrThrow(db, actor, agentId, { write: true });
  await getAgentTestOrThrow(db, actor, agentId, testId);
  const [row] = await db.update(agentTests).set({
    ...(input.name !== undefined && { name: input.name }),
    ...(input.caller !== undefined && { caller: input.caller }),
    ...(input.contact !== undefined && { contact: input.contact }),
    ...(input.expect !== undefined && { expect: input.expect }),
    updatedAt: sql`now()`,
  }).where(eq(agentTests.id, testId)).returning();
  return { test: toAgentTestDto(row) };
}

export async function deleteAgentTest(db: DbOrTx, actor: Actor, agentId: number, testId: number): Promise<{ deleted: true; id: number }> {
  await getTestAgentOrThrow(db, actor, agentId, { write: true });
  await getAgentTestOrThrow(db, actor, agentId, testId);
  await db.delete(agentTests).where(eq(agentTests.id, testId));
  return { deleted: true, id: testId };
}
