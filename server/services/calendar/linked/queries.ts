import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../../auth/actor';
import { isAccountAdmin } from '../../../auth/actor';
import { calendarConnections, linkedCalendars, users } from '../../../db/schema';
import type { DbOrTx } from '../../../db/types';
import { AppError, notFound } from '../../../errors';
import type { ConnectionRow, LinkedCalendarRow } from './dto';

/** A connection the actor may see: their own, or any of the account's for owners and admins. Others' are 404. */
export async function getVisibleConnection(db: DbOrTx, actor: Actor, id: number, opts: { forUpdate?: boolean } = {}): Promise<ConnectionRow> {
  let q = db.select().from(calendarConnections).where(and(eq(calendarConnections.id, id), eq(calendarConnections.accountId, actor.accountId))).$dynamic();
  if (opts.forUpdate) q = q.for('update');
  const [row] = await q;
  if (!row || (row.userId !== actor.userId && !isAccountAdmin(actor))) throw notFound(`Calendar connection ${id}`);
  return row;
}

export async function calendarsOf(db: DbOrTx, connectionIds: number[]): Promise<Map<number, LinkedCalendarRow[]>> {
  const out = new Map<number, LinkedCalendarRow[]>(connectionIds.map((id) => [id, []]));
  if (!connectionIds.length) return out;
  const rows = await db.select().from(linkedCalendars).where(inArray(linkedCalendars.connectionId, connectionIds));
  for (const r of rows) out.get(r.connectionId)!.push(r);
  return out;
}

/** The user whose connections are asked for: the actor, or (owners and admins) another user of the account. */
export async function targetUser(db: DbOrTx, actor: Actor, userId: number | undefined): Promise<number> {
  if (userId === undefined || userId === actor.userId) return actor.userId;
  if (!isAccountAdmin(actor)) throw new AppError('permission_denied', "Only owners and admins may act on another user's calendars.");
  const [u] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), eq(users.accountId, actor.accountId)));
  if (!u) throw notFound(`User ${userId}`);
  return u.id;
}

/** Whose calendar connection `id` is, whichever account it is in (the operator's CLI acts as that person); undefined when none. */
export async function findConnectionOwner(db: DbOrTx, id: number): Promise<number | undefined> {
  const [row] = await db.select({ userId: calendarConnections.userId }).from(calendarConnections).where(eq(calendarConnections.id, id));
  return row?.userId;
}
