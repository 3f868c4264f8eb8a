import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { calls } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { countsTowardLiveCap, statusesWhere } from './statuses';

/** The statuses the account's live-call cap counts, for SQL (and the placement statement's function). */
export const liveCapStatuses = statusesWhere(countsTowardLiveCap);

/**
 * The account's live calls (countsTowardLiveCap), but for `exceptCallId` (a call being placed), counted up to
 * `atMost`: the cap only asks whether the count reached it, so a placement reads at most the cap's worth of index
 * entries, whatever the account's size.
 */
export async function liveCallCount(db: DbOrTx, accountId: number, opts: { exceptCallId?: number; atMost?: number } = {}): Promise<number> {
  const live = db
    .select({ one: sql`1` })
    .from(calls)
    .where(and(
      eq(calls.accountId, accountId),
      inArray(calls.status, liveCapStatuses),
      opts.exceptCallId === undefined ? undefined : ne(calls.id, opts.exceptCallId),
    ))
    .limit(opts.atMost ?? 2_147_483_647)
    .as('live');
  const [{ n }] = await db.select({ n: count() }).from(live);
  return n;
}
