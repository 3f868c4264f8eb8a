import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * Domain events written in the same transaction as the change that caused them, so a crash can neither
 * lose an event nor invent one. The dispatcher turns each due row into webhook deliveries.
 */
export const outboxEvents = pgTable('outbox_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  eventType: text('event_type').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  /**
   * Names a future event that may be moved or dropped before it is due (a calendar reminder):
   * at most one undispatched row per key.
   */
  scheduleKey: text('schedule_key'),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
  dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('outbox_events_pending_idx').on(t.dueAt).where(sql`${t.dispatchedAt} is null`),
  uniqueIndex('outbox_events_schedule_key_uq').on(t.scheduleKey).where(sql`${t.dispatchedAt} is null`),
  index('outbox_events_account_idx').on(t.accountId, t.createdAt),
]);

/**
 * Durable background jobs (simulated call steps and other internal work). The embedded worker claims due
 * rows with FOR UPDATE SKIP LOCKED; under Inngest the same handlers run inside Inngest functions.
 */
export const jobs = pgTable('jobs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  /** Set while a worker runs the job; a crashed worker's claim expires and the job runs again. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastError: text('last_error'),
  doneAt: timestamp('done_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} is null`)]);
