import { and, asc, eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { contactPhoneNumbers, contacts } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { contactScope, type ContactRow } from './access';

/**
 * The contact a number belongs to, among the contacts the actor can see: the oldest with that E.164 number (its
 * primary or another one). A call placed to the number without a contact_id is linked to it.
 */
export async function findVisibleContactByPhone(db: DbOrTx, actor: Actor, e164: string): Promise<ContactRow | null> {
  const [row] = await db
    .select({ contact: contacts })
    .from(contactPhoneNumbers)
    .innerJoin(contacts, eq(contacts.id, contactPhoneNumbers.contactId))
    .where(and(eq(contactPhoneNumbers.accountId, actor.accountId), eq(contactPhoneNumbers.phoneNumber, e164), contactScope(actor)))
    .orderBy(asc(contacts.id))
    .limit(1);
  return row?.contact ?? null;
}
