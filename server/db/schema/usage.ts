import { bigint, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the wallet charged for calls, per account, quarter hour of the debit, agent, campaign and placing user: a
 * rollup of `wallet_ledger` call debits joined to their calls, kept by statement-level triggers on both tables in
 * the same transaction as the change (see the migration), so usage over a million calls reads thousands of rows.
 * The slot is the debit's time (the call's end), which is what a bill counts. Quarter hours rather than hours
 * because every zone's offset is a multiple of 15 minutes (Asia/Kolkata +05:30, Asia/Kathmandu +05:45), so a local
 * day is a whole number of slots in every zone. `campaign_id` and `user_id` are 0 for none, so the key has no nulls;
 * the team is read from the agent when the rollup is read.
 */
export const callUsageQuarterHourly = pgTable('call_usage_quarter_hourly', {
  accountId: integer('account_id').notNull(),
  slot: timestamp('slot', { withTimezone: true }).notNull(),
  agentId: integer('agent_id').notNull(),
  campaignId: integer('campaign_id').notNull(),
  userId: integer('user_id').notNull(),
  /** Call debits (one per call). */
  calls: integer('calls').notNull(),
  /** Every started minute of the calls' durations (billing.ts billedMinutes). */
  billedMinutes: bigint('billed_minutes', { mode: 'number' }).notNull(),
  /** What the ledger debited, as a positive number of cents. */
  billedCents: bigint('billed_cents', { mode: 'number' }).notNull(),
  /** What the provider said the calls cost (calls.provider_cost_cents; unknown counts 0). */
  providerCents: bigint('provider_cents', { mode: 'number' }).notNull(),
}, (t) => [primaryKey({ name: 'call_usage_quarter_hourly_pk', columns: [t.accountId, t.slot, t.agentId, t.campaignId, t.userId] })]);
