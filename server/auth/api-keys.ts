import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { asDate, hotQuery } from '../db/hot-query';
import { accounts, apiKeys, users, type UserRole } from '../db/schema';
import type { Database } from '../db/types';
import { ApiError } from '../http/errors';
import type { Actor } from './actor';
import { accessibleTeamIds } from './team-access';
import { isPermission } from './permissions';

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
const lookupKey = hotQuery(
  {
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
  },
  (db, fields) =>
    db
      .select(fields)
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.userId))
      .innerJoin(accounts, eq(accounts.id, users.accountId))
      .where(eq(apiKeys.keyHash, sql.placeholder('hash'))),
);

/** When each key's last use was last written, so the write happens at most once a minute. */
const lastUseWritten = new Map<number, number>();
const LAST_USE_EVERY_MS = 60_000;

/**
 * Resolves a presented key to its Actor. No cache: a revoked key stops working on the next request.
 */
export async function authenticateApiKey(db: Database, key: string, now = new Date()): Promise<Actor> {
  if (!key.startsWith(KEY_PREFIX) || key.length > 128) throw invalidKey();
  const [row] = await lookupKey(db, { hash: hashApiKey(key) });
  const expiresAt = asDate(row?.expiresAt);
  if (!row || row.revokedAt != null || (expiresAt && expiresAt <= now)) throw invalidKey();

  const keyId = Number(row.keyId);
  await touchLastUsed(db, keyId, asDate(row.lastUsedAt), now);
  return {
    userId: Number(row.userId),
    accountId: Number(row.accountId),
    role: row.role as UserRole,
    teamIds: ((row.teamIds as unknown[]) ?? []).map(Number),
    permissions: new Set((row.permissions as string[]).filter(isPermission)),
    partnerAccountId: row.partnerAccountId == null ? null : Number(row.partnerAccountId),
    apiKeyId: keyId,
  };
}

async function touchLastUsed(db: Database, keyId: number, stored: Date | null, now: Date) {
  const known = Math.max(stored?.getTime() ?? 0, lastUseWritten.get(keyId) ?? 0);
  if (now.getTime() - known < LAST_USE_EVERY_MS) return;
  lastUseWritten.set(keyId, now.getTime());
  await db.update(apiKeys).set({ lastUsedAt: now }).where(and(eq(apiKeys.id, keyId)));
}
