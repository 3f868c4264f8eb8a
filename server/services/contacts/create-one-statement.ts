import { sql } from 'drizzle-orm';
import { contacts } from '../../db/schema';
import { isNotNullViolation } from '../../db/errors';
import { rowsOf } from '../../db/rows';
import { isTransaction, type DbOrTx } from '../../db/types';
import type { PlannedPhone } from './phone-plan';
import { distinctTagNames, tagsLikelyExist } from './tags';

/**
 * A new contact with its numbers and tags in one statement, without a transaction: the contact, its numbers and
 * its tag links are written together or not at all, in one round trip to the database instead of six (BEGIN, the
 * contact, the numbers, the tag lookup, the links, COMMIT). Each round trip costs the server more CPU than the
 * work it carries, so this is the create's cost (`npm run bench -- contacts`).
 *
 * Only for tags the account already has, the usual case: a tag this process has not seen the account have
 * (`tagsLikelyExist`) answers null at once, and the caller creates the contact in a transaction that creates the
 * tags. A tag deleted since it was seen links a null tag id, which contact_tags refuses, so the statement writes
 * nothing and this answers null too. Null as well inside a caller's transaction, which a refused statement would
 * abort.
 */
export async function createContactInOneStatement(
  db: DbOrTx,
  values: typeof contacts.$inferInsert,
  phones: PlannedPhone[],
  tagNames: readonly string[],
): Promise<{ id: number } | null> {
  if (isTransaction(db) || !tagsLikelyExist(values.accountId, tagNames)) return null;
  const numbers = phones.filter((p) => p.id === undefined).map((p) => ({
    phone_number: p.phoneNumber, phone_type: p.phoneType ?? null, is_primary: p.isPrimary, do_not_call: p.doNotCall,
  }));
  const lowered = distinctTagNames(tagNames).map((n) => n.toLowerCase());
  const insertContact = db.insert(contacts).values(values).returning({ id: contacts.id, accountId: contacts.accountId });
  try {
    // The numbers keep their order (ids ascending), as the transaction path inserts them; the search column
    // (phone_search) is filled by the numbers' trigger at the end of the statement.
    const [row] = rowsOf<{ id: number }>(await db.execute(sql`with c as (${insertContact.getSQL()}),
      p as (insert into contact_phone_numbers (contact_id, account_id, phone_number, phone_type, is_primary, do_not_call)
        select c.id, c.account_id, x.phone_number, x.phone_type, x.is_primary, x.do_not_call
        from c cross join jsonb_to_recordset(${JSON.stringify(numbers)}::jsonb)
          as x(phone_number text, phone_type text, is_primary boolean, do_not_call boolean)),
      t as (insert into contact_tags (contact_id, tag_id)
        select c.id, (select g.id from tags g where g.account_id = c.account_id and lower(g.name) = n.name)
        from c cross join jsonb_array_elements_text(${JSON.stringify(lowered)}::jsonb) as n(name))
      select c.id from c`));
    return { id: Number(row.id) };
  } catch (err) {
    if (lowered.length && isNotNullViolation(err)) return null;
    throw err;
  }
}
