import { sql, type SQL } from 'drizzle-orm';
import { isAccountAdmin, type Actor } from '../../auth/actor';
import { accounts, agents } from '../../db/schema';

/**
 * The agents an actor may see and use (decisions.md, Tenancy):
 * - own account: owners and admins all; members those they created or of a team they can access;
 * - a partner's users: every agent of its client accounts;
 * - a client's users: the partner's agents shared with clients.
 */
export function agentVisibility(actor: Actor): SQL {
  const own = isAccountAdmin(actor)
    ? sql`${agents.accountId} = ${actor.accountId}`
    : sql`(${agents.accountId} = ${actor.accountId} and (${agents.createdByUserId} = ${actor.userId}
          or ${agents.teamId} = any(${`{${actor.teamIds.join(',')}}`}::int[])))`;
  const asPartner = sql`${agents.accountId} in (select ${accounts.id} from ${accounts} where ${accounts.partnerAccountId} = ${actor.accountId})`;
  const asClient = actor.partnerAccountId
    ? sql` or (${agents.accountId} = ${actor.partnerAccountId} and ${agents.sharedWithClients})`
    : sql``;
  return sql`(${own} or ${asPartner}${asClient})`;
}
