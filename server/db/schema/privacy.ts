import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';

export const erasureStatuses = ['pending', 'waiting_for_call', 'running', 'done'] as const;
export type ErasureStatus = (typeof erasureStatuses)[number];

/** What an erasure removed or rewrote, by kind: the receipt an owner keeps to show the request was carried out. */
export type ErasureReceipt = Record<string, number>;

/**
 * One erasure of a person (a contact and everything stored about them), asked for by an owner or admin and carried
 * out by a durable job. The row names the contact by id without a foreign key: the contact is gone once it is done,
 * and the row, holding no personal data, is the proof that it was asked for and when it finished. One per contact:
 * asking again answers the same erasure.
 */
export const erasures = pgTable('erasures', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  contactId: integer('contact_id').notNull(),
  status: text('status', { enum: erasureStatuses }).notNull().default('pending'),
  requestedByUserId: integer('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  requestedByApiKeyId: integer('requested_by_api_key_id'),
  receipt: jsonb('receipt').$type<ErasureReceipt>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
}, (t) => [uniqueIndex('erasures_account_contact_uq').on(t.accountId, t.contactId)]);

/**
 * The do-not-call list's entries for erased people: their numbers as keyed hashes (HMAC-SHA256 under a key derived
 * from the sealing key, server/services/compliance/number-hash.ts), so the account never calls or texts them again
 * without keeping the numbers themselves. `key_id` names the sealing key the hash was made under.
 */
export const doNotCallHashes = pgTable('do_not_call_hashes', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  numberHash: text('number_hash').notNull(),
  keyId: text('key_id').notNull(),
  erasureId: integer('erasure_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('do_not_call_hashes_account_hash_uq').on(t.accountId, t.numberHash)]);

/**
 * The account's audit log: who did what to whom, for the acts an owner must be able to show later (an erasure, an
 * export of a person's data). Lines are only added; the user's email is copied so a line still names them after
 * they leave. `details` holds ids and counts, never personal data.
 */
export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  userEmail: text('user_email'),
  apiKeyId: integer('api_key_id'),
  action: text('action').notNull(),
  subjectType: text('subject_type').notNull(),
  subjectId: text('subject_id').notNull(),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('audit_log_account_idx').on(t.accountId, t.id)]);
