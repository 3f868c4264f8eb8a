import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * Idempotency keys of writing requests, per account, kept 24 hours. The primary key is what makes one request
 * win when duplicates race: the first insert holds the key while it runs, the others read its row.
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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull().default(sql`now() + interval '24 hours'`),
}, (t) => [
  primaryKey({ columns: [t.accountId, t.key] }),
  index('idempotency_keys_expires_idx').on(t.expiresAt),
]);
