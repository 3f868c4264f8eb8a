import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Read-your-writes with a streaming replica (DATABASE_URL_REPLICA): the primary's WAL position after the last write
 * of each API key (`key:<id>`) or dashboard user (`user:<id>`). A read that may go to the replica goes there only
 * once the replica has replayed past it (server/db/replica.ts). Written only while a replica is configured.
 */
export const readFences = pgTable('read_fences', {
  principal: text('principal').primaryKey(),
  lsn: text('lsn').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
