import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { contacts } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { AppError } from '../../errors';
import { teamScope } from '../access/teams';

export type ContactRow = typeof contacts.$inferSelect;

export const contactNotFound = (id: number | string) => new AppError('not_found', `Contact ${id} not found.`);

/**
 * The contacts an actor sees, as a where clause: owners and admins every contact of their account, a member those
 * with no team or with a team they can access.
 */
export const contactScope = (actor: Actor) => teamScope(actor, contacts.accountId, contacts.teamId);

/**
 * A contact the actor can see, else 404 not_found. With `lock`, the row is locked until the transaction
 * ends, so concurrent writers to the same contact take turns.
 */
export async function getVisibleContactOrThrow(
  db: DbOrTx,
  actor: Actor,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<ContactRow> {
  const q = db.select().from(contacts).where(and(eq(contacts.id, id), contactScope(actor)));
  const [row] = opts.lock ? await q.for('update') : await q;
  if (!row) throw contactNotFound(id);
  return row;
}

export function fullName(c: { firstName: string; lastName: string | null }): string {
  return [c.firstName, c.lastName].filter((p) => p && p.trim()).join(' ');
}
