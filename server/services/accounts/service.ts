import { and, desc, eq, sql } from 'drizzle-orm';
import { isAccountAdmin, type Actor } from '../../auth/actor';
import { displayPrefix, generateApiKey, hashApiKey } from '../../auth/api-keys';
import { hashPassword } from '../../auth/password';
import { accessibleTeamIds } from '../../auth/team-access';
import { isPermission, permissions, type Permission } from '../../auth/permissions';
import { accounts, apiKeys, businessProfiles, teamMemberships, teams, users, type UserRole } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import type { Database, DbOrTx } from '../../db/types';
import { AppError, notFound, parseOrThrow, validationError } from '../../errors';
import { toIso } from '../../lib/time';
import {
  bootstrapInput, createKeyInput, createTeamInput, createUserInput, signUpInput,
  type ApiKeyDto, type BootstrapInput, type CreateKeyInput, type CreateTeamInput, type CreateUserInput, type SignUpInput,
} from './schema';

const emailTaken = () => new AppError('email_taken', 'A user with this email already exists.');

/**
 * A new account with its business profile, an owner, a default team and a key with every permission.
 * Used by sign-up (without the key) and by the CLI's bootstrap.
 */
export async function bootstrapAccount(db: Database, input: BootstrapInput, opts: { withKey?: boolean; enforceConsentOnApiCalls?: boolean } = {}) {
  const data = parseOrThrow(bootstrapInput, input);
  const passwordHash = data.password ? await hashPassword(data.password) : null;
  try {
    return await db.transaction(async (tx) => {
      const [account] = await tx.insert(accounts).values({ name: data.account_name }).returning({ id: accounts.id });
      // The contract's default (off) unless asked: the operator's bootstrap makes the accounts API clients use.
      await tx.insert(businessProfiles).values({ accountId: account.id, name: data.account_name, enforceConsentOnApiCalls: opts.enforceConsentOnApiCalls ?? false });
      const [user] = await tx
        .insert(users)
        .values({ accountId: account.id, email: data.email, name: data.name ?? null, passwordHash, role: 'owner' })
        .returning({ id: users.id });
      const [team] = await tx.insert(teams).values({ accountId: account.id, name: 'Default' }).returning({ id: teams.id });
      await tx.insert(teamMemberships).values({ teamId: team.id, userId: user.id });
      const key = opts.withKey === false ? null : await insertKey(tx, user.id, { name: 'Bootstrap key' });
      return { account_id: account.id, user_id: user.id, team_id: team.id, api_key: key?.api_key ?? null, key_id: key?.key_id ?? null };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}

/**
 * Sign-up from the dashboard: the account and its owner, without a key (the browser then signs in). A new account
 * judges direct API calls' consent as its campaigns do (enforce_consent_on_api_calls on), so that a one-off call and a
 * campaign agree from the start; the owner may turn it off in Compliance.
 */
export async function signUp(db: Database, input: SignUpInput): Promise<{ account_id: number; user_id: number }> {
  const data = parseOrThrow(signUpInput, input);
  const r = await bootstrapAccount(db, data, { withKey: false, enforceConsentOnApiCalls: true });
  return { account_id: r.account_id, user_id: r.user_id };
}

async function requireAccount(db: DbOrTx, accountId: number) {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
  if (!row) throw notFound(`Account ${accountId}`);
}

/** Adds a user to an account, any role (operators through the CLI; the dashboard goes through `addMember`). */
export async function createUser(db: Database, accountId: number, input: CreateUserInput) {
  const data = parseOrThrow(createUserInput, input);
  await requireAccount(db, accountId);
  const passwordHash = data.password ? await hashPassword(data.password) : null;
  try {
    const [user] = await db
      .insert(users)
      .values({ accountId, email: data.email, name: data.name ?? null, passwordHash, role: data.role })
      .returning({ id: users.id });
    return { user_id: user.id };
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}

/** Creates a team in an account with the given members (operators through the CLI; the dashboard: `addTeam`). */
export async function createTeam(db: Database, accountId: number, input: CreateTeamInput) {
  const data = parseOrThrow(createTeamInput, input);
  await requireAccount(db, accountId);
  return db.transaction(async (tx) => {
    const [team] = await tx.insert(teams).values({ accountId, name: data.name }).returning({ id: teams.id });
    for (const userId of data.member_ids) {
      const [member] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, userId), eq(users.accountId, accountId)));
      if (!member) throw new AppError('not_found', `User ${userId} is not in account ${accountId}.`);
      await tx.insert(teamMemberships).values({ teamId: team.id, userId }).onConflictDoNothing();
    }
    return { team_id: team.id };
  });
}

const requireAccountAdmin = (actor: Actor) => {
  if (!isAccountAdmin(actor)) throw new AppError('permission_denied', 'Only owners and admins of the account can do this.');
};

/** A new user of the actor's account: owners add any role, admins add admins and members. */
export async function addMember(db: Database, actor: Actor, input: CreateUserInput) {
  requireAccountAdmin(actor);
  const data = parseOrThrow(createUserInput, input);
  if (data.role === 'owner' && actor.role !== 'owner') throw new AppError('permission_denied', 'Only owners can add another owner.');
  return createUser(db, actor.accountId, data);
}

/** A new team of the actor's account: owners and admins only. */
export async function addTeam(db: Database, actor: Actor, input: CreateTeamInput) {
  requireAccountAdmin(actor);
  return createTeam(db, actor.accountId, input);
}

async function insertKey(db: DbOrTx, userId: number, input: CreateKeyInput, now = new Date()) {
  const data = parseOrThrow(createKeyInput, input);
  // A key that is expired when it is made could never be used: the date is surely a mistake.
  if (data.expires_at && data.expires_at <= now) {
    throw validationError([{ path: 'expires_at', message: 'must be in the future' }]);
  }
  const key = generateApiKey();
  const [row] = await db
    .insert(apiKeys)
    .values({
      userId,
      name: data.name,
      prefix: displayPrefix(key),
      keyHash: hashApiKey(key),
      permissions: [...new Set(data.permissions)],
      expiresAt: data.expires_at ?? null,
    })
    .returning({ id: apiKeys.id });
  return { key_id: row.id, api_key: key };
}

/** Creates a key for a user (operators through the CLI). The key is returned once and never stored. */
export async function createApiKeyForUser(db: Database, userId: number, input: CreateKeyInput, now = new Date()) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound(`User ${userId}`);
  return insertKey(db, userId, input, now);
}

