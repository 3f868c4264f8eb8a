import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { isAccountAdmin, type Actor } from '../../auth/actor';
import { keyActorSql } from '../../auth/api-keys';
import { agents } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { toIso } from '../../lib/time';
import { hotQuery } from '../../db/hot-query';
import type { Database, DbOrTx } from '../../db/types';
import { AppError, parseOrThrow } from '../../errors';
import { resolveTeam } from '../access/teams';
import { assertOwnedProviderIds, createProviderAssistant, providerIdsAreOwned } from './provider-resources';
import { createAgentInput, updateAgentInput, type AgentDto, type CreateAgentInput, type UpdateAgentInput } from './schema';
import { agentVisibility, visibilityPlaceholders, visibilitySql, visibilityValues, type VisibilityBind } from './visibility';

export type AgentRow = typeof agents.$inferSelect;

type AgentListRow = Pick<AgentRow, 'id' | 'assistantId' | 'name' | 'role' | 'phoneNumber' | 'secondsUsed' | 'totalCalls' | 'model' | 'voiceId' | 'teamId'>;

export function toAgentDto(a: AgentListRow): AgentDto {
  return {
    id: a.id,
    assistant_id: a.assistantId,
    name: a.name,
    role: a.role,
    phone_number: a.phoneNumber,
    minutes_used: Math.round((a.secondsUsed / 60) * 100) / 100,
    total_calls: a.totalCalls,
    model: a.model,
    voice_id: a.voiceId,
    can_make_calls: Boolean(a.phoneNumber),
    team_id: a.teamId,
  };
}

/** An agent as the dashboard's edit form shows it: the list fields plus what the form edits. */
export function toAgentDetail(a: AgentRow) {
  return {
    ...toAgentDto(a),
    instructions: a.instructions,
    first_message: a.firstMessage,
    provider_phone_number_id: a.providerPhoneNumberId,
    shared_with_clients: a.sharedWithClients,
    analysis: a.analysis ?? null,
    account_id: a.accountId,
    created_by_user_id: a.createdByUserId,
    archived_at: toIso(a.archivedAt),
  };
}
export type AgentDetail = ReturnType<typeof toAgentDetail>;

/**
 * The agents list as JSON text, built by PostgreSQL: `[{"id":…,"assistant_id":…}, …]`, oldest first.
 * It is the hottest read of the API, and letting the database write the JSON spares the server parsing 20
 * rows only to serialize them again. The fields are `toAgentDto`'s, which the detail views use; a test holds
 * the two equal. `minutes_used` rounds like it: seconds / 60 to two places, as a JSON number. Archived agents are
 * left out (archive.ts lists them).
 */
export function agentListJson(v: VisibilityBind): SQL<string> {
  return sql<string>`(select coalesce('[' || string_agg(row_to_json(x)::text, ',' order by x.id) || ']', '[]') from (
    select ${agents.id} as id, ${agents.assistantId} as assistant_id, ${agents.name} as name, ${agents.role} as role,
      ${agents.phoneNumber} as phone_number, round(${agents.secondsUsed} / 60.0, 2)::float8 as minutes_used,
      ${agents.totalCalls} as total_calls, ${agents.model} as model, ${agents.voiceId} as voice_id,
      ${agents.phoneNumber} is not null as can_make_calls, ${agents.teamId} as team_id
    from ${agents} where ${visibilitySql(v)} and ${agents.archivedAt} is null) x)`;
}

/** `GET /api/v1/agents` as a preload of the API key lookup: the visible agents of the key's user. */
export const agentListForKey = agentListJson(keyActorSql);

const listVisibleAgents = hotQuery({ json: agentListJson(visibilityPlaceholders) }, (_db, fields) => sql`select ${fields.json}`);

/** Every agent the actor can see, oldest first (dashboard; the REST list reads `agentListForKey`). */
export async function listAgents(db: Database, actor: Actor): Promise<{ agents: AgentDto[] }> {
  const [row] = await listVisibleAgents(db, { ...visibilityValues(actor) });
  return { agents: JSON.parse(String(row.json)) as AgentDto[] };
}

/**
 * A visible agent by reference: an integer or all-digit string is the database id, any other string
 * the assistant_id. Missing or invisible → 404 `agent_not_found`.
 */
