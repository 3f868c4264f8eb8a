import { and, ilike, or, sql, type SQL } from 'drizzle-orm';
import { contactPhoneNumbers, contactSearchText, contacts } from '../../db/schema';
import { searchIndexAnchor, SUBSCRIBER_DIGITS } from './search-anchor';

/** U+001F separates the fields of contactSearchText and the numbers of phone_search. */
const SEPARATOR = '\u001f';

/** What a person types for a number: digits with spaces, `+`, `-`, `.` and parentheses ("(415) 555-0123"). */
const PHONE_LIKE = /^[\d\s+().-]*\d[\d\s+().-]*$/;

/**
 * What the contacts list's `q` matches: substring, case-insensitive, of the name/e-mail/company text, and for a
 * query typed as a number ("(415) 555-0123"), of the contact's numbers (phone_search, E.164) compared by digits,
 * so it finds +14155550123. A query with letters ("Company 4217", "user123@") is not compared to the numbers at
 * all: no number holds a letter, and its digits alone would match numbers that merely contain them.
 *
 * A query holding U+001F, which separates the fields, is compared field by field (unindexed): it could match
 * across two fields. This is the meaning; searchFilter is the same condition written for the trigram indexes.
 */
export function plainSearchFilter(q: string): SQL {
  if (q.includes(SEPARATOR)) return fieldByFieldSearch(likeOf(q));
  const text = ilike(contactSearchText(contacts), likeOf(q));
  return PHONE_LIKE.test(q) ? or(text, sql`${contacts.phoneSearch} like ${likeOf(digitsOf(q))}`)! : text;
}

/**
 * plainSearchFilter with each side served by a trigram index (contacts_search_idx, contacts_phone_search_idx).
 * Where a query holds a rare part (searchIndexAnchor: a run of four or more digits, a number's last seven
 * digits), the index looks up that part alone and the whole query is checked on the few rows it finds: a
 * whole e-mail address or number is otherwise a lookup of trigrams every contact shares ("example.com",
 * "+1415"), whose posting lists are as long as the table. The rows matched are plainSearchFilter's exactly.
 */
export function searchFilter(q: string): SQL {
  if (q.includes(SEPARATOR)) return plainSearchFilter(q);
  const text = anchored(contactSearchText(contacts), 'ilike', q, searchIndexAnchor(q));
  if (!PHONE_LIKE.test(q)) return text;
  const digits = digitsOf(q);
  const numbers = anchored(sql`${contacts.phoneSearch}`, 'like', digits, digits.length > SUBSCRIBER_DIGITS ? digits.slice(-SUBSCRIBER_DIGITS) : null);
  return or(text, numbers)!;
}

/**
 * `expr` holds `whole`, looked up by `anchor` when given: the anchor on the indexed expression, and the whole
 * pattern on the expression written another way (`|| ''`), which no index serves, so the planner keeps it as a
 * filter of the anchor's rows instead of asking the index for every trigram of it.
 */
function anchored(expr: SQL, op: 'ilike' | 'like', whole: string, anchor: string | null): SQL {
  const match = (e: SQL, pattern: string) => (op === 'ilike' ? sql`${e} ilike ${pattern}` : sql`${e} like ${pattern}`);
  if (!anchor) return match(expr, likeOf(whole));
  return and(match(expr, likeOf(anchor)), match(sql`(${expr} || '')`, likeOf(whole)))!;
}

const digitsOf = (q: string) => q.replace(/\D/g, '');

/** `%q%` with LIKE's own characters escaped. */
const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function fieldByFieldSearch(like: string): SQL {
  return or(
    ilike(contacts.firstName, like),
    ilike(contacts.lastName, like),
    ilike(sql`${contacts.firstName} || ' ' || coalesce(${contacts.lastName}, '')`, like),
    ilike(contacts.email, like),
    ilike(contacts.company, like),
    sql`exists (select 1 from ${contactPhoneNumbers} where ${contactPhoneNumbers.contactId} = ${contacts.id} and ${contactPhoneNumbers.phoneNumber} ilike ${like})`,
  )!;
}
