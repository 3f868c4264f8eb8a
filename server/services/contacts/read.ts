import { and, count, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import { pagedSelect } from '../../lib/pagination';
import type { Actor } from '../../auth/actor';
import { contactPhoneNumbers, contactTags, contacts, tags } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { parseOrThrow } from '../../errors';
import { toContactDtos } from './dto';
import { contactScope, getVisibleContactOrThrow } from './access';
import { listContactsQuery, type ContactDto, type ContactList, type ListContactsQuery } from './schema';

/** GET /api/v1/contacts/{id}: the full contact, if the actor can see it (else 404 not_found). */
export async function getContact(db: DbOrTx, actor: Actor, contactId: number): Promise<ContactDto> {
  const row = await getVisibleContactOrThrow(db, actor, contactId);
  const [dto] = await toContactDtos(db, [row]);
  return dto;
}

/**
 * GET /api/v1/contacts: the contacts the actor can see, newest first. `q` matches name, email, company
 * and phone numbers (substring, case-insensitive); `tag` a tag name (case-insensitive); `status`, `stage`.
 */
export async function listContacts(db: DbOrTx, actor: Actor, input: ListContactsQuery): Promise<ContactList> {
  const query = parseOrThrow(listContactsQuery, input);
  const where = contactListFilter(actor, query);

  return pagedSelect({
    key: 'contacts',
    page: query.page,
    limit: query.limit,
    count: async () => (await db.select({ n: count() }).from(contacts).where(where))[0].n,
    rows: async (limit, offset) =>
      toContactDtos(db, await db.select().from(contacts).where(where).orderBy(desc(contacts.id)).limit(limit).offset(offset)),
  });
}

/**
 * The contacts list's filters as one condition over `contacts`, scoped to what the actor can see. Campaign
 * audiences reuse it, so "the contacts a campaign calls" is exactly what the list shows for the same filters.
 */
export function contactListFilter(
  actor: Actor,
  query: { status?: string | null; stage?: string | null; tag?: string | null; q?: string | null },
): SQL {
  const filters: (SQL | undefined)[] = [contactScope(actor)];
  if (query.status) filters.push(sql`${contacts.status} = ${query.status}`);
  if (query.stage) filters.push(sql`${contacts.stage} = ${query.stage}`);
  if (query.tag) {
    filters.push(sql`exists (select 1 from ${contactTags} join ${tags} on ${tags.id} = ${contactTags.tagId}
      where ${contactTags.contactId} = ${contacts.id} and lower(${tags.name}) = ${query.tag.toLowerCase()})`);
  }
  if (query.q) filters.push(searchFilter(query.q));
  return and(...filters)!;
}

function searchFilter(q: string): SQL {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const phoneMatches = [ilike(contactPhoneNumbers.phoneNumber, like)];
  // "(415) 555-0123" finds +14155550123: compare digits when the query has enough of them.
  const digits = q.replace(/\D/g, '');
  if (digits.length >= 3) phoneMatches.push(ilike(contactPhoneNumbers.phoneNumber, `%${digits}%`));
  return or(
    ilike(contacts.firstName, like),
    ilike(contacts.lastName, like),
    ilike(sql`${contacts.firstName} || ' ' || coalesce(${contacts.lastName}, '')`, like),
    ilike(contacts.email, like),
    ilike(contacts.company, like),
    sql`exists (select 1 from ${contactPhoneNumbers} where ${contactPhoneNumbers.contactId} = ${contacts.id} and (${or(...phoneMatches)}))`,
  )!;
}
