import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { config } from '../../config';
import { isAccountAdmin, type Actor } from '../../auth/actor';
import { accounts, agents, callerNumberAgents, callerNumbers, type VoiceProviderName } from '../../db/schema';
import type { Database, DbOrTx, Tx } from '../../db/types';
import { AppError, notFound, parseOrThrow, validationError } from '../../errors';
import { asRowId } from '../../lib/ids';
import { normalizePhone } from '../../lib/phone';
import { pagedSelect } from '../../lib/pagination';
import { toIso } from '../../lib/time';
import { agentProviderOf } from '../agents/agent-provider';
import { assertOwnedProviderIds, providerIdsAreOwned } from '../agents/provider-resources';
import { agentVisibility } from '../agents/visibility';
import { shouldRest } from './local-presence';
import {
  createPhoneNumberInput, E164, listPhoneNumbersQuery, updatePhoneNumberInput,
  type CreatePhoneNumberInput, type ListPhoneNumbersQuery, type PhoneNumberDto, type PhoneNumberList, type UpdatePhoneNumberInput,
} from './schema';
import { businessZoneOf, dayOf, restBelowAnswerRateOf, usageOfNumbers, type NumberUsage } from './usage';

type CallerNumberRow = typeof callerNumbers.$inferSelect;

/**
 * The caller numbers an actor sees, as a where clause: owners and admins every number of their account; a member
 * those whose agents they can all see (a number of no agent included). A number that also serves an agent of a team
 * the member cannot see is not found to them, so they can neither read, retune, relink nor delete it.
 */
function callerNumberScope(actor: Actor): SQL {
  const inAccount = eq(callerNumbers.accountId, actor.accountId);
  if (isAccountAdmin(actor)) return inAccount;
  return and(inAccount, sql`not exists (
    select 1 from ${callerNumberAgents}
    where ${callerNumberAgents.callerNumberId} = ${callerNumbers.id}
      and not exists (select 1 from ${agents} where ${agents.id} = ${callerNumberAgents.agentId} and ${agentVisibility(actor)}))`)!;
}

