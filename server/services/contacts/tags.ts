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
 * Replaces a contact's tags. Tags are per account and matched case-insensitively; a name the account
 * does not have yet is created (concurrent creators of the same name end up with one tag).
 */
export async function setContactTags(tx: DbOrTx, accountId: number, contactId: number, names: readonly string[]) {
  await tx.delete(contactTags).where(eq(contactTags.contactId, contactId));
  // Sorted so that concurrent writers take the tag index entries in one order (no deadlock).
  const wanted = distinctTagNames(names).sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
  if (!wanted.length) return;
  await tx.insert(tags).values(wanted.map((name) => ({ accountId, name }))).onConflictDoNothing();
  const rows = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.accountId, accountId), inArray(sql`lower(${tags.name})`, wanted.map((n) => n.toLowerCase()))));
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
