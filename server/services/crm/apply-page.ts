import { and, eq, inArray, sql } from 'drizzle-orm';
import { contactPhoneNumbers, contacts, contactTags, tags } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { logger } from '../../logger';
import { distinctTagNames, rememberTags } from '../contacts/tags';
import type { CrmContact } from '../providers/crm-port';
import { type Applied, applyCrmContact, type contactVariableTypes, firstNameOf, listDoNotDisturb, mapCrmContact } from './apply-contact';
import type { CrmConnectionRow } from './dto';
import { externalIdIn, linkedIn } from './external-id';

type Types = Awaited<ReturnType<typeof contactVariableTypes>>;
type Mapped = ReturnType<typeof mapCrmContact>;
export type PageTally = Record<Applied, number>;

/**
 * Applies one page of an import in the caller's transaction. Contacts new to the account (no contact here has their
 * CRM id or any of their numbers, and no other contact of the page shares a number with them) are written together:
 * one insert of the contacts, one of their numbers, one of their tag links, so a 50,000-contact import costs a few
 * statements a page instead of a handful a contact. Every other contact (a match to update, a conflict to keep, a
 * number two of the page share) goes through applyCrmContact one by one, as a webhook's does, with the same result.
 * Should the batch be refused (a webhook made one of the contacts meanwhile), the whole page takes the one-by-one road.
 */
export async function applyCrmPage(
  tx: DbOrTx, connection: CrmConnectionRow, page: CrmContact[], types: Types, now: Date,
  /** Tests: runs between the match and the write, where a concurrent webhook would land. */
  opts: { beforeWrite?: () => Promise<void> } = {},
): Promise<PageTally> {
  const tally: PageTally = { imported: 0, updated: 0, unchanged: 0, failed: 0 };
  const mapped = page.map((c) => ({ c, m: mapCrmContact(c, connection, types) }));
  const fresh = await newToAccount(tx, connection, mapped);
  let rest = mapped;
  if (fresh.length) {
    await opts.beforeWrite?.();
    try {
      await tx.transaction((sp) => insertNewContacts(sp, connection, fresh));
      tally.imported += fresh.length;
      const done = new Set(fresh.map((f) => f.c));
      rest = mapped.filter((x) => !done.has(x.c));
    } catch (err) {
      logger.info('CRM page written contact by contact', { connection_id: connection.id, error: err instanceof Error ? err.message : String(err) });
    }
  }
  for (const { c } of rest) {
    try {
      tally[await tx.transaction((sp) => applyCrmContact(sp, connection, c, types, now))] += 1;
    } catch (err) {
      logger.warn('CRM contact not applied', { connection_id: connection.id, error: err instanceof Error ? err.message : String(err) });
      tally.failed += 1;
    }
  }
  return tally;
}

/** The page's contacts that match nothing here and share no number with another of the page (page order kept). */
async function newToAccount(tx: DbOrTx, connection: CrmConnectionRow, mapped: { c: CrmContact; m: Mapped }[]) {
  const ids = [...new Set(mapped.map((x) => x.c.externalId))];
  const numbers = [...new Set(mapped.flatMap((x) => x.m.phones))];
  const [linked, held] = await Promise.all([
    ids.length
      ? tx.select({ id: externalIdIn(connection.provider) }).from(contacts)
        .where(and(eq(contacts.accountId, connection.accountId), linkedIn(connection.provider), inArray(externalIdIn(connection.provider), ids)))
      : [],
    numbers.length
      ? tx.selectDistinct({ number: contactPhoneNumbers.phoneNumber }).from(contactPhoneNumbers)
        .where(and(eq(contactPhoneNumbers.accountId, connection.accountId), inArray(contactPhoneNumbers.phoneNumber, numbers)))
      : [],
  ]);
  const taken = new Set([...linked.map((r) => `id:${r.id}`), ...held.map((r) => `n:${r.number}`)]);
  const seen = new Map<string, number>();
  for (const x of mapped) for (const k of [`id:${x.c.externalId}`, ...x.m.phones.map((p) => `n:${p}`)]) seen.set(k, (seen.get(k) ?? 0) + 1);
  return mapped.filter((x) => [`id:${x.c.externalId}`, ...x.m.phones.map((p) => `n:${p}`)].every((k) => !taken.has(k) && seen.get(k) === 1));
}

/** Writes new contacts with their numbers (the first primary), tags and do-not-disturb, as applyCrmContact would. */
async function insertNewContacts(tx: DbOrTx, connection: CrmConnectionRow, fresh: { c: CrmContact; m: Mapped }[]) {
  const provider = connection.provider;
  const rows = await tx.insert(contacts).values(fresh.map(({ c, m }) => ({
    accountId: connection.accountId,
    firstName: firstNameOf(c, m),
    ...m.columns,
    customContext: m.context,
    externalIds: { [provider]: c.externalId },
    // As the numbers' trigger would set it (their ids follow this order), so it has nothing to rewrite.
    phoneSearch: m.phones.join('\u001f'),
  }))).returning({ id: contacts.id, externalId: externalIdIn(provider) });
  const idOf = new Map(rows.map((r) => [r.externalId, r.id]));
  const numbers = fresh.flatMap(({ c, m }) => m.phones.map((phoneNumber, i) => ({
    contactId: idOf.get(c.externalId)!, accountId: connection.accountId, phoneNumber, isPrimary: i === 0,
  })));
  if (numbers.length) await tx.insert(contactPhoneNumbers).values(numbers);
  await linkTags(tx, connection.accountId, fresh.flatMap(({ c, m }) => (m.tags ?? []).map((name) => ({ contactId: idOf.get(c.externalId)!, name }))));
  for (const { m, c } of fresh) await listDoNotDisturb(tx, connection, c, m.phones);
}

/** Links new contacts to their tags by name (any case), creating the names the account does not have yet. */
async function linkTags(tx: DbOrTx, accountId: number, wanted: { contactId: number; name: string }[]) {
  if (!wanted.length) return;
  // Sorted, so that concurrent writers take the tags' index entries in one order (as setContactTags does).
  const names = distinctTagNames(wanted.map((w) => w.name)).sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
  await tx.insert(tags).values(names.map((name) => ({ accountId, name }))).onConflictDoNothing();
  const found = await tx.select({ id: tags.id, name: sql<string>`lower(${tags.name})` }).from(tags)
    .where(and(eq(tags.accountId, accountId), inArray(sql`lower(${tags.name})`, names.map((n) => n.toLowerCase()))));
  rememberTags(accountId, found.map((f) => f.name));
  const tagId = new Map(found.map((f) => [f.name, f.id]));
  const links = new Map<string, { contactId: number; tagId: number }>();
  for (const w of wanted) {
    const id = tagId.get(w.name.trim().toLowerCase());
    if (id !== undefined) links.set(`${w.contactId}:${id}`, { contactId: w.contactId, tagId: id });
  }
  if (links.size) await tx.insert(contactTags).values([...links.values()]).onConflictDoNothing();
}
