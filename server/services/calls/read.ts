import type { z } from 'zod';
import { and, asc, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { asRowId } from '../../lib/ids';
import { toIso } from '../../lib/time';
import { isAccountAdmin, type Actor } from '../../auth/actor';
import { agents, calendarEvents, calls, type VoiceProviderName } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { notFound, parseOrThrow } from '../../errors';
import { agentVisibility } from '../agents/visibility';
import { scalablePage } from '../../lib/pagination';
import { countUpTo, estimatedRows } from '../../db/counting';
import { toCallDto, toCallListItem } from './payload';
import { listCallsInput, type CallDto, type CallListDto, type ListCallsInput } from './schema';
import { sortedCallOrder } from './sorted-page';

/**
 * Calls an actor may see: those of their own account; owners and admins see all of them, members the calls
 * they placed and the calls of agents they can see.
 */
export function callScope(actor: Actor): SQL {
  const inAccount = eq(calls.accountId, actor.accountId);
  if (isAccountAdmin(actor)) return inAccount;
  return and(inAccount, sql`(${calls.createdByUserId} = ${actor.userId} or ${agentVisibility(actor)})`)!;
}

const agentColumns = { id: agents.id, name: agents.name, assistantId: agents.assistantId };

const nextDay = (day: string) => new Date(new Date(`${day}T00:00:00Z`).getTime() + 86_400_000);

/** GET /api/v1/calls: newest first (or by cost or latency, `sort`), filtered by status, direction, agent, contact and UTC days of created_at. */
export async function listCalls(db: DbOrTx, actor: Actor, input: ListCallsInput = {}): Promise<CallListDto> {
  const q = parseOrThrow(listCallsInput, input);
  const { matching, page } = callListQueries(db, actor, q);
  return scalablePage({
    key: 'calls',
    page: q.page,
    limit: q.limit,
    cursor: q.cursor,
    countUpTo: (n) => countUpTo(db, matching, n),
    estimate: () => estimatedRows(db, matching),
    rows: async (limit, offset) => (await page(limit, offset)).map((r) => toCallListItem(r.call, r.agent)),
    keyOf: (c) => c.id,
  });
}

/**
 * The queries behind one page of the list: the matching ids (counted) and the page's rows in (created_at, id)
 * descending order, after the cursor's call when given (its exact created_at read from the row), or in the order of
 * `sort` (sorted-page.ts). Separate so
 * the plan test explains exactly what the list runs.
 */
export function callListQueries(db: DbOrTx, actor: Actor, q: Omit<z.output<typeof listCallsInput>, 'page' | 'limit'>) {
  const where = and(
    callScope(actor),
    q.status ? eq(calls.status, q.status) : undefined,
    q.type ? eq(calls.type, q.type) : undefined,
    q.agent_id ? eq(calls.agentId, q.agent_id) : undefined,
    q.contact_id ? eq(calls.contactId, q.contact_id) : undefined,
    q.campaign_id ? eq(calls.campaignId, q.campaign_id) : undefined,
    q.start_date ? gte(calls.createdAt, new Date(`${q.start_date}T00:00:00Z`)) : undefined,
    q.end_date ? lt(calls.createdAt, nextDay(q.end_date)) : undefined,
    q.from ? gte(calls.createdAt, q.from.length === 10 ? new Date(`${q.from}T00:00:00Z`) : new Date(q.from)) : undefined,
    q.to ? (q.to.length === 10 ? lt(calls.createdAt, nextDay(q.to)) : lte(calls.createdAt, new Date(q.to))) : undefined,
  );
  // Every call has its agent (a non-null foreign key), so only a member's scope, which reads the agent's
  // visibility, needs the join; without it the count is an index-only walk of the list's index.
  const joinAgents = !isAccountAdmin(actor);
  const matching = joinAgents
    ? db.select({ id: calls.id }).from(calls).innerJoin(agents, eq(agents.id, calls.agentId)).where(where)
    : db.select({ id: calls.id }).from(calls).where(where);
  const rows = () => db.select({ call: calls, agent: agentColumns }).from(calls).innerJoin(agents, eq(agents.id, calls.agentId));
  if (q.sort) {
    const order = sortedCallOrder(db, { sort: q.sort, where, cursor: q.cursor, accountId: actor.accountId, joinAgents });
    return {
      matching,
      page: (limit: number, offset: number) => rows().where(order.window(limit + offset)).orderBy(...order.orderBy).limit(limit).offset(offset),
    };
  }
  const after = q.cursor === undefined
    ? undefined
    : sql`(${calls.createdAt}, ${calls.id}) < (select k.created_at, k.id from calls k where k.id = ${q.cursor})`;
  return {
    matching,
    page: (limit: number, offset: number) =>
      rows()
        .where(and(where, after))
        .orderBy(desc(calls.createdAt), desc(calls.id))
        .limit(limit)
        .offset(offset),
  };
}

/** A call reference: the database id or the `call_…` id; anything else names no call. */
export function callRefMatch(ref: string | number): SQL {
  const text = String(ref);
  if (/^\d+$/.test(text)) {
    const id = asRowId(text);
    if (id !== null) return eq(calls.id, id);
  } else if (/^call_[0-9a-f]{24}$/.test(text)) {
    return eq(calls.callId, text);
  }
  throw notFound(`Call ${text}`);
}

/** GET /api/v1/calls/{id}: by database id or call_id; anything not visible → 404 not_found. */
export async function getCall(db: DbOrTx, actor: Actor, ref: string | number): Promise<CallDto> {
  return (await getCallDetail(db, actor, ref)).call;
}

/** A call as the dashboard's call page shows it: the REST object, and the voice provider that carried it. */
export async function getCallDetail(db: DbOrTx, actor: Actor, ref: string | number): Promise<{ call: CallDto; provider: VoiceProviderName }> {
  const [row] = await db
    .select({ call: calls, agent: agentColumns })
    .from(calls)
    .innerJoin(agents, eq(agents.id, calls.agentId))
    .where(and(callRefMatch(ref), callScope(actor)));
  if (!row) throw notFound(`Call ${String(ref)}`);
  return { call: toCallDto(row.call, row.agent, await eventsBookedIn(db, row.call.id)), provider: row.call.provider };
}

/** The calendar events booked during a call (by its agent's tools), in time order. */
async function eventsBookedIn(db: DbOrTx, callId: number): Promise<CallDto['events']> {
  const rows = await db
    .select({
      id: calendarEvents.id, uuid: calendarEvents.uuid, title: calendarEvents.title, status: calendarEvents.status,
      startTime: calendarEvents.startTime, endTime: calendarEvents.endTime, eventType: calendarEvents.eventType, simulated: calendarEvents.simulated,
    })
    .from(calendarEvents)
    .where(eq(calendarEvents.callId, callId))
    .orderBy(asc(calendarEvents.startTime), asc(calendarEvents.id));
  return rows.map((e) => ({
    id: e.id, uuid: e.uuid, title: e.title, status: e.status, start_time: toIso(e.startTime)!, end_time: toIso(e.endTime)!, event_type: e.eventType, simulated: e.simulated,
  }));
}