/** A caller number the actor sees, or 404 `not_found` (another account's id, or one they cannot see, leaks nothing). */
async function getCallerNumberOrThrow(db: DbOrTx, actor: Actor, ref: string | number, lock = false): Promise<CallerNumberRow> {
  const id = asRowId(ref);
  if (id === null) throw notFound('Phone number');
  const q = db.select().from(callerNumbers).where(and(eq(callerNumbers.id, id), callerNumberScope(actor)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('Phone number');
  return row;
}

/** Each number's agents, oldest link first. */
async function agentIdsOf(db: DbOrTx, ids: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(ids.map((id) => [id, []]));
  if (!ids.length) return out;
  const rows = await db.select().from(callerNumberAgents).where(inArray(callerNumberAgents.callerNumberId, ids)).orderBy(asc(callerNumberAgents.agentId));
  for (const r of rows) out.get(r.callerNumberId)?.push(r.agentId);
  return out;
}

/** Numbers as the API answers them, with their calls today, answer rate and rest. */
async function toDtos(db: DbOrTx, accountId: number, rows: CallerNumberRow[], now: Date): Promise<PhoneNumberDto[]> {
  const ids = rows.map((r) => r.id);
  const [zone, restBelow, links] = await Promise.all([businessZoneOf(db, accountId), restBelowAnswerRateOf(db, accountId), agentIdsOf(db, ids)]);
  const usage = await usageOfNumbers(db, accountId, ids, now, dayOf(zone, now).start);
  return rows.map((r) => toDto(r, links.get(r.id) ?? [], usage.get(r.id) ?? { callsToday: 0, answered: 0, total: 0 }, restBelow));
}

function toDto(r: CallerNumberRow, agentIds: number[], u: NumberUsage, restBelow: number): PhoneNumberDto {
  return {
    id: r.id,
    phone_number: r.phoneNumber,
    provider_phone_number_id: r.providerPhoneNumberId,
    agent_ids: agentIds,
    max_calls_per_day: r.maxCallsPerDay,
    calls_today: u.callsToday,
    answer_rate_7d: u.total ? Math.round((u.answered / u.total) * 10_000) / 10_000 : null,
    calls_7d: u.total,
    // A number whose rate qualifies rests from then on; the next campaign pass that considers it records when.
    resting: r.restingSince !== null || shouldRest(u, restBelow),
    resting_since: toIso(r.restingSince),
    created_at: toIso(r.createdAt),
    updated_at: toIso(r.updatedAt),
  };
}

/**
 * The agents named must be the account's own and visible to the actor (404 `agent_not_found` otherwise, as for a
 * call), and each agent's provider must be able to dial from the number: with Vapi or Retell its
 * provider_phone_number_id is required and must be one of the account's own provider phone numbers.
 */
async function assertUsableBy(db: DbOrTx, actor: Actor, agentIds: number[], providerPhoneNumberId: string | null): Promise<void> {
  const found = agentIds.length
    ? await db.select({ id: agents.id, provider: agents.provider }).from(agents)
      .where(and(inArray(agents.id, agentIds), eq(agents.accountId, actor.accountId), agentVisibility(actor)))
    : [];
  const missing = agentIds.find((id) => !found.some((a) => a.id === id));
  if (missing !== undefined) throw new AppError('agent_not_found', `Agent ${missing} not found.`);
  const providers = new Set<VoiceProviderName>(found.map((a) => agentProviderOf(a)).filter(providerIdsAreOwned));
  if (!providers.size && providerPhoneNumberId && providerIdsAreOwned(config.VOICE_PROVIDER)) providers.add(config.VOICE_PROVIDER);
  for (const provider of providers) {
    if (!providerPhoneNumberId) {
      throw validationError([{ path: 'provider_phone_number_id', message: `is required: a ${provider} agent calls only from a number ${provider} knows` }]);
    }
    await assertOwnedProviderIds(db, actor.accountId, provider, { phoneNumberId: providerPhoneNumberId });
  }
}

async function qualifiesToRest(db: DbOrTx, n: CallerNumberRow, now: Date): Promise<boolean> {
  const [zone, restBelow] = await Promise.all([businessZoneOf(db, n.accountId), restBelowAnswerRateOf(db, n.accountId)]);
  const usage = (await usageOfNumbers(db, n.accountId, [n.id], now, dayOf(zone, now).start)).get(n.id);
  return Boolean(usage && shouldRest(usage, restBelow));
}

const duplicate = (phoneNumber: string) => new AppError('duplicate_phone_number', `The account already has ${phoneNumber} among its phone numbers.`);

async function setAgents(tx: Tx, id: number, agentIds: number[]): Promise<void> {
  await tx.delete(callerNumberAgents).where(eq(callerNumberAgents.callerNumberId, id));
  if (agentIds.length) await tx.insert(callerNumberAgents).values(agentIds.map((agentId) => ({ callerNumberId: id, agentId })));
}

/** GET /api/v1/phone-numbers: the caller numbers the actor sees, oldest first, paged, with their health. */
export async function listPhoneNumbers(db: Database, actor: Actor, query: ListPhoneNumbersQuery = {}, now = new Date()): Promise<PhoneNumberList> {
  const { page, limit } = parseOrThrow(listPhoneNumbersQuery, query);
  const scope = callerNumberScope(actor);
  return pagedSelect({
    key: 'phone_numbers',
    page,
    limit,
    count: async () => (await db.select({ n: count() }).from(callerNumbers).where(scope))[0].n,
    rows: async (limit, offset) =>
      toDtos(db, actor.accountId, await db.select().from(callerNumbers).where(scope).orderBy(asc(callerNumbers.id)).limit(limit).offset(offset), now),
  });
}

/** GET /api/v1/phone-numbers/{id}. */
export async function getPhoneNumber(db: Database, actor: Actor, ref: string | number, now = new Date()): Promise<PhoneNumberDto> {
  const row = await getCallerNumberOrThrow(db, actor, ref);
  return (await toDtos(db, actor.accountId, [row], now))[0];
}

/** POST /api/v1/phone-numbers: a number the account's agents may call from; one number once per account. */
export async function createPhoneNumber(db: Database, actor: Actor, input: CreatePhoneNumberInput, now = new Date()): Promise<PhoneNumberDto> {
  const parsed = parseOrThrow(createPhoneNumberInput, input);
  const data = { ...parsed, phone_number: await callerNumberOf(db, actor.accountId, parsed.phone_number) };
  const providerId = data.provider_phone_number_id ?? null;
  await assertUsableBy(db, actor, data.agent_ids, providerId);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx.insert(callerNumbers)
      .values({ accountId: actor.accountId, phoneNumber: data.phone_number, providerPhoneNumberId: providerId, maxCallsPerDay: data.max_calls_per_day, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: [callerNumbers.accountId, callerNumbers.phoneNumber] })
      .returning();
    if (!created) throw duplicate(data.phone_number);
    await setAgents(tx, created.id, data.agent_ids);
    return created;
  });
  return (await toDtos(db, actor.accountId, [row], now))[0];
}

