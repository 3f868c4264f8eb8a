import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * Idempotency keys of writing requests, per account, kept 24 hours. The primary key is what makes one request
 * win when duplicates race: the first insert holds the key while it runs, the others read its row. A holder that
 * stops renewing its lock (its process died, or it lost the database before it stored the answer) loses it after a
 * lease, and the next retry runs the request again under the same claim.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  /** SHA-256 of the method, path, query and body (JSON compared as a value): the same key with another request is refused. */
  requestHash: text('request_hash').notNull(),
  /** Null while the first request runs. */
  responseStatus: integer('response_status'),
  responseBody: text('response_body'),
  /** The X-Request-Id of the request that ran: a replay names it in `Original-Request`. */
  requestId: text('request_id'),
  /**
   * This claim of the key, kept when another request takes a lapsed lock over: what the run writes records it
   * (calls.idempotency_claim_id), so a re-run finds it. A new claim after the key expired is another.
   */
  claimId: text('claim_id').notNull().default(sql`gen_random_uuid()::text`),
  /** Who runs the request now (host, process and request id), for the logs and so only its holder stores or frees it. */
  lockedBy: text('locked_by'),
  /** When its holder last renewed the lock: one not renewed for IDEMPOTENCY_LOCK_LEASE_SECONDS may be taken over. */
  lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull().default(sql`now() + interval '24 hours'`),
}, (t) => [
  primaryKey({ columns: [t.accountId, t.key] }),
  index('idempotency_keys_expires_idx').on(t.expiresAt),
]);
