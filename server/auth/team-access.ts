import { sql } from 'drizzle-orm';
import { users } from '../db/schema';

/**
 * The ids of the teams a user can access, as one SQL expression over the `users` row in scope: every team of
 * the account for owners and admins, the teams they belong to for members.
 */
export const accessibleTeamIds = sql<number[]>`coalesce((
  select array_agg(t.id order by t.id) from teams t
  where t.account_id = ${users.accountId}
    and (${users.role} in ('owner', 'admin')
         or exists (select 1 from team_memberships m where m.team_id = t.id and m.user_id = ${users.id}))
), '{}')`;
