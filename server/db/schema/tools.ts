import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { calls } from './calls';

/**
 * Every tool an agent ran during a call, with its answer. A provider that repeats a tool call (Vapi's
 * `toolCallId`) gets the stored answer back, so nothing is booked twice.
 */
export const toolInvocations = pgTable('tool_invocations', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  callId: integer('call_id').notNull().references(() => calls.id, { onDelete: 'cascade' }),
  tool: text('tool').notNull(),
  /** The provider's id of this tool call (Vapi's toolCallId); null for calls through the REST entry. */
  providerToolCallId: text('provider_tool_call_id'),
  arguments: jsonb('arguments').$type<Record<string, unknown>>().notNull().default({}),
  result: jsonb('result').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('tool_invocations_provider_uq').on(t.callId, t.providerToolCallId).where(sql`${t.providerToolCallId} is not null`),
  index('tool_invocations_call_idx').on(t.callId),
]);
