import { sql } from 'drizzle-orm';
import {
  bigint, bigserial, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { jobs, outboxEvents } from './outbox';

/** Endpoints that receive signed event deliveries; their signing secrets are in `webhookSecrets`. */
export const webhooks = pgTable('webhooks', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  url: text('url').notNull(),
  subscribedEvents: text('subscribed_events').array().notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('webhooks_account_idx').on(t.accountId)]);

/**
 * The secrets that sign a webhook's deliveries. The current one has no `expiresAt`; each rotation gives the
 * current one an expiry and adds a new current one, and every secret signs until its own expiry, so a second
 * rotation never cuts short the time the first one announced. `secret` is sealed (AES-256-GCM, see
 * server/db/encryption.ts); `prefix` is what lists show (`whsec_` and four characters).
 */
export const webhookSecrets = pgTable('webhook_secrets', {
  id: serial('id').primaryKey(),
  webhookId: integer('webhook_id').notNull().references(() => webhooks.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  prefix: text('prefix').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
}, (t) => [
  index('webhook_secrets_webhook_idx').on(t.webhookId, t.id),
  uniqueIndex('webhook_secrets_current_uq').on(t.webhookId).where(sql`${t.expiresAt} is null`),
]);

export const deliveryStatuses = ['pending', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/**
 * One event for one webhook. The body is stored as the exact bytes that are signed and sent, so every
 * attempt (and every redelivery) sends the same text under the same id.
 */
export const webhookDeliveries = pgTable('webhook_deliveries', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  webhookId: integer('webhook_id').notNull().references(() => webhooks.id, { onDelete: 'cascade' }),
  /** The outbox event it came from; null for test deliveries. */
  outboxEventId: bigint('outbox_event_id', { mode: 'number' }).references(() => outboxEvents.id, { onDelete: 'set null' }),
  eventType: text('event_type').notNull(),
  body: text('body').notNull(),
  status: text('status', { enum: deliveryStatuses }).notNull().default('pending'),
  /** Attempts made over the delivery's whole life (every redelivery included). */
  attempts: integer('attempts').notNull().default(0),
  /** Incremented by each redelivery; a driver working on an older cycle stops. */
  cycle: integer('cycle').notNull().default(1),
  /** Attempts made in the current cycle; the retry schedule counts these. */
  cycleAttempts: integer('cycle_attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  /** Claim lease: while in the future, one worker owns the attempt; a crashed worker's lease runs out. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastStatusCode: integer('last_status_code'),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('webhook_deliveries_event_webhook_uq').on(t.outboxEventId, t.webhookId),
  index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt),
  // An endpoint's due deliveries in order, and its claims under way: what a claim reads per endpoint (0049).
  index('webhook_deliveries_endpoint_due_idx').on(t.webhookId, t.nextAttemptAt, t.id).where(sql`${t.status} = 'pending'`),
  index('webhook_deliveries_claimed_idx').on(t.webhookId).where(sql`${t.lockedUntil} is not null`),
  index('webhook_deliveries_account_status_idx').on(t.accountId, t.status, t.createdAt),
  check('webhook_deliveries_status_ck', sql`${t.status} in ('pending','succeeded','failed')`),
]);

/** Every HTTP attempt of a delivery: when, the answer's status, how long it took, its first 4 KiB, the error. */
export const webhookDeliveryAttempts = pgTable('webhook_delivery_attempts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  deliveryId: uuid('delivery_id').notNull().references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
  attemptNumber: integer('attempt_number').notNull(),
  attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  statusCode: integer('status_code'),
  durationMs: integer('duration_ms').notNull(),
  responseBody: text('response_body'),
  error: text('error'),
}, (t) => [index('webhook_delivery_attempts_delivery_idx').on(t.deliveryId, t.attemptNumber)]);

/**
 * When Inngest drives background work, each outbox event and each job is sent to Inngest once; these rows
 * record what has been sent so the relay never sends a row twice on purpose.
 */
export const outboxInngestRelays = pgTable('outbox_inngest_relays', {
  outboxEventId: bigint('outbox_event_id', { mode: 'number' }).primaryKey().references(() => outboxEvents.id, { onDelete: 'cascade' }),
  relayedAt: timestamp('relayed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const jobInngestRelays = pgTable('job_inngest_relays', {
  jobId: bigint('job_id', { mode: 'number' }).primaryKey().references(() => jobs.id, { onDelete: 'cascade' }),
  relayedAt: timestamp('relayed_at', { withTimezone: true }).notNull().defaultNow(),
});
