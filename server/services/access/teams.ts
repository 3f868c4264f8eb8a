import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { canAccessTeam, isAccountAdmin, type Actor } from '../../auth/actor';
import { teams } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { AppError } from '../../errors';

/**
 * Row visibility for account-owned records that may belong to a team (contacts, calendar events): owners and
 * admins see all of their account; members see rows with no team or a team they can access.
 *
 * `accountAsRange` states the account as a one-value range: the same rows, but the planner no longer treats
 * the account column as a constant, so a list ordered by (account, id) stays on the account's index instead
 * of walking the primary key through every newer row of other accounts.
 */
export function teamScope(actor: Actor, accountCol: AnyPgColumn, teamCol: AnyPgColumn, opts: { accountAsRange?: boolean } = {}): SQL {
  const inAccount = opts.accountAsRange
    ? sql`${accountCol} between ${actor.accountId} and ${actor.accountId}`
    : eq(accountCol, actor.accountId);
  if (isAccountAdmin(actor)) return inAccount;
  const teamOk = actor.teamIds.length ? or(isNull(teamCol), inArray(teamCol, actor.teamIds))! : isNull(teamCol);
  return and(inAccount, teamOk)!;
}

/** teamScope's rule for a row already read: whether the actor sees a row of its account with this team. */
export function seesTeamRow(actor: Actor, row: { accountId: number; teamId: number | null }): boolean {
  if (row.accountId !== actor.accountId) return false;
  return isAccountAdmin(actor) || row.teamId === null || canAccessTeam(actor, row.teamId);
}

export interface ResolvedTeam {
  id: number;
  name: string;
}

/**
 * Checks a team id given in a request: another account's or a missing team → 404 `team_not_found`; a team
 * of the same account the user cannot access → `denyCode` (403 `team_access_denied` where the contract
 * says so, else `team_not_found`).
 */
export async function resolveTeam(
  db: DbOrTx,
  actor: Actor,
  teamId: number,
  denyCode: 'team_access_denied' | 'team_not_found' = 'team_not_found',
): Promise<ResolvedTeam> {
  const [team] = await db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.accountId, actor.accountId)));
  if (!team) throw new AppError('team_not_found', `Team ${teamId} not found.`);
  if (!actor.teamIds.includes(team.id)) {
    if (denyCode === 'team_access_denied') throw new AppError('team_access_denied', `You do not have access to team ${teamId}.`);
    throw new AppError('team_not_found', `Team ${teamId} not found.`);
  }
  return team;
}

/** `col = any(ids)` that stays valid for an empty list. */
export const anyInt = (col: AnyPgColumn, ids: number[]) => sql`${col} = any(${`{${ids.join(',')}}`}::int[])`;