/** Creates a key for the signed-in user. */
export const createOwnApiKey = (db: Database, actor: Actor, input: CreateKeyInput, now = new Date()) =>
  insertKey(db, actor.userId, input, now);

export async function revokeApiKey(db: Database, keyId: number, actor?: Actor) {
  const scope = actor ? ownKeyScope(actor) : sql`true`;
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
    .where(and(eq(apiKeys.id, keyId), scope))
    .returning({ id: apiKeys.id });
  if (!row) throw notFound(`API key ${keyId}`);
  return { key_id: row.id, revoked: true as const };
}

/** A user manages their own keys; owners and admins also those of their account's users. */
function ownKeyScope(actor: Actor) {
  if (isAccountAdmin(actor)) {
    return sql`${apiKeys.userId} in (select ${users.id} from ${users} where ${users.accountId} = ${actor.accountId})`;
  }
  return eq(apiKeys.userId, actor.userId);
}

export async function listApiKeys(db: DbOrTx, actor: Actor): Promise<ApiKeyDto[]> {
  const rows = await db.select().from(apiKeys).where(ownKeyScope(actor)).orderBy(desc(apiKeys.id));
  return rows.map((k) => ({
    id: k.id,
    name: k.name,
    prefix: k.prefix,
    permissions: k.permissions,
    last_used_at: toIso(k.lastUsedAt),
    expires_at: toIso(k.expiresAt),
    revoked_at: toIso(k.revokedAt),
    created_at: toIso(k.createdAt),
    user_id: k.userId,
  }));
}

export async function linkPartner(db: Database, partnerAccountId: number, clientAccountId: number) {
  if (partnerAccountId === clientAccountId) throw new AppError('validation_error', 'An account cannot be its own partner.');
  await requireAccount(db, partnerAccountId);
  await requireAccount(db, clientAccountId);
  await db.update(accounts).set({ partnerAccountId }).where(eq(accounts.id, clientAccountId));
  return { partner_account_id: partnerAccountId, client_account_id: clientAccountId };
}

/** Builds the Actor for a user (dashboard sessions act with every permission their role allows). */
export async function actorForUser(db: DbOrTx, userId: number, granted: readonly Permission[] = permissions): Promise<Actor> {
  const [row] = await db
    .select({
      userId: users.id,
      accountId: users.accountId,
      role: users.role,
      partnerAccountId: accounts.partnerAccountId,
      teamIds: accessibleTeamIds,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.id, userId));
  if (!row) throw notFound(`User ${userId}`);
  return {
    userId: row.userId,
    accountId: row.accountId,
    role: row.role as UserRole,
    teamIds: (row.teamIds ?? []).map(Number),
    permissions: new Set(granted.filter(isPermission)),
    partnerAccountId: row.partnerAccountId,
    apiKeyId: null,
  };
}
