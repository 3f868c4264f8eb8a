import { hash, randomBytes } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { asDate, hotQuery } from '../db/hot-query';
import { currentHitsSql, hitStatement, type WindowHits } from '../db/rate-limit';
import { accounts, apiKeys, users, type UserRole } from '../db/schema';
import type { Database } from '../db/types';
import { AppError } from '../errors';
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

export const hashApiKey = (key: string) => hash('sha256', key, 'hex');

/** What lists show so people can tell keys apart: `sk_live_AbC1…`. */
export const displayPrefix = (key: string) => key.slice(0, KEY_PREFIX.length + 6);

export const invalidKey = () => new AppError('invalid_key', 'The API key is invalid, revoked or expired.');

/**
 * The facts agent, contact and other visibility rules depend on, as SQL over the key lookup's `users` and
 * `accounts` rows. A route's preload (below) filters by these, so its read joins the key lookup's round trip.
 * Each one means exactly what `visibilityValues`-style bindings of an `Actor` mean.
 */
export const keyActorSql = {
  accountId: users.accountId,
  userId: users.id,
  isAdmin: sql<boolean>`(${users.role} in ('owner', 'admin'))`,
  teamIds: accessibleTeamIds,
  partnerAccountId: sql<number>`coalesce(${accounts.partnerAccountId}, 0)`,
};

const keyFields = {
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
};

export interface KeyLookupResult {
  actor: Actor;
  /** The preload column's value, read in the same statement (undefined without a preload). */
  preloaded: unknown;
  /** This request, counted in the key's one-minute window (shared by every process). */
  window: WindowHits;
  /** Failed authentications from the request's address in the current minute (0 when it has none). */
  addressFailures: number;
}
export interface KeyLookupOptions {
  now?: Date;
  /** The client's address, whose failed authentications are limited. */
  address?: string | null;
}
export type KeyLookup = (db: Database, key: string, opts?: KeyLookupOptions) => Promise<KeyLookupResult>;

/** The limiter bucket of a key's requests and of an address's failed authentications. */
export const keyBucket = (keyId: number) => `key:${keyId}`;
export const addressBucket = (address: string) => `auth:${address}`;

/**
 * Resolves a presented key to its Actor with one indexed statement: the key, its user, account and team
 * access, the request counted in the key's rate-limit window, and the failed authentications of the client's
 * address this minute. With `preload`, an SQL expression over `keyActorSql`, the statement also returns the
 * route's read, so a hot read endpoint costs one round trip. The preload is computed before the permission
 * and rate-limit checks; it only reads, and a refused request discards it.
 * No cache: a revoked key stops working on the next request.
 */
export function keyLookup(preload?: SQL): KeyLookup {
  return preload ? makeKeyLookup(preload) : plainLookup;
}

function makeKeyLookup(preload?: SQL): KeyLookup {
  const selected = preload ? { ...keyFields, preload } : keyFields;
  const columns = Object.keys(selected).map((_, i) => sql.raw(`c${i}`));
  // The rate-limit count rides on the key lookup: a data-modifying CTE counts the hit of the key it found
  // (no row, no count), in the same statement and round trip.
  const outputs = { ...selected, windowHits: sql``, windowReset: sql``, addressFailures: sql`` };
  const lookupKey = hotQuery(outputs, (db) => {
    const keyRow = db
      .select(selected)
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.userId))
      .innerJoin(accounts, eq(accounts.id, users.accountId))
      .where(eq(apiKeys.keyHash, sql.placeholder('hash')));
    return sql`with k(${sql.join(columns, sql`, `)}) as (${keyRow}),
      w as (${hitStatement(sql`'key:' || k.c0`, sql`from k`)})
      select k.*, w.hits, w.reset, ${currentHitsSql(sql`${sql.placeholder('addressBucket')}::text`)} from k, w`;
  });
  return async (db, key, opts = {}) => {
    const now = opts.now ?? new Date();
    if (!key.startsWith(KEY_PREFIX) || key.length > 128) throw invalidKey();
    const [row] = await lookupKey(db, { hash: hashApiKey(key), addressBucket: opts.address ? addressBucket(opts.address) : '' });
    const expiresAt = asDate(row?.expiresAt);
    if (!row || row.revokedAt != null || (expiresAt && expiresAt <= now)) throw invalidKey();

    const keyId = Number(row.keyId);
    const touching = touchLastUsed(db, keyId, asDate(row.lastUsedAt), now);
    if (touching) await touching;
    const actor: Actor = {
      userId: Number(row.userId),
      accountId: Number(row.accountId),
      role: row.role as UserRole,
      teamIds: ((row.teamIds as unknown[]) ?? []).map(Number),
      permissions: new Set((row.permissions as string[]).filter(isPermission)),
      partnerAccountId: row.partnerAccountId == null ? null : Number(row.partnerAccountId),
      apiKeyId: keyId,
    };
    return {
      actor,
      preloaded: (row as Record<string, unknown>).preload,
      window: { hits: Number(row.windowHits), reset: Number(row.windowReset) },
      addressFailures: Number(row.addressFailures),
    };
  };
}

// Routes without a preload share one lookup: one compiled statement, prepared once per connection.
const plainLookup = makeKeyLookup();

/**
 * When each key's last use was last written, per database (a key id names a key only within its database), so
 * the write happens at most once a minute.
 */
const lastUseWritten = new WeakMap<Database, Map<number, number>>();
const LAST_USE_EVERY_MS = 60_000;

/** The Actor behind a presented key (`invalid_key` when unknown, revoked or expired). */
export async function authenticateApiKey(db: Database, key: string, now = new Date()): Promise<Actor> {
  return (await plainLookup(db, key, { now })).actor;
}

/** The write of a key's last use when it is due, else nothing (no promise to await on the hot path). */
function touchLastUsed(db: Database, keyId: number, stored: Date | null, now: Date): Promise<unknown> | undefined {
  let written = lastUseWritten.get(db);
  if (!written) lastUseWritten.set(db, (written = new Map()));
  const known = Math.max(stored?.getTime() ?? 0, written.get(keyId) ?? 0);
  if (now.getTime() - known < LAST_USE_EVERY_MS) return undefined;
  written.set(keyId, now.getTime());
  return db.update(apiKeys).set({ lastUsedAt: now }).where(and(eq(apiKeys.id, keyId))).execute();
}
