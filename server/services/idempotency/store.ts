import { randomBytes, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { config } from '../../config';
import { openSecret, sealSecret } from '../../db/encryption';
import { idempotencyKeys } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { AppError } from '../../errors';
import { logger } from '../../logger';

/**
 * A request's hold on a key: the claim (kept across take-overs, and recorded by what the run writes), who holds
 * the lock now, and whether this run takes over a lapsed lock, so that the first run may already have written.
 */
export interface IdempotencyClaim {
  claimId: string;
  holder: string;
  rerun: boolean;
}

export type IdempotentStart =
  | { kind: 'first'; claim: IdempotencyClaim }
  | { kind: 'replay'; status: number; body: string; requestId: string | null };

/** Who holds a lock: this host and process, the request's id, and a token that makes two requests' holds differ. */
export function lockHolder(requestId: string): string {
  return `${hostname()}:${process.pid}:${requestId}:${randomBytes(4).toString('hex')}`;
}

const keyIs = (accountId: number, key: string) => and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key));
const heldBy = (holder: string) => and(eq(idempotencyKeys.lockedBy, holder), isNull(idempotencyKeys.responseStatus));
/** Database time, so that processes on hosts with other clocks judge a lease alike. */
const leaseLapsed = () => sql`${idempotencyKeys.lockedAt} < now() - ${config.IDEMPOTENCY_LOCK_LEASE_SECONDS}::int * interval '1 second'`;

/**
 * Claims an Idempotency-Key for a request, or answers what the key already holds. The insert is the claim: of
 * concurrent duplicates exactly one inserts the row, and the others find it, running (409) or done (replay).
 * A running request whose lock was not renewed for the lease (its process died, or it lost the database before
 * its answer was stored) is taken over: the request runs again under the same claim, and looks for what the
 * first run recorded. The same key with another request (its hash) is refused whatever its state (422).
 */
export async function beginIdempotent(
  db: DbOrTx, accountId: number, key: string, requestHash: string, holder: string, now = new Date(),
): Promise<IdempotentStart> {
  for (let tries = 0; tries < 3; tries++) {
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({
        accountId, key, requestHash, createdAt: now, expiresAt: new Date(now.getTime() + 86_400_000),
        claimId: randomUUID(), lockedBy: holder, lockedAt: sql`now()`,
      })
      .onConflictDoNothing()
      .returning({ claimId: idempotencyKeys.claimId });
    if (claimed) return { kind: 'first', claim: { claimId: claimed.claimId, holder, rerun: false } };
    const [held] = await db.select().from(idempotencyKeys).where(keyIs(accountId, key));
    if (!held) continue; // released between the insert and the read: claim it again
    if (held.expiresAt.getTime() <= now.getTime()) {
      await db.delete(idempotencyKeys).where(and(keyIs(accountId, key), lt(idempotencyKeys.expiresAt, sql`${now.toISOString()}::timestamptz`)));
      continue;
    }
    if (held.requestHash !== requestHash) {
      throw new AppError('idempotency_key_reused', 'This Idempotency-Key was already used with a different request in the last 24 hours.');
    }
    if (held.responseStatus === null) {
      // Compare-and-set on the holder: of two retries taking over at once, one wins.
      const [taken] = await db
        .update(idempotencyKeys)
        .set({ lockedBy: holder, lockedAt: sql`now()` })
        .where(and(keyIs(accountId, key), isNull(idempotencyKeys.responseStatus), sql`${idempotencyKeys.lockedBy} is not distinct from ${held.lockedBy}`, leaseLapsed()))
        .returning({ claimId: idempotencyKeys.claimId });
      if (taken) {
        logger.warn('idempotency key taken over from a request that is gone', { account_id: accountId, claim_id: taken.claimId, previous_holder: held.lockedBy, holder });
        return { kind: 'first', claim: { claimId: taken.claimId, holder, rerun: true } };
      }
      throw keyInUse(held.lockedAt, now);
    }
    return { kind: 'replay', status: held.responseStatus, body: openSecret(held.responseBody ?? ''), requestId: held.requestId };
  }
  throw keyInUse(now, now);
}

/** 409, with the seconds until the holder's lock lapses if it is not renewed (at least 1), for Retry-After. */
function keyInUse(lockedAt: Date, now: Date): AppError {
  const lease = config.IDEMPOTENCY_LOCK_LEASE_SECONDS;
  const left = Math.ceil(lease - (now.getTime() - lockedAt.getTime()) / 1000);
  return new AppError('idempotency_key_in_use', 'A request with this Idempotency-Key is still in progress.', {
    extra: { retry_after: Math.min(lease, Math.max(1, left)) },
  });
}

/**
 * Renews the holder's lock every third of the lease while `run` runs, so a long request keeps its key and a dead
 * one loses it. A fast request never renews (no statement on the usual path); a failed renewal is only logged.
 */
export async function whileLocked<T>(db: DbOrTx, accountId: number, key: string, holder: string, run: () => Promise<T>): Promise<T> {
  const timer = setInterval(() => {
    db.update(idempotencyKeys).set({ lockedAt: sql`now()` }).where(and(keyIs(accountId, key), heldBy(holder)))
      .then(() => undefined, (err: unknown) => logger.warn('idempotency lock not renewed', { account_id: accountId, holder, err }));
  }, (config.IDEMPOTENCY_LOCK_LEASE_SECONDS * 1000) / 3);
  timer.unref();
  try {
    return await run();
  } finally {
    clearInterval(timer);
  }
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
  holder: string,
  answer: { status: number; body: string; requestId: string },
): Promise<void> {
  // Only by its holder: a request whose lock was taken over leaves the answer to the run that took it.
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: answer.status, responseBody: sealSecret(answer.body), requestId: answer.requestId, lockedBy: null })
    .where(and(keyIs(accountId, key), heldBy(holder)));
}

/**
 * A request refused (an answer that is not a success, or a domain error) wrote nothing: the key is free for the
 * client's corrected retry. Never fails its request: a key it could not free lapses after its lease.
 */
export async function releaseIdempotent(db: DbOrTx, accountId: number, key: string, holder: string): Promise<void> {
  await db.delete(idempotencyKeys).where(and(keyIs(accountId, key), heldBy(holder))).catch((err: unknown) => {
    logger.warn('idempotency key not released', { account_id: accountId, holder, err });
  });
}

/**
 * A request that failed unexpectedly (the database lost mid-run, or its answer not stored) may have written: its
 * claim is kept and only its lock given up, so the client's retry runs it again at once under the same claim and
 * finds what it wrote. Never fails its request: a lock it could not give up lapses after its lease.
 */
export async function unlockIdempotent(db: DbOrTx, accountId: number, key: string, holder: string): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ lockedBy: null, lockedAt: sql`to_timestamp(0)` })
    .where(and(keyIs(accountId, key), heldBy(holder)))
    .catch((err: unknown) => logger.warn('idempotency lock not given up', { account_id: accountId, holder, err }));
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
