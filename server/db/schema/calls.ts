import { sql } from 'drizzle-orm';
import {
  bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, agents, users } from './accounts';
import { contacts } from './contacts';

export const callStatuses = ['queued', 'ringing', 'in_progress', 'completed', 'failed', 'busy', 'no_answer', 'canceled'] as const;
export type CallStatus = (typeof callStatuses)[number];

export const voiceProviders = ['simulator', 'vapi'] as const;
export type VoiceProviderName = (typeof voiceProviders)[number];

/** One line of a call transcript. */
export interface TranscriptLine {
  role: string;
  text: string;
  start_seconds: number;
}

export const calls = pgTable('calls', {
  id: serial('id').primaryKey(),
  /** The account that placed the call and pays for it (the agent may be a partner's shared agent). */
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  /** Public identifier (`klen_call_id` in webhook payloads). */
  callId: text('call_id').notNull(),
  agentId: integer('agent_id').notNull().references(() => agents.id),
  createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
  /** The contact's name and email when the call was placed, for payloads after the contact changes. */
  contactName: text('contact_name'),
  contactEmail: text('contact_email'),
  type: text('type', { enum: ['outbound', 'inbound'] }).notNull().default('outbound'),
  status: text('status', { enum: callStatuses }).notNull().default('queued'),
  /** The number called, E.164. */
  phoneNumber: text('phone_number').notNull(),
  /** The agent's number the call is placed from. */
  fromNumber: text('from_number'),
  /** Business values, contact values and the request's variables merged into one flat map. */
  variables: jsonb('variables').$type<Record<string, unknown>>().notNull().default({}),
  /** The agent's instructions and first message rendered with the variables. */
  instructions: text('instructions').notNull().default(''),
  firstMessage: text('first_message').notNull().default(''),
  provider: text('provider', { enum: voiceProviders }).notNull(),
  /** The provider's own id of the call (Vapi's call id). */
  providerCallId: text('provider_call_id'),
  /** The account's per-minute rate when the call was placed; the call is billed at it. */
  rateCents: integer('rate_cents').notNull(),
  estimatedStartAt: timestamp('estimated_start_at', { withTimezone: true }).notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  durationSeconds: integer('duration_seconds'),
  /** Debited from the wallet on the terminal status. */
  costCents: integer('cost_cents'),
  failureReason: text('failure_reason'),
  transcript: jsonb('transcript').$type<TranscriptLine[]>(),
  /** Set once the full transcript is known and `call.transcript` was recorded. */
  transcriptFinal: boolean('transcript_final').notNull().default(false),
  recordingUrl: text('recording_url'),
  summary: text('summary'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('calls_call_id_uq').on(t.callId),
  uniqueIndex('calls_provider_call_id_uq').on(t.provider, t.providerCallId).where(sql`${t.providerCallId} is not null`),
  index('calls_account_created_idx').on(t.accountId, t.createdAt),
  index('calls_agent_idx').on(t.agentId),
  index('calls_contact_idx').on(t.contactId),
  check('calls_status_ck', sql`${t.status} in ('queued','ringing','in_progress','completed','failed','busy','no_answer','canceled')`),
]);

export const ledgerKinds = ['credit', 'call_debit'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/**
 * The wallet: every credit and call debit in integer cents. Its sum per account is the balance, cached in
 * accounts.wallet_balance_cents and updated in the same transaction as each entry.
 */
export const walletLedger = pgTable('wallet_ledger', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ledgerKinds }).notNull(),
  /** Positive for credits, zero or negative for debits. */
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }).notNull(),
  callId: integer('call_id').references(() => calls.id, { onDelete: 'set null' }),
  description: text('description').notNull().default(''),
  createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('wallet_ledger_account_idx').on(t.accountId, t.id),
  // A call is debited once.
  uniqueIndex('wallet_ledger_call_uq').on(t.callId).where(sql`${t.callId} is not null`),
  check('wallet_ledger_sign_ck', sql`(${t.kind} = 'credit' and ${t.amountCents} > 0) or (${t.kind} = 'call_debit' and ${t.amountCents} <= 0)`),
]);

/** Numbers an account must never call. */
export const doNotCallNumbers = pgTable('do_not_call_numbers', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  /** E.164. */
  number: text('number').notNull(),
  reason: text('reason'),
  createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('do_not_call_account_number_uq').on(t.accountId, t.number)]);
