import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { accounts, apiKeys, users } from '../db/schema';
import type { Database } from '../db/types';
import { ApiError } from '../http/errors';
import type { Actor } from './actor';
import { accessibleTeamIds } from './team-access';
import { isPermission, type Permission } from './permissions';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const KEY_PREFIX = 'sk_live_';

/** `sk_live_` + 32 random bytes in base62 (43 characters). */
export function generateApiKey(): string {
  let n = BigInt(`0x${randomBytes(32).toString('hex')}`);
  let out = '';
  for (let i = 0; i < 43; i++) {
    out = BASE62[Number(n % 62n)] + out;
    n /= 62n;
  }
  return KEY_PREFIX + out;
}

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** What lists show so people can tell keys apart: `sk_live_AbC1…`. */
export const displayPrefix = (key: string) => key.slice(0, KEY_PREFIX.length + 6);

export const invalidKey = () => new ApiError(401, 'invalid_key', 'The API key is invalid, revoked or expired.');

// The key, its user, account and team access in one indexed round trip: the hot path of every request.
function lookupQuery(db: Database) {
  return db
    .select({
      keyId: apiKeys.id,
      userId: apiKeys.userId,
      permissions: apiKeys.permissions,
      revokedAt: apiKeys.revokedAt,
      expiresAt: apiKeys.expiresAt,
      lastUsedAt: apiKeys.lastUsedAt,
      accountId: users.accountId,
      role: users.role,
      partnerAccountId: accounts.partnerAccountId,
      teamIds: accessibleTeamIds,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(apiKeys.keyHash, sql.placeholder('hash')))
    .prepare('api_key_lookup');
}

const prepared = new WeakMap<Database, ReturnType<typeof lookupQuery>>();
/** When each key's last use was last written, so the write happens at most once a minute. */
const lastUseWritten = new Map<number, number>();
const LAST_USE_EVERY_MS = 60_000;

/**
 * Resolves a presented key to its Actor. No cache: a revoked key stops working on the next request.
 */
export async function authenticateApiKey(db: Database, key: string, now = new Date()): Promise<Actor> {
  if (!key.startsWith(KEY_PREFIX) || key.length > 128) throw invalidKey();
  let q = prepared.get(db);
  if (!q) {
    q = lookupQuery(db);
    prepared.set(db, q);
  }
  const [row] = await q.execute({ hash: hashApiKey(key) });
  if (!row || row.revokedAt || (row.expiresAt && row.expiresAt <= now)) throw invalidKey();

  await touchLastUsed(db, row.keyId, row.lastUsedAt, now);
  return {
    userId: row.userId,
    accountId: row.accountId,
    role: row.role,
    teamIds: (row.teamIds ?? []).map(Number),
    permissions: new Set(row.permissions.filter(isPermission) as Permission[]),
    partnerAccountId: row.partnerAccountId,
    apiKeyId: row.keyId,
  };
}

async function touchLastUsed(db: Database, keyId: number, stored: Date | null, now: Date) {
  const known = Math.max(stored?.getTime() ?? 0, lastUseWritten.get(keyId) ?? 0);
  if (now.getTime() - known < LAST_USE_EVERY_MS) return;
  lastUseWritten.set(keyId, now.getTime());
  await db.update(apiKeys).set({ lastUsedAt: now }).where(and(eq(apiKeys.id, keyId)));
}
