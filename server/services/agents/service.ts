import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { isAccountAdmin, type Actor } from '../../auth/actor';
import { keyActorSql } from '../../auth/api-keys';
import { config as appConfig } from '../../config';
import { agents, type AgentAnalysis, type CallPurpose } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { hotQuery } from '../../db/hot-query';
import type { Database, DbOrTx } from '../../db/types';
import { AppError, parseOrThrow, validationError } from '../../errors';
import { asRowId } from '../../lib/ids';
import { toIso } from '../../lib/time';
import { resolveTeam } from '../access/teams';
import type { AgentConfig, AgentConnection } from '../providers/agent-port';
import { providerFor } from '../providers';
import { toolDefinitionsOf } from '../tools/definitions';
import type { ToolName } from '../tools/names';
import { redactPiiOf } from '../redaction/setting';
import { assertAgentRoom } from './agent-limit';
import { changesVersion, recordAgentVersion } from './version-record';
import { agentCanMakeCalls, canMakeCallsSql, providerSql } from './can-make-calls';
import { findExtractVariables, getExtractVariablesOrThrow, type ExtractVariable } from './extract-variables';
import { agentProviderOf, assertProviderAvailable } from './agent-provider';
import { assertOwnedProviderIds, ownsAssistant, providerIdsAreOwned, recordProviderResources } from './provider-resources';
import {
  createAgentInput, updateAgentInput, type AgentDto, type AgentResource, type CreateAgentInput, type UpdateAgentInput,
} from './schema';
import { agentVisibility, visibilityPlaceholders, visibilitySql, visibilityValues, type VisibilityBind } from './visibility';

export type AgentRow = typeof agents.$inferSelect;

type AgentListRow = Pick<
  AgentRow, 'id' | 'assistantId' | 'name' | 'role' | 'phoneNumber' | 'providerPhoneNumberId' | 'secondsUsed' | 'totalCalls' | 'model' | 'voiceId' | 'teamId' | 'provider'
>;

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
    can_make_calls: agentCanMakeCalls(a),
    team_id: a.teamId,
    provider: agentProviderOf(a),
  };
}

/** One agent as the REST API answers it (GET/PATCH /api/v1/agents/{id}, create): the list fields plus its configuration. */
export function toAgentResource(a: AgentRow): AgentResource {
  return {
    ...toAgentDto(a),
    instructions: a.instructions,
    first_message: a.firstMessage,
    tools: a.tools as ToolName[],
    analysis: a.analysis ?? null,
    save_unknown_callers: a.saveUnknownCallers,
    provider_phone_number_id: a.providerPhoneNumberId,
    purpose: a.purpose,
    require_passing_tests: a.requirePassingTests,
    version: a.version,
    created_at: toIso(a.createdAt),
    updated_at: toIso(a.updatedAt),
  };
}

