import { and, inArray } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { contacts } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { contactScope, fullName } from '../contacts/access';
import { listRecipients } from './read';
import type { ListRecipientsQuery, RecipientDto, RecipientList } from './schema';

export type NamedRecipient = RecipientDto & { contact_name: string | null };

/**
 * The dashboard's page of recipients: each with its contact's name beside the number, so a person reads "Maria Lopez"
 * rather than a bare number. Only contacts the actor sees are named (as their numbers are shown); an erased or deleted
 * contact has none. The REST list keeps its fields; this is the dashboard's read of it.
 */
export async function listRecipientsWithNames(
  db: DbOrTx, actor: Actor, id: number | string, input: ListRecipientsQuery,
): Promise<Omit<RecipientList, 'recipients'> & { recipients: NamedRecipient[] }> {
  const list = await listRecipients(db, actor, id, input);
  const ids = [...new Set(list.recipients.map((r) => r.contact_id).filter((c): c is number => c !== null))];
  const rows = ids.length
    ? await db.select({ id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName }).from(contacts)
      .where(and(inArray(contacts.id, ids), contactScope(actor)))
    : [];
  const names = new Map(rows.map((c) => [c.id, fullName(c) || null]));
  return { ...list, recipients: list.recipients.map((r) => ({ ...r, contact_name: (r.contact_id !== null && names.get(r.contact_id)) || null })) };
}
