import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { consentChanges, consents, contactPhoneNumbers } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { toIso } from '../../lib/time';
import { getVisibleContactOrThrow } from '../contacts/access';
import { consentDto } from './read';
import { withSeenContacts } from './visibility';
import type { ConsentDto } from './schema';

/** One write to a consent as the dashboard shows it: the door, the person (their email, kept after they leave), when. */
export interface ConsentWrite {
  source: (typeof consentChanges.$inferSelect)['source'];
  user_email: string | null;
  api_key_id: number | null;
  call_id: string | null;
  at: string;
}

export interface ContactConsent extends ConsentDto {
  revoked_note: string | null;
  recorded_by: ConsentWrite | null;
  revoked_by: ConsentWrite | null;
}

/** How many consents a contact's page lists; a number rarely has more than a handful. */
const CONTACT_CONSENTS_SHOWN = 100;

/**
 * The consents of a contact the actor can see (else 404): those recorded for it and those of its numbers, newest
 * first, each with who recorded and who revoked it.
 */
export async function listConsentsForContact(db: DbOrTx, actor: Actor, contactId: number): Promise<{ consents: ContactConsent[] }> {
  await getVisibleContactOrThrow(db, actor, contactId);
  const numbers = db
    .select({ n: contactPhoneNumbers.phoneNumber })
    .from(contactPhoneNumbers)
    .where(and(eq(contactPhoneNumbers.contactId, contactId), eq(contactPhoneNumbers.accountId, actor.accountId)));
  // A consent of one of its numbers may have been recorded for another contact holding it: a member is not told which.
  const rows = await withSeenContacts(db, actor, await db
    .select()
    .from(consents)
    .where(and(eq(consents.accountId, actor.accountId), or(eq(consents.contactId, contactId), inArray(consents.phoneNumber, numbers))))
    .orderBy(desc(consents.id))
    .limit(CONTACT_CONSENTS_SHOWN));
  const changes = rows.length
    ? await db
      .select()
      .from(consentChanges)
      .where(and(eq(consentChanges.accountId, actor.accountId), inArray(consentChanges.consentId, rows.map((r) => r.id))))
      .orderBy(asc(consentChanges.id))
    : [];
  const write = (c: typeof consentChanges.$inferSelect): ConsentWrite => ({
    source: c.source, user_email: c.userEmail, api_key_id: c.apiKeyId, call_id: c.callId, at: toIso(c.createdAt),
  });
  const first = (id: number, action: 'recorded' | 'revoked') => {
    const c = changes.find((x) => x.consentId === id && x.action === action);
    return c ? write(c) : null;
  };
  return {
    consents: rows.map((r) => ({ ...consentDto(r), revoked_note: r.revokedNote, recorded_by: first(r.id, 'recorded'), revoked_by: first(r.id, 'revoked') })),
  };
}
