import { and, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { agents, calls, teams } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import type { DbOrTx } from '../../db/types';
import { MAX_INT4 } from '../../lib/ids';
import type { TeamCapacity } from '../compliance/gate';
import { countsTowardLiveCap, statusesWhere } from './statuses';

/** The statuses the account's live-call cap counts, for SQL (and the placement statement's function). */
export const liveCapStatuses = statusesWhere(countsTowardLiveCap);

/**
 * The account's live calls (countsTowardLiveCap), but for `exceptCallId` (a call being placed), counted up to
 * `atMost`, as an SQL scalar: the one definition of the count, which liveCallCount runs alone and the campaign
 * pass reads as a column beside its campaigns' slots. The cap only asks whether the count reached it, so a
 * placement reads at most the cap's worth of index entries, whatever the account's size.
 */
export function liveCallCountSql(accountId: number, opts: { exceptCallId?: number; atMost?: number } = {}): SQL<number> {
  const live = and(
    eq(calls.accountId, accountId),
    inArray(calls.status, liveCapStatuses),
    opts.exceptCallId === undefined ? undefined : ne(calls.id, opts.exceptCallId),
  );
  return sql<number>`(select count(*) from (select 1 from ${calls} where ${live} limit ${opts.atMost ?? MAX_INT4}) live)`.mapWith(Number);
}

/** The account's live calls (liveCallCountSql), read on their own. */
export async function liveCallCount(db: DbOrTx, accountId: number, opts: { exceptCallId?: number; atMost?: number } = {}): Promise<number> {
  const [{ n }] = rowsOf<{ n: number | string }>(await db.execute(sql`select ${liveCallCountSql(accountId, opts)} as n`));
  return Number(n);
}

/**
 * The team of a call by its agent, when that team has a live-call cap: its cap and its live calls (countsTowardLiveCap,
 * every call of the team's agents, inbound ones too), counted up to the cap. Null when the agent has no team or its
 * team no cap. Read under the account lock, so placements of the account count each other's calls.
 */
export async function teamCapacityOfAgent(db: DbOrTx, accountId: number, agentId: number): Promise<TeamCapacity | null> {
  const [team] = await db
    .select({ id: teams.id, maxLiveCalls: teams.maxLiveCalls })
    .from(agents)
    .innerJoin(teams, eq(teams.id, agents.teamId))
    .where(and(eq(agents.id, agentId), eq(teams.accountId, accountId)));
  if (!team || team.maxLiveCalls === null) return null;
  return { id: team.id, maxLiveCalls: team.maxLiveCalls, live: await teamLiveCallCount(db, accountId, team.id, team.maxLiveCalls) };
}

/** The live calls of a team's agents, counted up to `atMost`. */
export async function teamLiveCallCount(db: DbOrTx, accountId: number, teamId: number, atMost = MAX_INT4): Promise<number> {
  const live = db
    .select({ one: sql`1` })
    .from(calls)
    .innerJoin(agents, eq(agents.id, calls.agentId))
    .where(and(eq(calls.accountId, accountId), inArray(calls.status, liveCapStatuses), eq(agents.teamId, teamId)))
    .limit(atMost)
    .as('live');
  const [{ n }] = await db.select({ n: count() }).from(live);
  return n;
}
