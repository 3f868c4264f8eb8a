import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { campaignRecipients, contactPhoneNumbers, contacts, doNotCallNumbers, type CampaignAudience, type RecipientStatus } from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/types';
import { parseOrThrow } from '../../errors';
import { contactListFilter } from '../contacts/read';
import { audienceInput, type AudienceInput } from './schema';

/** The contacts an audience names, as the actor sees them: the contacts list's filters, and the ids when given. */
export function audienceFilter(actor: Actor, audience: CampaignAudience): SQL {
  const where = contactListFilter(actor, audience);
  return audience.contact_ids?.length ? and(where, inArray(contacts.id, audience.contact_ids))! : where;
}

/** How many contacts an audience matches now (the dashboard's preview before a campaign is created). */
export async function countAudience(db: DbOrTx, actor: Actor, input: AudienceInput): Promise<{ contacts: number }> {
  const audience = parseOrThrow(audienceInput, input);
  const [row] = await db.select({ n: count() }).from(contacts).where(audienceFilter(actor, audience));
  return { contacts: row.n };
}

const CHUNK = 500;

/**
 * Resolves a campaign's audience once, at start: one recipient per contact, with its primary number. A contact
 * without one, a number on the do-not-call list (the account's list or a flagged contact number), and a number
 * already in the campaign are recorded skipped and never dialed. Returns how many recipients were written.
 */
export async function resolveAudience(tx: Tx, actor: Actor, campaign: { id: number; audience: CampaignAudience }, at: Date): Promise<number> {
  const rows = await tx
    .select({ contactId: contacts.id, phoneNumber: contactPhoneNumbers.phoneNumber, flagged: contactPhoneNumbers.doNotCall })
    .from(contacts)
    .leftJoin(contactPhoneNumbers, and(eq(contactPhoneNumbers.contactId, contacts.id), eq(contactPhoneNumbers.isPrimary, true)))
    .where(audienceFilter(actor, campaign.audience))
    .orderBy(asc(contacts.id));
  const numbers = [...new Set(rows.map((r) => r.phoneNumber).filter((n): n is string => Boolean(n)))];
  const blocked = new Set<string>();
  for (let i = 0; i < numbers.length; i += CHUNK) {
    const part = numbers.slice(i, i + CHUNK);
    const [listed, flagged] = await Promise.all([
      tx.select({ n: doNotCallNumbers.number }).from(doNotCallNumbers)
        .where(and(eq(doNotCallNumbers.accountId, actor.accountId), inArray(doNotCallNumbers.number, part))),
      tx.select({ n: contactPhoneNumbers.phoneNumber }).from(contactPhoneNumbers)
        .where(and(eq(contactPhoneNumbers.accountId, actor.accountId), inArray(contactPhoneNumbers.phoneNumber, part), sql`${contactPhoneNumbers.doNotCall}`)),
    ]);
    for (const r of [...listed, ...flagged]) blocked.add(r.n);
  }
  const seen = new Set<string>();
  const values = rows.map((r) => {
    let status: RecipientStatus = 'pending';
    if (!r.phoneNumber) status = 'skipped_no_phone';
    else if (seen.has(r.phoneNumber)) status = 'skipped_duplicate';
    else if (blocked.has(r.phoneNumber) || r.flagged) status = 'skipped_do_not_call';
    if (r.phoneNumber) seen.add(r.phoneNumber);
    return { campaignId: campaign.id, contactId: r.contactId, phoneNumber: r.phoneNumber, status, updatedAt: at };
  });
  for (let i = 0; i < values.length; i += CHUNK) await tx.insert(campaignRecipients).values(values.slice(i, i + CHUNK));
  return values.length;
}
