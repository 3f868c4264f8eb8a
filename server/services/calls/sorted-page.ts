import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { agents, calls } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import type { CallSort } from './schema';

/** The column each sort reads: both are kept beside (account_id, column, id) indexes. */
const sortColumn = {
  cost: calls.costCents,
  latency: calls.latencyP95Ms,
} as const;

/**
 * The calls list in cost or latency order, paged by keyset as the default order is: the key is (value, id), both in
 * the sort's direction, and calls without the value (not ended, not reported) come after all the others, by id in
 * the same direction. PostgreSQL's row comparison cannot step over NULLs and one index serves NULLS LAST only one
 * way, so a page is read in two parts, each a range of the (account_id, value, id) index: calls with the value after
 * the cursor, and calls without it. Each part reads at most `n` ids (the page's offset plus its rows); the page is
 * cut from their union. The cursor is a call id, as in the default order; its value is read where it is now, within
 * the actor's account (a cursor of another account's call finds nothing, as an unknown one does).
 */
export function sortedCallOrder(db: DbOrTx, opts: { sort: CallSort; where: SQL | undefined; cursor?: number; accountId: number; joinAgents: boolean }) {
  const descending = opts.sort.startsWith('-');
  const col = sortColumn[opts.sort.replace('-', '') as keyof typeof sortColumn];
  const dir = descending ? desc : asc;
  const cmp = sql.raw(descending ? '<' : '>');
  const cursorRow = (select: SQL) => sql`(select ${select} from ${calls} k where k.id = ${opts.cursor} and k.account_id = ${opts.accountId})`;
  // Past the cursor among calls with the value: after its (value, id); none when the cursor has no value (NULL).
  const afterWithValue = opts.cursor === undefined
    ? undefined
    : sql`(${col}, ${calls.id}) ${cmp} ${cursorRow(sql`k.${sql.identifier(col.name)}, k.id`)}`;
  // Past the cursor among calls without it: every one when the cursor has a value, else those after its id.
  const noValueBound = descending ? sql`2147483648::bigint` : sql`0::bigint`;
  const afterWithout = opts.cursor === undefined
    ? undefined
    : sql`${calls.id} ${cmp} ${cursorRow(sql`case when k.${sql.identifier(col.name)} is null then k.id::bigint else ${noValueBound} end`)}`;
  const ids = (cond: SQL | undefined) => {
    const base = opts.joinAgents
      ? db.select({ id: calls.id }).from(calls).innerJoin(agents, eq(agents.id, calls.agentId))
      : db.select({ id: calls.id }).from(calls);
    return base.where(and(opts.where, cond));
  };
  return {
    /** The ids a page within the first `n` calls past the cursor can hold. */
    window: (n: number): SQL => sql`${calls.id} in ((${ids(and(isNotNull(col), afterWithValue)).orderBy(dir(col), dir(calls.id)).limit(n)})
      union all (${ids(and(isNull(col), afterWithout)).orderBy(dir(calls.id)).limit(n)}))`,
    orderBy: [sql`${col} ${sql.raw(descending ? 'desc' : 'asc')} nulls last`, dir(calls.id)],
  };
}
