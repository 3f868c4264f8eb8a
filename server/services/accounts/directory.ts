import { and, asc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { accounts, teamMemberships, teams, users } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { notFound } from '../../errors';
import { toIso } from '../../lib/time';

/** The signed-in user and their account, for the dashboard's header (the country: how its pages write numbers). */
export async function currentUser(db: DbOrTx, actor: Actor) {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role, accountId: accounts.id, accountName: accounts.name, country: accounts.country })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.id, actor.userId));
  if (!row) throw notFound('User');
  return { id: row.id, email: row.email, name: row.name, role: row.role, account: { id: row.accountId, name: row.accountName, country: row.country } };
}

/** Every user of the actor's account with the teams they belong to and the number a transferred call rings. */
export async function listMembers(db: DbOrTx, actor: Actor) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      phoneNumber: users.phoneNumber,
      createdAt: users.createdAt,
      teamIds: sql<number[]>`coalesce((select array_agg(m.team_id order by m.team_id) from ${teamMemberships} m where m.user_id = ${users.id}), '{}')`,
    })
    .from(users)
    .where(eq(users.accountId, actor.accountId))
    .orderBy(asc(users.id));
  return rows.map((r) => ({
    id: r.id, email: r.email, name: r.name, role: r.role, phone_number: r.phoneNumber, team_ids: (r.teamIds ?? []).map(Number), created_at: toIso(r.createdAt),
  }));
}

/** The teams of the actor's account that the actor can access, with their member counts. */
export async function listTeams(db: DbOrTx, actor: Actor) {
  const rows = await db
    .select({
      id: teams.id,
      name: teams.name,
      createdAt: teams.createdAt,
      members: sql<number>`(select count(*) from ${teamMemberships} m where m.team_id = ${teams.id})`,
    })
    .from(teams)
    .where(and(eq(teams.accountId, actor.accountId), sql`${teams.id} = any(${`{${actor.teamIds.join(',')}}`}::int[])`))
    .orderBy(asc(teams.id));
  return rows.map((r) => ({ id: r.id, name: r.name, member_count: Number(r.members), created_at: toIso(r.createdAt) }));
}
