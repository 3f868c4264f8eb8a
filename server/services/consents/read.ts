import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { accounts, consents, contactPhoneNumbers, contacts } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { AppError, notFound, parseOrThrow } from '../../errors';
import { pagedSelect } from '../../lib/pagination';
import { normalizePhone } from '../../lib/phone';
import { toIso } from '../../lib/time';
import { contactScope } from '../contacts/access';
import { listConsentsQuery, type ConsentDto, type ConsentList, type ListConsentsQuery } from './schema';
import { consentScope, withSeenContacts } from './visibility';

export type ConsentRow = typeof consents.$inferSelect;

export const consentNotFound = (id: number | string) => notFound(`Consent ${id}`);

export const consentDto = (r: ConsentRow): ConsentDto => ({
  id: r.id,
  phone_number: r.phoneNumber,
  contact_id: r.contactId,
  kind: r.kind,
  scope: r.scope,
  source: r.source,
  seller: r.seller,
  captured_at: toIso(r.capturedAt),
  expires_at: toIso(r.expiresAt),
  revoked_at: toIso(r.revokedAt),
  revoked_via: r.revokedVia,
  created_at: toIso(r.createdAt),
});

/** Active: not revoked, and not past its expiry. */
export const isActiveConsent = (at: SQL | Date = sql`now()`) =>
  and(isNull(consents.revokedAt), or(isNull(consents.expiresAt), gt(consents.expiresAt, at)))!;

/** The account's country: national forms of a number are read in it, as the account's contacts' numbers are. */
export async function accountRegion(db: DbOrTx, accountId: number): Promise<string> {
  const [row] = await db.select({ country: accounts.country }).from(accounts).where(eq(accounts.id, accountId));
  return row?.country ?? 'US';
}

/**
 * A consent the actor sees (consentScope), else 404 not_found: another account's id, or another team's consent for
 * a member, answers as a missing one.
 */
export async function getConsentRowOrThrow(db: DbOrTx, actor: Actor, id: number, opts: { lock?: boolean } = {}): Promise<ConsentRow> {
  const q = db.select().from(consents).where(and(eq(consents.id, id), consentScope(db, actor)));
  const [row] = opts.lock ? await q.for('update') : await q;
  if (!row) throw consentNotFound(id);
  return row;
}

export async function getConsent(db: DbOrTx, actor: Actor, id: number): Promise<ConsentDto> {
  const [row] = await withSeenContacts(db, actor, [await getConsentRowOrThrow(db, actor, id)]);
  return consentDto(row);
}

/**
 * The account's consents, newest first. `contact_id` reads the consents recorded for that contact and those of
 * its numbers (a consent follows the number; one recorded before the contact existed has no contact_id); a
 * contact the actor cannot see has none.
 */
export async function listConsents(db: DbOrTx, actor: Actor, input: ListConsentsQuery = {}): Promise<ConsentList> {
  return consentPage(db, actor.accountId, { contacts: contactScope(actor), consents: consentScope(db, actor) }, input, (rows) =>
    withSeenContacts(db, actor, rows));
}

/** The operator's read of an account's consents (CLI), with the filters of the list and every contact visible. */
export async function listAccountConsents(db: DbOrTx, accountId: number, input: ListConsentsQuery = {}): Promise<ConsentList> {
  const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw notFound(`Account ${accountId}`);
  return consentPage(db, accountId, { contacts: sql`true`, consents: sql`true` }, input, async (rows) => rows);
}

/** `visible` narrows the account's contacts and consents to the reader's; `shown` hides what the reader may not see. */
async function consentPage(
  db: DbOrTx,
  accountId: number,
  visible: { contacts: SQL; consents: SQL },
  input: ListConsentsQuery,
  shown: (rows: ConsentRow[]) => Promise<ConsentRow[]>,
): Promise<ConsentList> {
  const q = parseOrThrow(listConsentsQuery, input);
  const visibleContacts = visible.contacts;
  const where: (SQL | undefined)[] = [eq(consents.accountId, accountId), visible.consents];
  if (q.phone_number !== undefined) {
    const number = normalizePhone(q.phone_number, await accountRegion(db, accountId));
    if (!number) {
      throw new AppError('invalid_phone_number', `"${q.phone_number}" is not a valid phone number. Use E.164, such as +14155550123.`, {
        details: [{ path: 'phone_number', message: 'is not a valid phone number' }],
      });
    }
    where.push(eq(consents.phoneNumber, number));
  }
  if (q.contact_id !== undefined) {
    const visible = db.select({ id: contacts.id }).from(contacts).where(and(eq(contacts.id, q.contact_id), eq(contacts.accountId, accountId), visibleContacts));
    const numbers = db
      .select({ n: contactPhoneNumbers.phoneNumber })
      .from(contactPhoneNumbers)
      .where(and(eq(contactPhoneNumbers.contactId, q.contact_id), eq(contactPhoneNumbers.accountId, accountId)));
    where.push(sql`exists (${visible})`, or(eq(consents.contactId, q.contact_id), inArray(consents.phoneNumber, numbers)));
  }
  if (q.active === true) where.push(isActiveConsent());
  if (q.active === false) where.push(or(isNotNull(consents.revokedAt), lte(consents.expiresAt, sql`now()`)));
  const cond = and(...where);
  return pagedSelect({
    key: 'consents',
    page: q.page,
    limit: q.limit,
    count: async () => (await db.select({ n: count() }).from(consents).where(cond))[0].n,
    rows: async (limit, offset) =>
      (await shown(await db.select().from(consents).where(cond).orderBy(desc(consents.id)).limit(limit).offset(offset))).map(consentDto),
  });
}
