import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window request counters shared by every process: one row per limited thing (`key:<api key id>`,
 * `auth:<address>`, `webhook-sends:<account id>`), holding the current minute and its count. The table is
 * UNLOGGED (see its migration): a counter is not worth a WAL write and a disk flush per request, and losing the
 * counts of the current minute in a crash is harmless.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  bucket: text('bucket').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});