export async function getVisibleAgentOrThrow(db: DbOrTx, actor: Actor, ref: string | number): Promise<AgentRow> {
  const byId = typeof ref === 'number' || /^\d+$/.test(ref);
  if (byId && !Number.isSafeInteger(Number(ref))) throw agentNotFound(ref);
  const match = byId ? eq(agents.id, Number(ref)) : eq(agents.assistantId, String(ref));
  const [row] = await db.select().from(agents).where(and(match, agentVisibility(actor)));
  if (!row) throw agentNotFound(ref);
  return row;
}

/** The dashboard's agent page: a visible agent with the fields its form edits (404 `agent_not_found` otherwise). */
export async function getAgentDetail(db: DbOrTx, actor: Actor, ref: string | number): Promise<AgentDetail> {
  return toAgentDetail(await getVisibleAgentOrThrow(db, actor, ref));
}

const agentNotFound = (ref: string | number) => new AppError('agent_not_found', `Agent ${ref} not found.`);

/** Creates an agent in the actor's account (dashboard and CLI). */
export async function createAgent(db: Database, actor: Actor, input: CreateAgentInput): Promise<AgentRow> {
  const data = parseOrThrow(createAgentInput, input);
  if (data.team_id) await resolveTeam(db, actor, data.team_id);
  // Provider ids are the account's own (or none): a tenant never names another tenant's assistant or number.
  await assertOwnedProviderIds(db, actor.accountId, { assistantId: data.assistant_id, phoneNumberId: data.provider_phone_number_id });
  const assistantId = data.assistant_id
    ?? (providerIdsAreOwned()
      ? await createProviderAssistant(db, actor.accountId, {
        name: data.name, firstMessage: data.first_message, instructions: data.instructions, model: data.model, voiceId: data.voice_id,
      })
      : randomUUID());
  try {
    const [row] = await db
      .insert(agents)
      .values({
        accountId: actor.accountId,
        createdByUserId: actor.userId,
        teamId: data.team_id ?? null,
        assistantId,
        name: data.name,
        role: data.role,
        phoneNumber: data.phone_number ?? null,
        providerPhoneNumberId: data.provider_phone_number_id ?? null,
        model: data.model,
        voiceId: data.voice_id,
        instructions: data.instructions,
        firstMessage: data.first_message,
        sharedWithClients: data.shared_with_clients,
        analysis: data.analysis ?? null,
      })
      .returning();
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('duplicate_assistant_id', 'Another agent of this account already uses this assistant_id.');
    throw err;
  }
}

/** Edits an agent of the actor's own account that the actor can see (members: their own or their teams'). */
export async function updateAgent(db: Database, actor: Actor, id: number, input: UpdateAgentInput): Promise<AgentRow> {
  const data = parseOrThrow(updateAgentInput, input);
  const current = await getVisibleAgentOrThrow(db, actor, id);
  if (current.accountId !== actor.accountId) throw agentNotFound(id);
  if (!isAccountAdmin(actor) && current.createdByUserId !== actor.userId && !actor.teamIds.includes(current.teamId ?? -1)) {
    throw agentNotFound(id);
  }
  if (data.team_id) await resolveTeam(db, actor, data.team_id);
  await assertOwnedProviderIds(db, actor.accountId, { phoneNumberId: data.provider_phone_number_id });
  const [row] = await db
    .update(agents)
    .set({
      ...(data.name !== undefined && { name: data.name }),
      ...(data.role !== undefined && { role: data.role }),
      ...(data.phone_number !== undefined && { phoneNumber: data.phone_number }),
      ...(data.provider_phone_number_id !== undefined && { providerPhoneNumberId: data.provider_phone_number_id }),
      ...(data.team_id !== undefined && { teamId: data.team_id }),
      ...(data.model !== undefined && { model: data.model }),
      ...(data.voice_id !== undefined && { voiceId: data.voice_id }),
      ...(data.instructions !== undefined && { instructions: data.instructions }),
      ...(data.first_message !== undefined && { firstMessage: data.first_message }),
      ...(data.shared_with_clients !== undefined && { sharedWithClients: data.shared_with_clients }),
      ...(data.analysis !== undefined && { analysis: data.analysis }),
      updatedAt: sql`now()`,
    })
    .where(eq(agents.id, id))
    .returning();
  return row;
}
