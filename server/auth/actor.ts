import type { UserRole } from '../db/schema';
import type { Permission } from './permissions';

/**
 * Who is acting: the user behind an API key or a dashboard session. Every service function takes one and
 * scopes its queries by it.
 */
export interface Actor {
  userId: number;
  accountId: number;
  role: UserRole;
  /** Teams of the account this user can access (all of them for owners and admins). */
  teamIds: number[];
  permissions: ReadonlySet<Permission>;
  /** The partner account this account is a client of, if any. */
  partnerAccountId: number | null;
  /** Set when the actor came through an API key. */
  apiKeyId: number | null;
}

/** Whose writes a read must see (read-your-writes with a replica, server/db/replica.ts): the key's, else the user's. */
export const readPrincipal = (actor: Actor): string => (actor.apiKeyId !== null ? `key:${actor.apiKeyId}` : `user:${actor.userId}`);

export const isAccountAdmin = (actor: Actor) => actor.role === 'owner' || actor.role === 'admin';

export const canAccessTeam = (actor: Actor, teamId: number) => actor.teamIds.includes(teamId);
