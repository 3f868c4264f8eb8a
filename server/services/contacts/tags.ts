import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { contactTags, tags } from '../../db/schema';
import { rowsOf } from '../../db/rows';
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
 * of the same name end up with one tag). One statement links the tags the account has and drops the links to
 * others, the usual case; only names without a tag cost more statements.
 */
export async function setContactTags(tx: DbOrTx, accountId: number, contactId: number, names: readonly string[], opts: { fresh?: boolean } = {}) {
  // Sorted so that concurrent writers take the tag index entries in one order (no deadlock).
  const wanted = distinctTagNames(names).sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
  if (!wanted.length) {
    if (!opts.fresh) await tx.delete(contactTags).where(eq(contactTags.contactId, contactId));
    return;
  }
  const lowered = wanted.map((n) => n.toLowerCase());
  // The links to keep and add do not overlap the links to drop, so the two writes never touch one row.
  const [{ found }] = rowsOf<{ found: string[] }>(await tx.execute(sql`
    with w as (select id, lower(name) as name from ${tags}
      where account_id = ${accountId} and lower(name) in (select jsonb_array_elements_text(${JSON.stringify(lowered)}::jsonb))),
    d as (delete from ${contactTags} where contact_id = ${contactId} and tag_id not in (select id from w)),
    i as (insert into ${contactTags} (contact_id, tag_id) select ${contactId}, id from w on conflict do nothing)
    select coalesce(json_agg(w.name), '[]'::json) as found from w`));
  rememberTags(accountId, found);
  const have = new Set(found);
  const missing = wanted.filter((n) => !have.has(n.toLowerCase()));
  if (!missing.length) return;
  await tx.insert(tags).values(missing.map((name) => ({ accountId, name }))).onConflictDoNothing();
  // A new statement: it also sees a tag another writer created meanwhile (the insert above then did nothing).
  const rows = await tx
    .select({ id: tags.id, name: sql<string>`lower(${tags.name})` })
    .from(tags)
    .where(and(eq(tags.accountId, accountId), inArray(sql`lower(${tags.name})`, missing.map((n) => n.toLowerCase()))));
  await tx.insert(contactTags).values(rows.map((r) => ({ contactId, tagId: r.id }))).onConflictDoNothing();
  rememberTags(accountId, rows.map((r) => r.name));
}

/**
 * Tag names (lower case) this process has seen each account have, at most KNOWN_TAGS_MAX of them: a hint for the
 * one-statement create, which fails (and falls back) on a name without a tag. A tag deleted since is only a
 * fallback; a name not remembered only takes the transaction path, which remembers it.
 */
const knownTags = new Set<string>();
const KNOWN_TAGS_MAX = 50_000;
const tagKey = (accountId: number, lowered: string) => `${accountId}\u001f${lowered}`;

export function rememberTags(accountId: number, lowered: readonly string[]) {
  if (knownTags.size + lowered.length > KNOWN_TAGS_MAX) knownTags.clear();
  for (const name of lowered) knownTags.add(tagKey(accountId, name));
}

/** Whether this process has seen the account have every one of these tags (names as given, any case). */
export function tagsLikelyExist(accountId: number, names: readonly string[]): boolean {
  return distinctTagNames(names).every((n) => knownTags.has(tagKey(accountId, n.toLowerCase())));
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
