import { and, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { agents, calendarEvents, calls, teams } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { notFound } from '../../errors';
import { asRowId, isUuid } from '../../lib/ids';
import { teamScope } from '../access/teams';
import type { LoadedEvent } from './dto';

export { isUuid };

/** An event path parameter: the integer id or the UUID. Anything else can match nothing. */
export function eventRefCondition(ref: string | number): SQL | null {
  const s = String(ref).trim();
  if (/^\d+$/.test(s)) {
    const id = asRowId(s);
    return id === null ? null : eq(calendarEvents.id, id);
  }
  return isUuid(s) ? eq(calendarEvents.uuid, s.toLowerCase()) : null;
}

/**
 * Scheduled or confirmed: written as constants, not parameters, so the planner can use the partial index on
 * blocking events even with a generic plan for a prepared statement.
 */
export const isBlocking = sql`${calendarEvents.status} in ('scheduled', 'confirmed')`;

/** The events an actor may see: their account's, and for members only those with no team or an accessible one. */
/**
 * Events overlapping [from, to): the plain comparisons state it, the range overlap lets the span index
 * (calendar_events_span_idx, GiST) find them without reading every earlier event of the account.
 */
export function overlapsWindow(from: Date, to: Date): SQL {
  return and(
    lt(calendarEvents.startTime, to),
    gt(calendarEvents.endTime, from),
    sql`tstzrange(${calendarEvents.startTime}, ${calendarEvents.endTime}) && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)`,
  )!;
}

export const eventScope = (actor: Actor) => teamScope(actor, calendarEvents.accountId, calendarEvents.teamId);

/** Loads events with their agent and team. */
export async function loadEvents(
  db: DbOrTx,
  where: SQL,
  opts: { forUpdate?: boolean; orderBy?: SQL[]; limit?: number; offset?: number } = {},
): Promise<LoadedEvent[]> {
  let q = db
    .select({
      event: calendarEvents,
      agentId: agents.id,
      agentName: agents.name,
      agentAssistantId: agents.assistantId,
      teamId: teams.id,
      teamName: teams.name,
      callRef: calls.callId,
    })
    .from(calendarEvents)
    .leftJoin(agents, eq(agents.id, calendarEvents.aiAgentId))
    .leftJoin(teams, eq(teams.id, calendarEvents.teamId))
    .leftJoin(calls, eq(calls.id, calendarEvents.callId))
    .where(where)
    .$dynamic();
  if (opts.orderBy) q = q.orderBy(...opts.orderBy);
  if (opts.limit !== undefined) q = q.limit(opts.limit);
  if (opts.offset) q = q.offset(opts.offset);
  if (opts.forUpdate) q = q.for('update', { of: calendarEvents });
  const rows = await q;
  return rows.map((r) => ({
    event: r.event,
    agent: r.agentId === null ? null : { id: r.agentId, name: r.agentName!, assistant_id: r.agentAssistantId! },
    team: r.teamId === null ? null : { id: r.teamId, name: r.teamName! },
    callRef: r.callRef,
  }));
}

/** One visible event by id or UUID, else 404 not_found (other tenants' events included: they leak nothing). */
export async function getVisibleEventOrThrow(db: DbOrTx, actor: Actor, ref: string | number, opts: { forUpdate?: boolean } = {}): Promise<LoadedEvent> {
  const match = eventRefCondition(ref);
  if (!match) throw eventNotFound(ref);
  const [row] = await loadEvents(db, and(match, eventScope(actor))!, opts);
  if (!row) throw eventNotFound(ref);
  return row;
}

export const eventNotFound = (ref: string | number) => notFound(`Calendar event ${ref}`);

/**
 * Serialises writes to one user's calendar for the rest of the transaction, so the booking guard's check and
 * the write it allows happen with no other write in between (two int4 keys: a class for calendars, the user).
 */
export async function lockUserCalendar(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CALENDAR_LOCK_CLASS}::int, ${userId}::int)`);
}

const CALENDAR_LOCK_CLASS = 7202;
