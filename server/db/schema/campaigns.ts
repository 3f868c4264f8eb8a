import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, agents, users, type AccountCallingHours } from './accounts';
import { callPurposes, calls, type RetryPolicy, type VoicemailPolicy } from './calls';
import { contacts } from './contacts';

export const campaignStatuses = ['draft', 'scheduled', 'running', 'paused', 'completed', 'canceled'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

export const pausedReasons = ['user', 'insufficient_funds'] as const;
export type PausedReason = (typeof pausedReasons)[number];

/** Who a campaign calls: the contacts list's filters, and/or explicit contact ids (at least one key). */
export interface CampaignAudience {
  tag?: string;
  status?: string;
  stage?: string;
  q?: string;
  contact_ids?: number[];
}

export const recipientStatuses = [
  'pending', 'in_progress', 'completed', 'voicemail', 'busy', 'no_answer', 'failed', 'canceled',
  'skipped_do_not_call', 'skipped_no_phone', 'skipped_duplicate', 'skipped_no_consent', 'skipped_destination_not_allowed',
] as const;
export type RecipientStatus = (typeof recipientStatuses)[number];

export const campaigns = pgTable('campaigns', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  agentId: integer('agent_id').notNull().references(() => agents.id),
  status: text('status', { enum: campaignStatuses }).notNull().default('draft'),
  purpose: text('purpose', { enum: callPurposes }).notNull().default('marketing'),
  audience: jsonb('audience').$type<CampaignAudience>().notNull(),
  variables: jsonb('variables').$type<Record<string, unknown>>().notNull().default({}),
  /** Null: the account's calling hours. */
  callingHours: jsonb('calling_hours').$type<AccountCallingHours>(),
  maxConcurrentCalls: integer('max_concurrent_calls').notNull().default(5),
  retryPolicy: jsonb('retry_policy').$type<RetryPolicy>().notNull(),
  /** At a voicemail greeting: hang up, or leave one message per recipient (across its attempts). */
  voicemail: jsonb('voicemail').$type<VoicemailPolicy>().notNull().default({ action: 'hang_up' }),
  startAt: timestamp('start_at', { withTimezone: true }),
  pausedReason: text('paused_reason', { enum: pausedReasons }),
  /**
   * Bumped on every start and resume: the dispatch tick re-enqueues itself only while its generation is the
   * campaign's, so a pause followed by a resume never leaves two chains of ticks.
   */
  dispatchGeneration: integer('dispatch_generation').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('campaigns_account_idx').on(t.accountId, t.id),
  check('campaigns_max_concurrent_ck', sql`${t.maxConcurrentCalls} between 1 and 50`),
]);

export const campaignRecipients = pgTable('campaign_recipients', {
  id: serial('id').primaryKey(),
  campaignId: integer('campaign_id').notNull().references(() => campaigns.id, { onDelete: 'cascade' }),
  contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
  /** The contact's primary number at start (E.164); null when it had none. */
  phoneNumber: text('phone_number'),
  status: text('status', { enum: recipientStatuses }).notNull().default('pending'),
  /** Calls placed for this recipient. */
  attempts: integer('attempts').notNull().default(0),
  lastCallId: integer('last_call_id').references(() => calls.id, { onDelete: 'set null' }),
  /** When the recipient may be dialed next (a retry's delay, or the next opening of its calling hours). */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  endedReason: text('ended_reason'),
  /** Why a recipient waits (the calling rules that blocked it), for the dashboard. */
  waitReason: text('wait_reason'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('campaign_recipients_campaign_idx').on(t.campaignId, t.status),
  // One recipient per number: a second contact with the same number is recorded skipped_duplicate.
  uniqueIndex('campaign_recipients_number_uq').on(t.campaignId, t.phoneNumber).where(sql`${t.status} <> 'skipped_duplicate'`),
  index('campaign_recipients_last_call_idx').on(t.lastCallId),
  // The dispatch's due recipients, the longest waiting first: a pass reads its few rows in order and stops, however
  // many recipients the campaign has (without it, every pass sorted all of them).
  index('campaign_recipients_due_idx').on(t.campaignId, t.nextAttemptAt.asc().nullsFirst(), t.id)
    .where(sql`(${t.status} = 'pending' or ${t.nextAttemptAt} is not null) and ${t.status} <> 'in_progress'`),
]);
