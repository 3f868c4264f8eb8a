import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { contactPhoneNumbers, doNotCallHashes, doNotCallNumbers } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import type { DbOrTx } from '../../db/types';
import { numberHashesOf, numberHashesSql } from './number-hash';

/** The number belongs to a person the account erased: its keyed hash is listed. START never lifts this one. */
const erasedNumberSql = (accountId: SQL | number, e164: SQL | string): SQL => sql`exists (select 1 from ${doNotCallHashes}
    where ${doNotCallHashes.accountId} = ${accountId} and ${doNotCallHashes.numberHash} in ${numberHashesSql(e164)})`;

/**
 * A number is blocked when it is on the account's do-not-call list (by itself, or by its keyed hash for the numbers of
 * an erased person: number-hash.ts) or any of the account's contact phone numbers with that number is flagged
 * do_not_call. The rule, written once as an SQL expression over an account
 * and a number (values or placeholders), for every read that judges it: isDoNotCall, the placement's facts and the
 * dial's. The flag's table is aliased so that it never binds to a `contact_phone_numbers` of the query around it.
 */
export const doNotCallSql = (accountId: SQL | number, e164: SQL | string): SQL<boolean> => sql<boolean>`(exists (select 1 from ${doNotCallNumbers}
    where ${doNotCallNumbers.accountId} = ${accountId} and ${doNotCallNumbers.number} = ${e164})
  or ${erasedNumberSql(accountId, e164)}
  or exists (select 1 from ${contactPhoneNumbers} dnc_flag
    where dnc_flag.account_id = ${accountId} and dnc_flag.phone_number = ${e164} and dnc_flag.do_not_call))`;

/** Whether the account may not call `e164` (doNotCallSql). */
export async function isDoNotCall(db: DbOrTx, accountId: number, e164: string): Promise<boolean> {
  const [row] = rowsOf<{ blocked: boolean }>(await db.execute(sql`select ${doNotCallSql(accountId, e164)} as blocked`));
  return Boolean(row.blocked);
}

/**
 * The rule for a text: doNotCallSql, except that a listed number which texted START since (`texts_allowed_at`) may be
 * texted again. Calls stay blocked: START restores no call consent and takes no number off the list.
 */
export const textDoNotCallSql = (accountId: SQL | number, e164: SQL | string): SQL<boolean> => sql<boolean>`(exists (select 1 from ${doNotCallNumbers}
    where ${doNotCallNumbers.accountId} = ${accountId} and ${doNotCallNumbers.number} = ${e164} and ${doNotCallNumbers.textsAllowedAt} is null)
  or ${erasedNumberSql(accountId, e164)}
  or exists (select 1 from ${contactPhoneNumbers} dnc_flag
    where dnc_flag.account_id = ${accountId} and dnc_flag.phone_number = ${e164} and dnc_flag.do_not_call))`;

/** Which of `numbers` belong to people the account erased (their keyed hashes are listed): erasedNumberSql, read in bulk. */
export async function erasedNumbersOf(db: DbOrTx, accountId: number, numbers: string[]): Promise<Set<string>> {
  const byHash = new Map(numbers.flatMap((n) => numberHashesOf(n).map((h) => [h, n] as const)));
  if (!byHash.size) return new Set();
  const rows = await db.select({ h: doNotCallHashes.numberHash }).from(doNotCallHashes)
    .where(and(eq(doNotCallHashes.accountId, accountId), inArray(doNotCallHashes.numberHash, [...byHash.keys()])));
  return new Set(rows.map((r) => byHash.get(r.h)!));
}
