import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { openSecret, sealSecret } from '../../db/encryption';
import { idempotencyKeys } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { AppError } from '../../errors';

export type IdempotentStart = { kind: 'first' } | { kind: 'replay'; status: number; body: string; requestId: string | null };

/**
 * Claims an Idempotency-Key for a request, or answers what the key already holds. The insert is the claim: of
 * concurrent duplicates exactly one inserts the row, and the others find it, running (409) or done (replay).
 * The same key with another request (its hash) is refused whatever its state (422).
 */
export async function beginIdempotent(db: DbOrTx, accountId: number, key: string, requestHash: string, now = new Date()): Promise<IdempotentStart> {
  for (let tries = 0; tries < 3; tries++) {
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ accountId, key, requestHash, createdAt: now, expiresAt: new Date(now.getTime() + 86_400_000) })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed) return { kind: 'first' };
    const [held] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key)));
    if (!held) continue; // released between the insert and the read: claim it again
    if (held.expiresAt.getTime() <= now.getTime()) {
      await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key), lt(idempotencyKeys.expiresAt, sql`${now.toISOString()}::timestamptz`)));
      continue;
    }
    if (held.requestHash !== requestHash) {
      throw new AppError('idempotency_key_reused', 'This Idempotency-Key was already used with a different request in the last 24 hours.');
    }
    if (held.responseStatus === null) {
      throw new AppError('idempotency_key_in_use', 'A request with this Idempotency-Key is still in progress.');
    }
    return { kind: 'replay', status: held.responseStatus, body: openSecret(held.responseBody ?? ''), requestId: held.requestId };
  }
  throw new AppError('idempotency_key_in_use', 'A request with this Idempotency-Key is still in progress.');
}

/** Whether the key holds a request of the last 24 hours (running or answered) for the account. */
export async function idempotencyKeyHeld(db: DbOrTx, accountId: number, key: string, now = new Date()): Promise<boolean> {
  const [held] = await db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key), gt(idempotencyKeys.expiresAt, now)));
  return held !== undefined;
}

/**
 * Keeps a successful answer for replays, with the id of the request that gave it. The answer is sealed like any
 * secret at rest: some answers carry one (a webhook's signing secret at creation and rotation) and most carry
 * personal data, so none sits in plain text in the table for its 24 hours. A row kept before answers were sealed
 * is still read as it is.
 */
export async function completeIdempotent(
  db: DbOrTx,
  accountId: number,
  key: string,
  answer: { status: number; body: string; requestId: string },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: answer.status, responseBody: sealSecret(answer.body), requestId: answer.requestId })
    .where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key), isNull(idempotencyKeys.responseStatus)));
}

/** A failed request is not kept: the key is free for the client's corrected retry. */
export async function releaseIdempotent(db: DbOrTx, accountId: number, key: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key), isNull(idempotencyKeys.responseStatus)));
}

/** Drops keys older than their 24 hours (a background step; a stale key is also replaced when reused). */
export async function purgeExpiredIdempotencyKeys(db: DbOrTx, now = new Date()): Promise<number> {
  const gone = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, now)).returning({ key: idempotencyKeys.key });
  return gone.length;
}

/** The one rule for an Idempotency-Key, whether it comes as the REST header or as an MCP tool's argument. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;
export const IDEMPOTENCY_KEY_RULE = 'must be 1 to 255 printable ASCII characters';

export const isValidIdempotencyKey = (key: string) => IDEMPOTENCY_KEY_PATTERN.test(key);
