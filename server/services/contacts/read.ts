import type { z } from 'zod';
import { and, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { scalablePage } from '../../lib/pagination';
import { countUpTo, estimatedRows } from '../../db/counting';
import type { Actor } from '../../auth/actor';
import { contactTags, contacts, tags } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { parseOrThrow } from '../../errors';
import { toContactDtos } from './dto';
import { getVisibleContactOrThrow } from './access';
import { searchFilter } from './search-filter';
import { teamScope } from '../access/teams';
import { listContactsQuery, type ContactDto, type ContactList, type ListContactsQuery } from './schema';

type ListContactsFilters = Omit<z.output<typeof listContactsQuery>, 'page' | 'limit'>;

/** GET /api/v1/contacts/{id}: the full contact, if the actor can see it (else 404 not_found). */
export async function getContact(db: DbOrTx, actor: Actor, contactId: number): Promise<ContactDto> {
  const row = await getVisibleContactOrThrow(db, actor, contactId);
  const [dto] = await toContactDtos(db, [row]);
  return dto;
}

/**
 * GET /api/v1/contacts: the contacts the actor can see, newest first. `q` matches name, email, company
 * and phone numbers (substring, case-insensitive); `tag` a tag name (case-insensitive); `status`, `stage`.
 * Pages by `page` or by `cursor` (keyset: the id of the last contact of the previous page).
 */
export async function listContacts(db: DbOrTx, actor: Actor, input: ListContactsQuery): Promise<ContactList> {
  const query = parseOrThrow(listContactsQuery, input);
  const tagIds = query.tag ? await findTagIds(db, actor, query.tag) : undefined;
  const { matching, page, ids, rowsWithIds } = contactListQueries(db, actor, query, tagIds);
  const byIds = {
    idsUpTo: async (n: number) => (await ids(n)).map((r) => r.id),
    rowsOf: async (wanted: number[]) => {
      const found = new Map((wanted.length ? await rowsWithIds(wanted) : []).map((r) => [r.id, r]));
      return wanted.flatMap((id) => found.get(id) ?? []);
    },
  };
  return scalablePage({
    key: 'contacts',
    page: query.page,
    limit: query.limit,
    cursor: query.cursor,
    countUpTo: (n) => countUpTo(db, matching, n),
    estimate: () => estimatedRows(db, matching),
    rows: (limit, offset) => page(limit, offset),
    keyOf: (c) => c.id,
    present: (rows) => toContactDtos(db, rows),
    // A search's page and count are both a scan of the trigram index: one read of the first matching ids serves both.
    ...(query.q && { byIds }),
  });
}

/**
 * The queries behind one page of the list: the matching ids (counted) and the page's rows, newest first,
 * after the cursor when given. Separate so the plan test explains exactly what the list runs.
 */
export function contactListQueries(db: DbOrTx, actor: Actor, query: ListContactsFilters, tagIds?: number[]) {
  const where = contactListFilter(actor, query, { tagIds });
  const after = query.cursor === undefined ? undefined : lt(contacts.id, query.cursor);
  // One account, so (account_id, id) is id order; it is the order the account's indexes hold.
  const order = [desc(contacts.accountId), desc(contacts.id)];
  return {
    matching: db.select({ id: contacts.id }).from(contacts).where(where),
    page: (limit: number, offset: number) =>
      db.select().from(contacts).where(and(where, after)).orderBy(...order).limit(limit).offset(offset),
    /** The first `n` matching ids, in the list's order. */
    ids: (n: number) => db.select({ id: contacts.id }).from(contacts).where(and(where, after)).orderBy(...order).limit(n),
    /** The rows of `ids` the actor can see (in no order). */
    rowsWithIds: (ids: number[]) => db.select().from(contacts).where(and(inArray(contacts.id, ids), contactScopeOf(actor))),
  };
}

const contactScopeOf = (actor: Actor) => teamScope(actor, contacts.accountId, contacts.teamId, { accountAsRange: true });

/**
 * The contacts list's filters as one condition over `contacts`, scoped to what the actor can see. Campaign
 * audiences reuse it, so "the contacts a campaign calls" is exactly what the list shows for the same filters.
 */
export function contactListFilter(
  actor: Actor,
  query: { status?: string | null; stage?: string | null; tag?: string | null; q?: string | null },
  opts: { tagIds?: number[] } = {},
): SQL {
  const filters: (SQL | undefined)[] = [contactScopeOf(actor)];
  if (query.status) filters.push(sql`${contacts.status} = ${query.status}`);
  if (query.stage) filters.push(sql`${contacts.stage} = ${query.stage}`);
  if (query.tag && opts.tagIds) {
    // The tag's ids as literals (integers read from the database): the planner then knows from the column's
    // statistics whether the tag is rare (walk its contacts) or common (walk the newest contacts), which a
    // parameter or a subquery hides from it.
    filters.push(opts.tagIds.length
      ? sql`exists (select 1 from ${contactTags} where ${contactTags.contactId} = ${contacts.id}
          and ${contactTags.tagId} in (${sql.raw(opts.tagIds.map((id) => String(Math.trunc(id))).join(', '))}))`
      : sql`false`);
  } else if (query.tag) {
    // Tags belong to the contact's account: naming it lets the (account, lower(name)) index find the tag.
    filters.push(sql`exists (select 1 from ${contactTags} join ${tags} on ${tags.id} = ${contactTags.tagId}
      where ${contactTags.contactId} = ${contacts.id} and ${tags.accountId} = ${actor.accountId}
      and lower(${tags.name}) = ${query.tag.toLowerCase()})`);
  }
  if (query.q) filters.push(searchFilter(query.q));
  return and(...filters)!;
}

/** The ids of the account's tags named `name` (case-insensitive; at most one). */
async function findTagIds(db: DbOrTx, actor: Actor, name: string): Promise<number[]> {
  const rows = await db.select({ id: tags.id }).from(tags)
    .where(and(eq(tags.accountId, actor.accountId), sql`lower(${tags.name}) = ${name.toLowerCase()}`));
  return rows.map((r) => r.id);
}