/**
 * The number to store: one sent in E.164 as it is (what clients always sent, unchanged), any other read in the
 * account's country as the contacts' numbers are, so `(212) 555-0100` in a US account is +12125550100.
 */
async function callerNumberOf(db: DbOrTx, accountId: number, text: string): Promise<string> {
  if (E164.test(text)) return text;
  const [account] = await db.select({ country: accounts.country }).from(accounts).where(eq(accounts.id, accountId));
  const e164 = normalizePhone(text, account?.country ?? 'US');
  if (!e164) {
    throw validationError([{ path: 'phone_number', message: `must be an E.164 number such as +14155550123, or a valid national number of the account's country (${account?.country ?? 'US'})` }]);
  }
  return e164;
}

/**
 * PATCH /api/v1/phone-numbers/{id}: only the fields sent change; `agent_ids` replaces the list. `resting` is the
 * owners' and admins' word: false clears a resting number, and its answer rate then counts only later calls.
 */
export async function updatePhoneNumber(db: Database, actor: Actor, ref: string | number, input: UpdatePhoneNumberInput, now = new Date()): Promise<PhoneNumberDto> {
  const data = parseOrThrow(updatePhoneNumberInput, input);
  if (data.resting !== undefined && !isAccountAdmin(actor)) {
    throw new AppError('permission_denied', "Only the account's owners and admins can rest a number or clear its rest.");
  }
  const current = await getCallerNumberOrThrow(db, actor, ref);
  const agentIds = data.agent_ids ?? (await agentIdsOf(db, [current.id])).get(current.id) ?? [];
  const providerId = data.provider_phone_number_id !== undefined ? data.provider_phone_number_id : current.providerPhoneNumberId;
  if (data.agent_ids !== undefined || data.provider_phone_number_id !== undefined) await assertUsableBy(db, actor, agentIds, providerId);
  const row = await db.transaction(async (tx) => {
    // The number's lock: a campaign pass picking from it finishes first, and the next one sees the change. Read in
    // the actor's scope again, so a member replacing `agent_ids` never unlinks an agent they cannot see: a number
    // with such an agent is not found to them.
    const locked = await getCallerNumberOrThrow(tx, actor, current.id, true);
    const set: Partial<typeof callerNumbers.$inferInsert> = { updatedAt: now };
    if (data.provider_phone_number_id !== undefined) set.providerPhoneNumberId = data.provider_phone_number_id;
    if (data.max_calls_per_day !== undefined) set.maxCallsPerDay = data.max_calls_per_day;
    // Clearing restarts the answer rate's window, so only a number that rests (or whose rate says it should) is cleared.
    if (data.resting === false && (locked.restingSince || (await qualifiesToRest(tx, locked, now)))) {
      Object.assign(set, { restingSince: null, restClearedAt: now });
    }
    if (data.resting === true && !locked.restingSince) set.restingSince = now;
    const [updated] = await tx.update(callerNumbers).set(set).where(eq(callerNumbers.id, locked.id)).returning();
    if (data.agent_ids !== undefined) await setAgents(tx, locked.id, data.agent_ids);
    return updated;
  });
  return (await toDtos(db, actor.accountId, [row], now))[0];
}

/** DELETE /api/v1/phone-numbers/{id}: campaigns stop calling from it; its calls keep their from_number. */
export async function deletePhoneNumber(db: Database, actor: Actor, ref: string | number): Promise<{ message: string }> {
  const current = await getCallerNumberOrThrow(db, actor, ref);
  // Scoped again as it is deleted: an agent the member cannot see linked meanwhile keeps the number.
  const [deleted] = await db.delete(callerNumbers).where(and(eq(callerNumbers.id, current.id), callerNumberScope(actor))).returning({ id: callerNumbers.id });
  if (!deleted) throw notFound('Phone number');
  return { message: `Phone number ${current.phoneNumber} deleted.` };
}
