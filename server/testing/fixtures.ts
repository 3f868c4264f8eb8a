import { permissions, type Permission } from '../auth/permissions';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { outboxEvents, type UserRole } from '../db/schema';
import {
  actorForUser, bootstrapAccount, createApiKeyForUser, createTeam, createUser,
} from '../services/accounts/service';

let seq = 0;
const uniqueEmail = (tag: string) => `${tag}-${process.pid}-${Date.now().toString(36)}-${++seq}@example.test`;

export interface TestAccount {
  accountId: number;
  userId: number;
  teamId: number;
  /** A key with every permission for the owner. */
  key: string;
}

/** A fresh account (owner, default team, all-permission key): tests isolate themselves by tenant. */
export async function newAccount(name = 'Test Co'): Promise<TestAccount> {
  const db = await getDb();
  const r = await bootstrapAccount(db, { email: uniqueEmail('owner'), account_name: name });
  return { accountId: r.account_id, userId: r.user_id, teamId: r.team_id, key: r.api_key! };
}

/** Another user of an account, with a key; `teams` lists the teams they are a member of. */
export async function newUser(
  accountId: number,
  opts: { role?: UserRole; permissions?: Permission[] } = {},
): Promise<{ userId: number; key: string }> {
  const db = await getDb();
  const { user_id } = await createUser(db, accountId, { email: uniqueEmail(opts.role ?? 'member'), role: opts.role ?? 'member' });
  const { api_key } = await createApiKeyForUser(db, user_id, { name: 'test', permissions: opts.permissions ?? [...permissions] });
  return { userId: user_id, key: api_key };
}

export async function newTeam(accountId: number, name: string, memberIds: number[] = []): Promise<number> {
  const db = await getDb();
  return (await createTeam(db, accountId, { name, member_ids: memberIds })).team_id;
}

/** A key for an existing user with exactly these permissions. */
export async function keyWith(userId: number, perms: Permission[]): Promise<string> {
  const db = await getDb();
  return (await createApiKeyForUser(db, userId, { name: 'limited', permissions: perms })).api_key;
}

export async function actorOf(userId: number) {
  return actorForUser(await getDb(), userId);
}

/** The account's outbox rows (events and their schedules), oldest first. */
export async function outboxOf(accountId: number) {
  const db = await getDb();
  return db.select().from(outboxEvents).where(eq(outboxEvents.accountId, accountId)).orderBy(asc(outboxEvents.id));
}