/** An agent as the dashboard's edit form shows it: the REST fields plus what only the dashboard edits. */
export function toAgentDetail(a: AgentRow) {
  return {
    ...toAgentResource(a),
    shared_with_clients: a.sharedWithClients,
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
      ${canMakeCallsSql} as can_make_calls, ${agents.teamId} as team_id, ${providerSql} as provider
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
  const [row] = await db.select().from(agents).where(and(agentRefMatch(ref), agentVisibility(actor)));
  if (!row) throw agentNotFound(ref);
  return row;
}

/** What an agent reference names: the database id, or the assistant_id. */
export type AgentRef = { by: 'id'; id: number } | { by: 'assistant'; assistantId: string };

/**
 * An agent reference read (getVisibleAgentOrThrow), or 404 `agent_not_found` at once for a reference that can
 * name no agent.
 */
export function agentRefOf(ref: string | number): AgentRef {
  // A reference no assistant_id could be (NUL, a lone surrogate, past the column's use) names no agent either.
  if (typeof ref === 'string' && (ref.length > 200 || ref.includes('\u0000') || !ref.isWellFormed())) {
    throw new AppError('agent_not_found', 'Agent not found.');
  }
  const byId = typeof ref === 'number' || /^\d+$/.test(ref);
  // An id past PostgreSQL's integer range names no agent (and must not reach the query).
  const id = byId ? asRowId(ref) : null;
  if (byId && id === null) throw agentNotFound(ref);
  return id !== null ? { by: 'id', id } : { by: 'assistant', assistantId: String(ref) };
}

function agentRefMatch(ref: string | number): SQL {
  const r = agentRefOf(ref);
  return r.by === 'id' ? eq(agents.id, r.id) : eq(agents.assistantId, r.assistantId);
}

/** The dashboard's agent page: a visible agent with the fields its form edits (404 `agent_not_found` otherwise). */
export async function getAgentDetail(db: DbOrTx, actor: Actor, ref: string | number): Promise<AgentDetail> {
  return toAgentDetail(await getVisibleAgentOrThrow(db, actor, ref));
}

export const agentNotFound = (ref: string | number) => new AppError('agent_not_found', `Agent ${ref} not found.`);

type AgentFields = Pick<AgentRow, 'name' | 'firstMessage' | 'instructions' | 'model' | 'voiceId'> & {
  tools: readonly ToolName[];
  analysis: AgentAnalysis | null;
};

/** What of an agent its provider holds: its fields, with its tools as their definitions (tools/definitions.ts). */
const agentConfigOf = (a: AgentFields, redactPii: boolean): AgentConfig => ({
  name: a.name, firstMessage: a.firstMessage, instructions: a.instructions, model: a.model, voiceId: a.voiceId,
  tools: toolDefinitionsOf(a.tools), analysis: a.analysis, redactPii,
});
export const rowConfigOf = (a: AgentRow, redactPii: boolean) =>
  agentConfigOf({ ...a, tools: a.tools as ToolName[], analysis: a.analysis ?? null }, redactPii);

/**
 * Creates an agent in the actor's account (REST, dashboard and CLI). With a real provider and no assistant_id, the
 * agent is made at the provider first (a Vapi assistant; a Retell LLM and agent), from the agent's fields, tools and
 * analysis; if the provider refuses, nothing is written, and if the write then fails, what it made is discarded
 * again. A named (imported) assistant is left as it is.
 */
export async function createAgent(db: Database, actor: Actor, input: CreateAgentInput): Promise<AgentRow> {
  const data = parseOrThrow(createAgentInput, input);
  assertMayMarkPurpose(actor, 'marketing', data.purpose);
  const analysis = data.analysis ?? null;
  const variables = await getExtractVariablesOrThrow(db, actor.accountId, analysis?.extract ?? []);
  if (data.team_id) await resolveTeam(db, actor, data.team_id);
  const provider = data.provider ?? appConfig.VOICE_PROVIDER;
  assertProviderAvailable(provider);
  // Provider ids are the account's own (or none): a tenant never names another tenant's assistant or number.
  await assertOwnedProviderIds(db, actor.accountId, provider, { assistantId: data.assistant_id, phoneNumberId: data.provider_phone_number_id });
  await assertAgentRoom(db, actor.accountId, { lock: false });
  const config = agentConfigOf({
    name: data.name, firstMessage: data.first_message, instructions: data.instructions, model: data.model, voiceId: data.voice_id,
    tools: data.tools, analysis,
  }, await redactPiiOf(db, actor.accountId));
  const at = providerFor(provider).agents.connect(db);
  // An inbound agent's number sends its calls' assistant-request here (before the assistant: nothing to undo).
  if (data.role === 'inbound' && data.provider_phone_number_id) await at.serveInboundNumber(data.provider_phone_number_id);
  const made = data.assistant_id ? null : await at.create(actor.accountId, { config, variables });
  try {
    return await db.transaction(async (tx) => {
      await assertAgentRoom(tx, actor.accountId, { lock: true });
      if (made) await recordProviderResources(tx, actor.accountId, provider, made.resources);
      const [row] = await tx
        .insert(agents)
        .values({
          accountId: actor.accountId,
          createdByUserId: actor.userId,
          teamId: data.team_id ?? null,
          assistantId: data.assistant_id ?? made?.assistantId ?? randomUUID(),
          provider,
          providerLlmId: made?.llmId ?? null,
          name: data.name,
          role: data.role,
          phoneNumber: data.phone_number ?? null,
          providerPhoneNumberId: data.provider_phone_number_id ?? null,
          model: data.model,
          voiceId: data.voice_id,
          instructions: data.instructions,
          firstMessage: data.first_message,
          sharedWithClients: data.shared_with_clients,
          analysis,
          tools: data.tools,
          saveUnknownCallers: data.save_unknown_callers,
          purpose: data.purpose ?? 'marketing',
          requirePassingTests: data.require_passing_tests,
        })
        .returning();
      await recordAgentVersion(tx, row, 1, { userId: actor.userId });
      return row;
    });
  } catch (err) {
    if (made) await at.discard(actor.accountId, made);
    if (isUniqueViolation(err)) throw new AppError('duplicate_assistant_id', 'Another agent of this account already uses this assistant_id.');
    throw err;
  }
}

/** An agent the actor may edit: of the actor's own account and visible (members: their own or their teams'). */
/**
 * Who may change an agent (edit, archive): the actor's own account's, and for a member only one they created or of a
 * team they can access. A partner sees its clients' agents but changes none.
 */
export function mayEditAgent(actor: Actor, agent: Pick<AgentRow, 'accountId' | 'createdByUserId' | 'teamId'>): boolean {
  if (agent.accountId !== actor.accountId) return false;
  return isAccountAdmin(actor) || agent.createdByUserId === actor.userId || actor.teamIds.includes(agent.teamId ?? -1);
}

async function getEditableAgentOrThrow(db: DbOrTx, actor: Actor, ref: string | number): Promise<AgentRow> {
  const current = await getVisibleAgentOrThrow(db, actor, ref);
  if (!mayEditAgent(actor, current)) throw agentNotFound(ref);
  return current;
}

/** Refuses (throws) an edit before it is written, given the agent now and as the edit would make it. */
export type AgentChangeJudge = (current: AgentRow, proposed: AgentRow) => Promise<void>;

/**
 * Edits an agent (by id or assistant_id) of the actor's own account that the actor can see; changes only the fields
 * sent. With a real provider, what the edit changes at the provider (Vapi: `PATCH /assistant/{id}`; Retell: the LLM
 * and the agent) is sent while the agent's row is locked, and the row is written only once the provider accepted it:
 * a refusal or no answer is 502 `provider_unavailable` and nothing changes, and two edits of one agent reach the
 * provider in the order they are written.
 */
export async function updateAgent(
  db: Database, actor: Actor, ref: string | number, input: UpdateAgentInput, opts: { restoredFrom?: number; judge?: AgentChangeJudge } = {},
): Promise<AgentRow> {
  const data = parseOrThrow(updateAgentInput, input);
  const changedVariables = data.analysis ? await getExtractVariablesOrThrow(db, actor.accountId, data.analysis.extract) : null;
  const current = await getEditableAgentOrThrow(db, actor, ref);
  assertMayMarkPurpose(actor, current.purpose, data.purpose);
  if (data.team_id) await resolveTeam(db, actor, data.team_id);
  const provider = agentProviderOf(current);
  if (data.provider !== undefined && data.provider !== provider) {
    throw validationError([{ path: 'provider', message: `is chosen when the agent is created; this agent's calls go through ${provider}` }]);
  }
  await assertOwnedProviderIds(db, actor.accountId, provider, { phoneNumberId: data.provider_phone_number_id });
  const changes = {
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
    ...(data.tools !== undefined && { tools: data.tools }),
    ...(data.save_unknown_callers !== undefined && { saveUnknownCallers: data.save_unknown_callers }),
    ...(data.purpose !== undefined && { purpose: data.purpose }),
    ...(data.require_passing_tests !== undefined && { requirePassingTests: data.require_passing_tests }),
  };
  if (!Object.keys(changes).length) return current;
  // The agent as the edit would make it, judged before anything is written (require_passing_tests: agent-changes/).
  if (opts.judge) await opts.judge(current, { ...current, ...changes, analysis: changes.analysis === undefined ? current.analysis : changes.analysis });
  // Readied before the row is locked: Vapi's assistant and tools name the deployment's credential, registered once.
  const at = await providerFor(provider).agents.connect(db).ready();
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(agents).where(eq(agents.id, current.id)).for('update');
    const after = { ...locked, ...changes, analysis: changes.analysis === undefined ? locked.analysis : changes.analysis };
    if (providerIdsAreOwned(provider) && (await ownsAssistant(tx, actor.accountId, provider, locked.assistantId))) {
      await syncProviderAgent(tx, at, actor.accountId, locked, after, changedVariables);
    }
    if (becomesInboundAgentOf(locked, after)) await at.serveInboundNumber(after.providerPhoneNumberId!);
    // A change of what the agent says or does is its next version, written with the row (both or neither).
    const version = changesVersion(locked, after) ? locked.version + 1 : locked.version;
    const [row] = await tx.update(agents).set({ ...changes, version, updatedAt: sql`now()` }).where(eq(agents.id, locked.id)).returning();
    if (version !== locked.version) await recordAgentVersion(tx, row, version, { userId: actor.userId, restoredFrom: opts.restoredFrom });
    return row;
  });
}

