import { sql, type SQL } from 'drizzle-orm';
import { isAccountAdmin, type Actor } from '../../auth/actor';
import { accounts, agents } from '../../db/schema';

/** The facts about an actor that agent visibility depends on. */
export interface VisibilityValues {
  accountId: number;
  userId: number;
  isAdmin: boolean;
  /** Accessible team ids as a PostgreSQL array literal, `{1,2}`. */
  teamIds: string;
  /** The partner account, or 0 for none (no account has id 0). */
  partnerAccountId: number;
}

export const visibilityValues = (actor: Actor): VisibilityValues => ({
  accountId: actor.accountId,
  userId: actor.userId,
  isAdmin: isAccountAdmin(actor),
  teamIds: `{${actor.teamIds.join(',')}}`,
  partnerAccountId: actor.partnerAccountId ?? 0,
});

/** Each fact as a bind value, a placeholder or an SQL expression (the key lookup's `keyActorSql`). */
export type VisibilityBind = { [K in keyof VisibilityValues]: unknown };

/**
 * The agents an actor may see and use (any other is not found to them):
 * - own account: owners and admins all; members those they created or of a team they can access;
 * - a partner's users: every agent of its client accounts;
 * - a client's users: the partner's agents shared with clients.
 * Written once over bind values, so the same rule serves ad-hoc queries, the prepared list query and the
 * list preloaded with the API key lookup. The client accounts are aliased `c` so the rule reads right inside
 * a query that itself joins `accounts` (the key lookup).
 */
export function visibilitySql(v: VisibilityBind): SQL {
  return sql`((${agents.accountId} = ${v.accountId}
      and (${v.isAdmin}::boolean or ${agents.createdByUserId} = ${v.userId} or ${agents.teamId} = any(${v.teamIds}::int[])))
    or ${agents.accountId} in (select c.id from ${accounts} c where c.partner_account_id = ${v.accountId})
    or (${agents.accountId} = ${v.partnerAccountId} and ${agents.sharedWithClients}))`;
}

export const agentVisibility = (actor: Actor): SQL => visibilitySql(visibilityValues(actor));

/** Named placeholders for the facts, filled from `visibilityValues` at execution (prepared queries). */
export const visibilityPlaceholders: VisibilityBind = {
  accountId: sql.placeholder('accountId'),
  userId: sql.placeholder('userId'),
  isAdmin: sql.placeholder('isAdmin'),
  teamIds: sql.placeholder('teamIds'),
  partnerAccountId: sql.placeholder('partnerAccountId'),
};
