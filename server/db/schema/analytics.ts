import { bigint, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

/**
 * Calls per account, UTC hour of creation, agent, campaign and placing user: a rollup kept by triggers on
 * `calls` (statement-level, over transition tables, in the same transaction as the change; see the migration),
 * so analytics read thousands of rows instead of millions of calls. Hours rather than days because a day
 * depends on the reader's time zone; the agent and user columns are what team visibility filters on. Statuses
 * are columns, not a key, to keep the row count down: a status breakdown reads the calls themselves.
 * `campaign_id` and `user_id` are 0 for none (no row has id 0), so the key has no nulls.
 */
export const callStatsHourly = pgTable('call_stats_hourly', {
  accountId: integer('account_id').notNull(),
  hour: timestamp('hour', { withTimezone: true }).notNull(),
  agentId: integer('agent_id').notNull(),
  campaignId: integer('campaign_id').notNull(),
  userId: integer('user_id').notNull(),
  calls: integer('calls').notNull(),
  completed: integer('completed').notNull(),
  failed: integer('failed').notNull(),
  noAnswer: integer('no_answer').notNull(),
  busy: integer('busy').notNull(),
  voicemail: integer('voicemail').notNull(),
  durationSeconds: bigint('duration_seconds', { mode: 'number' }).notNull(),
  costCents: bigint('cost_cents', { mode: 'number' }).notNull(),
  /** Calls whose analysis judged them successful, and calls that were judged at all (success not null). */
  successes: integer('successes').notNull(),
  judged: integer('judged').notNull(),
  /** Calls whose disclosure check found a required disclosure missing. */
  flagged: integer('flagged').notNull().default(0),
}, (t) => [primaryKey({ name: 'call_stats_hourly_pk', columns: [t.accountId, t.hour, t.agentId, t.campaignId, t.userId] })]);
