import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, agents } from './accounts';

/**
 * The numbers an account's campaign calls go out from (the API's `phone-numbers`). A campaign call picks one of its
 * agent's numbers near the callee (local presence), never one that placed `max_calls_per_day` calls today or one that
 * rests. How many calls a number placed today and how often they were answered are read from the calls it placed
 * (calls.from_number), so they never drift from what happened.
 */
export const callerNumbers = pgTable('caller_numbers', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  /** E.164. */
  phoneNumber: text('phone_number').notNull(),
  /** What the voice provider dials from: Vapi's phoneNumberId, Retell's number; null with the simulator. */
  providerPhoneNumberId: text('provider_phone_number_id'),
  maxCallsPerDay: integer('max_calls_per_day').notNull().default(100),
  /** Set when the number's answer rate fell below the account's floor; cleared only by an owner or admin. */
  restingSince: timestamp('resting_since', { withTimezone: true }),
  /** When it was last cleared: its answer rate counts only calls placed after this, so old calls cannot rest it again. */
  restClearedAt: timestamp('rest_cleared_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('caller_numbers_account_number_uq').on(t.accountId, t.phoneNumber),
  check('caller_numbers_cap_ck', sql`${t.maxCallsPerDay} between 1 and 100000`),
]);

/** Which agents call from which numbers: an agent may use several, and a number may serve several agents. */
export const callerNumberAgents = pgTable('caller_number_agents', {
  callerNumberId: integer('caller_number_id').notNull().references(() => callerNumbers.id, { onDelete: 'cascade' }),
  agentId: integer('agent_id').notNull().references(() => agents.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.callerNumberId, t.agentId] }), index('caller_number_agents_agent_idx').on(t.agentId)]);

/** An account's caller-number settings (business settings); no row: the defaults. */
export const callerNumberSettings = pgTable('caller_number_settings', {
  accountId: integer('account_id').primaryKey().references(() => accounts.id, { onDelete: 'cascade' }),
  /** A number whose seven-day answer rate over at least 50 calls falls below this rests until cleared. */
  restBelowAnswerRate: doublePrecision('rest_below_answer_rate').notNull().default(0.1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check('caller_number_settings_rate_ck', sql`${t.restBelowAnswerRate} >= 0 and ${t.restBelowAnswerRate} <= 1`)]);
