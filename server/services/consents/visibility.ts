import { and, eq, exists, inArray, or, type SQL } from 'drizzle-orm';
import { isAccountAdmin, type Actor } from '../../auth/actor';
import { consents, contactPhoneNumbers, contacts } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { contactScope } from '../contacts/access';

/**
 * The consents an actor sees, as a where clause. Owners and admins see every consent of their account. A member
 * sees a consent when it was recorded for a contact they can see, or when a contact they can see holds its number:
 * consent evidence (the number, the IP, the form, the words agreed to) belongs to the team that holds the person,
 * as the contact does. A consent whose number no contact of theirs holds is not found to them.
 */
export function consentScope(db: DbOrTx, actor: Actor): SQL {
  const inAccount = eq(consents.accountId, actor.accountId);
  if (isAccountAdmin(actor)) return inAccount;
  const seen = db.select({ id: contacts.id }).from(contacts).where(contactScope(actor));
  const heldBySeen = db
    .select({ one: contactPhoneNumbers.contactId })
    .from(contactPhoneNumbers)
    .innerJoin(contacts, eq(contacts.id, contactPhoneNumbers.contactId))
    .where(and(eq(contactPhoneNumbers.accountId, actor.accountId), eq(contactPhoneNumbers.phoneNumber, consents.phoneNumber), contactScope(actor)));
  return and(inAccount, or(inArray(consents.contactId, seen), exists(heldBySeen)))!;
}

/**
 * Rows as the actor may read them: a member sees `contact_id` only for contacts they can see, so a consent shared
 * with a number of theirs never tells them which hidden contact holds it (null, as for a consent of no contact).
 */
export async function withSeenContacts<T extends { contactId: number | null }>(db: DbOrTx, actor: Actor, rows: T[]): Promise<T[]> {
  if (isAccountAdmin(actor)) return rows;
  const named = [...new Set(rows.flatMap((r) => (r.contactId === null ? [] : [r.contactId])))];
  if (!named.length) return rows;
  const seen = new Set(
    (await db.select({ id: contacts.id }).from(contacts).where(and(inArray(contacts.id, named), contactScope(actor)))).map((r) => r.id),
  );
  return rows.map((r) => (r.contactId === null || seen.has(r.contactId) ? r : { ...r, contactId: null }));
}

/**
 * The numbers among `numbers` that a contact the actor can see holds (every number for owners and admins): a member
 * records consent only for the people of their teams.
 */
export async function numbersActorHolds(db: DbOrTx, actor: Actor, numbers: string[]): Promise<Set<string>> {
  const distinct = [...new Set(numbers)];
  if (isAccountAdmin(actor) || !distinct.length) return new Set(distinct);
  const held = await db
    .selectDistinct({ number: contactPhoneNumbers.phoneNumber })
    .from(contactPhoneNumbers)
    .innerJoin(contacts, eq(contacts.id, contactPhoneNumbers.contactId))
    .where(and(eq(contactPhoneNumbers.accountId, actor.accountId), inArray(contactPhoneNumbers.phoneNumber, distinct), contactScope(actor)));
  return new Set(held.map((r) => r.number));
}
