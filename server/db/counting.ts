import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { rowsOf } from './rows';
import type { DbOrTx } from './types';

/**
 * How many rows `query` yields, reading at most `n` of them: a list's count costs a bounded index walk
 * however large the account. `query` is a select without order or limit.
 */
export async function countUpTo(db: DbOrTx, query: SQLWrapper, n: number): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(await db.execute(countUpToQuery(query, n)));
  return Number(row.n);
}

export const countUpToQuery = (query: SQLWrapper, n: number): SQL => sql`select count(*)::int as n from (${query} limit ${n}) counted`;

/** The planner's estimate of the rows `query` yields (EXPLAIN, nothing read): for counts past countUpTo's reach. */
export async function estimatedRows(db: DbOrTx, query: SQLWrapper): Promise<number> {
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`explain (format json) ${query}`));
  const raw = Object.values(row)[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  return plan[0].Plan['Plan Rows'];
}
