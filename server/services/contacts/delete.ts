import { and, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { calls, contacts } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { parseOrThrow } from '../../errors';
import { contactScope, getVisibleContactOrThrow } from './access';
import { deleteContactsInput, type DeleteContactsInput } from './bulk-schema';

/**
 * DELETE /api/v1/contacts/{id}: the contact goes with its numbers and tags (cascade). Its calls stay for the
 * account's history and billing, but lose the contact's name and email and their link to it.
 */
export async function deleteContact(db: DbOrTx, actor: Actor, contactId: number): Promise<{ message: string; id: number }> {
  return db.transaction(async (tx) => {
    const row = await getVisibleContactOrThrow(tx, actor, contactId, { lock: true });
    await forgetContacts(tx, [row.id]);
    return { message: 'Contact deleted successfully.', id: row.id };
  });
}

/** The dashboard's bulk delete: the listed contacts the actor can see go; the others are left alone. */
export async function deleteContacts(db: DbOrTx, actor: Actor, input: DeleteContactsInput): Promise<{ deleted: number }> {
  const { ids } = parseOrThrow(deleteContactsInput, input);
  return db.transaction(async (tx) => {
    const visible = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(inArray(contacts.id, ids), contactScope(actor)))
      .for('update');
    await forgetContacts(tx, visible.map((r) => r.id));
    return { deleted: visible.length };
  });
}

/** The contact's own values a call's variables carry (its template values); the rest is the business's or the request's. */
const personalKeys = `{${['first_name', 'last_name', 'full_name', 'email', 'company', 'city', 'state'].join(',')}}`;

async function forgetContacts(tx: DbOrTx, ids: number[]) {
  if (!ids.length) return;
  await tx
    .update(calls)
    .set({ contactName: null, contactEmail: null, variables: sql`${calls.variables} - ${personalKeys}::text[]` })
    .where(inArray(calls.contactId, ids));
  await tx.delete(contacts).where(inArray(contacts.id, ids));
}

