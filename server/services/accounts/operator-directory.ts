import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { accounts, agents, teamMemberships, users } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { notFound } from '../../errors';
import { toIso } from '../../lib/time';
import type { AgentDto } from '../agents/schema';
import { toAgentDto } from '../agents/service';

/*
 * What the operator (the CLI, with the database in hand) looks up across accounts: the ids every other command
 * asks for. There is no actor here; tenant-facing doors use directory.ts, scoped to the actor's account.
 */

async function getAccountOrThrow(db: DbOrTx, accountId: number) {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
  if (!row) throw notFound(`Account ${accountId}`);
}

/* Subqueries name the outer column in full: drizzle writes a bare column name inside a select field. */
const outer = (table: string, column: string) => sql`${sql.identifier(table)}.${sql.identifier(column)}`;

const teamIdsOf = sql<number[]>`coalesce((select array_agg(m.team_id order by m.team_id) from ${teamMemberships} m where m.user_id = ${outer('users', 'id')}), '{}')`;

export interface OperatorUserDto {
  id: number;
  account_id: number;
  email: string;
  name: string | null;
  role: string;
  team_ids: number[];
  created_at: string;
}

const userFields = {
  id: users.id, accountId: users.accountId, email: users.email, name: users.name, role: users.role, teamIds: teamIdsOf, createdAt: users.createdAt,
};

const toUserDto = (r: { id: number; accountId: number; email: string; name: string | null; role: string; teamIds: number[] | null; createdAt: Date }): OperatorUserDto => ({
  id: r.id, account_id: r.accountId, email: r.email, name: r.name, role: r.role, team_ids: (r.teamIds ?? []).map(Number), created_at: toIso(r.createdAt),
});

/** Every account, oldest first, with its owner's email and how many users and (unarchived) agents it has. */
export async function listAllAccounts(db: DbOrTx) {
  const rows = await db
    .select({
      id: accounts.id,
      name: accounts.name,
      partnerAccountId: accounts.partnerAccountId,
      ownerEmail: sql<string | null>`(select u.email from ${users} u where u.account_id = ${outer('accounts', 'id')} and u.role = 'owner' order by u.id limit 1)`,
      users: sql<number>`(select count(*) from ${users} u where u.account_id = ${outer('accounts', 'id')})`,
      agents: sql<number>`(select count(*) from ${agents} a where a.account_id = ${outer('accounts', 'id')} and a.archived_at is null)`,
      createdAt: accounts.createdAt,
    })
    .from(accounts)
    .orderBy(asc(accounts.id));
  return {
    accounts: rows.map((r) => ({
      id: r.id, name: r.name, owner_email: r.ownerEmail, users: Number(r.users), agents: Number(r.agents),
      partner_account_id: r.partnerAccountId, created_at: toIso(r.createdAt),
    })),
  };
}

/** The users of one account, or of every account, oldest first. */
export async function listAllUsers(db: DbOrTx, accountId?: number): Promise<{ users: OperatorUserDto[] }> {
  if (accountId !== undefined) await getAccountOrThrow(db, accountId);
  const rows = await db.select(userFields).from(users).where(accountId === undefined ? undefined : eq(users.accountId, accountId)).orderBy(asc(users.id));
  return { users: rows.map(toUserDto) };
}

/** A user by email (any case), with their account: how someone who signed up in the browser finds their ids. */
export async function getUserByEmailOrThrow(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ ...userFields, accountName: accounts.name })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  if (!row) throw notFound(`User with email ${email}`);
  const { account_id, ...user } = toUserDto(row);
  return { ...user, account: { id: account_id, name: row.accountName } };
}

/** Every unarchived agent of one account, oldest first, in the fields of the agents list. */
export async function listAccountAgents(db: DbOrTx, accountId: number): Promise<{ agents: AgentDto[] }> {
  await getAccountOrThrow(db, accountId);
  const rows = await db.select().from(agents).where(and(eq(agents.accountId, accountId), isNull(agents.archivedAt))).orderBy(asc(agents.id));
  return { agents: rows.map(toAgentDto) };
}