/**
 * The purpose of an agent's assistant calls is the owners' and admins' word: a member may send the value the agent
 * already has (a form or client sending the object back), never another one.
 */
function assertMayMarkPurpose(actor: Actor, current: CallPurpose, sent: CallPurpose | undefined): void {
  if (sent !== undefined && sent !== current && !isAccountAdmin(actor)) {
    throw new AppError('permission_denied', "Only the account's owners and admins can set the purpose of an agent's assistant calls.");
  }
}

/** Whether an edit makes the agent answer a number it did not answer before (role inbound, number set or changed). */
const becomesInboundAgentOf = (before: AgentRow, after: AgentRow) =>
  after.role === 'inbound' && Boolean(after.providerPhoneNumberId) &&
  !(before.role === 'inbound' && before.providerPhoneNumberId === after.providerPhoneNumberId);

/** Sends the agent's provider what an edit changes (nothing: no request). */
async function syncProviderAgent(
  tx: DbOrTx, at: AgentConnection, accountId: number, before: AgentRow, after: AgentRow, changedVariables: ExtractVariable[] | null,
): Promise<void> {
  const beforeVariables = await findExtractVariables(tx, accountId, before.analysis?.extract ?? []);
  const redactPii = await redactPiiOf(tx, accountId);
  await at.update(
    accountId,
    { assistantId: before.assistantId, llmId: before.providerLlmId },
    { config: rowConfigOf(before, redactPii), variables: beforeVariables },
    { config: rowConfigOf(after, redactPii), variables: changedVariables ?? beforeVariables },
  );
}
