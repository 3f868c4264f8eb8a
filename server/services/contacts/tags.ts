import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { contactTags, tags } from '../../db/schema';
import type { DbOrTx } from '../../db/types';

/** Tag names as the account keeps them: trimmed, one per case-insensitive name, first spelling wins. */
export function distinctTagNames(names: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const raw of names) {
    const name = raw.trim();
    if (name && !byKey.has(name.toLowerCase())) byKey.set(name.toLowerCase(), name);
  }
  return [...byKey.values()];
}

/**
 * Replaces a contact's tags (`fresh`: a contact created in this transaction, which has none yet). Tags are per
 * account and matched case-insensitively; a name the account does not have yet is created (concurrent creators
 * of the same name end up with one tag). The names are looked up first: tags already there, the usual case,
 * cost no insert.
 */
export async function setContactTags(tx: DbOrTx, accountId: number, contactId: number, names: readonly string[], opts: { fresh?: boolean } = {}) {
  if (!opts.fresh) await tx.delete(contactTags).where(eq(contactTags.contactId, contactId));
  // Sorted so that concurrent writers take the tag index entries in one order (no deadlock).
  const wanted = distinctTagNames(names).sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
  if (!wanted.length) return;
  const lookUp = (lowered: string[]) => tx
    .select({ id: tags.id, name: sql<string>`lower(${tags.name})` })
    .from(tags)
    .where(and(eq(tags.accountId, accountId), inArray(sql`lower(${tags.name})`, lowered)));
  const rows = await lookUp(wanted.map((n) => n.toLowerCase()));
  const found = new Set(rows.map((r) => r.name));
  const missing = wanted.filter((n) => !found.has(n.toLowerCase()));
  if (missing.length) {
    await tx.insert(tags).values(missing.map((name) => ({ accountId, name }))).onConflictDoNothing();
    // A new statement: it also sees a tag another writer created meanwhile (the insert above then did nothing).
    rows.push(...(await lookUp(missing.map((n) => n.toLowerCase()))));
  }
  await tx.insert(contactTags).values(rows.map((r) => ({ contactId, tagId: r.id }))).onConflictDoNothing();
}

/** Tag names per contact, alphabetical. */
export async function tagsOf(db: DbOrTx, contactIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (!contactIds.length) return out;
  const rows = await db
    .select({ contactId: contactTags.contactId, name: tags.name })
    .from(contactTags)
    .innerJoin(tags, eq(tags.id, contactTags.tagId))
    .where(inArray(contactTags.contactId, contactIds))
    .orderBy(asc(sql`lower(${tags.name})`));
  for (const r of rows) out.set(r.contactId, [...(out.get(r.contactId) ?? []), r.name]);
  return out;
}
