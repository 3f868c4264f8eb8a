import { sql } from 'drizzle-orm';
import {
  bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, agents, users } from './accounts';
import { contacts } from './contacts';

export const callStatuses = ['scheduled', 'queued', 'ringing', 'in_progress', 'completed', 'failed', 'busy', 'no_answer', 'voicemail', 'canceled'] as const;
export type CallStatus = (typeof callStatuses)[number];

/** Why a call ended: one closed list, mapped from each provider's own vocabulary. */
export const endedReasons = [
  'customer-ended-call', 'assistant-ended-call', 'customer-busy', 'customer-did-not-answer', 'voicemail',
  'failed-to-connect', 'max-duration', 'silence-timeout', 'provider-error', 'canceled', 'do_not_call',
  'insufficient_funds', 'opted_out', 'no_consent',
] as const;
export type EndedReason = (typeof endedReasons)[number];

export const callPurposes = ['marketing', 'informational'] as const;
export type CallPurpose = (typeof callPurposes)[number];

/** Outcomes a retry policy may redial on. */
export const retryableStatuses = ['busy', 'no_answer', 'voicemail', 'failed'] as const;
export const voicemailActions = ['hang_up', 'leave_message'] as const;

/** What a call does when a machine answers: hang up, or leave `message` (rendered with the call's variables). */
export interface VoicemailPolicy {
  action: (typeof voicemailActions)[number];
  message?: string;
}

export interface RetryPolicy {
  max_attempts: number;
  on: (typeof retryableStatuses)[number][];
  delay_minutes: number;
}
export const defaultRetryPolicy: RetryPolicy = { max_attempts: 1, on: ['busy', 'no_answer'], delay_minutes: 60 };

export const voiceProviders = ['simulator', 'vapi', 'retell'] as const;
export type VoiceProviderName = (typeof voiceProviders)[number];

/** The analysis stored on a call after it ends. */
export interface CallAnalysis {
  summary: string | null;
  success: boolean | null;
  structured_data: Record<string, unknown>;
  /** Extracted values that failed the contact variable's validation, kept here instead of being written. */
  errors?: { variable: string; message: string }[];
  /** What the extracted values changed on the contact: each variable's value before and after. */
  changes?: { variable: string; before: unknown; after: unknown }[];
}

export const costComponentNames = ['telephony', 'transcriber', 'model', 'voice', 'platform', 'other'] as const;
export type CostComponentName = (typeof costComponentNames)[number];
export interface CallCostComponent {
  name: CostComponentName;
  cents: number;
}
/** Per-turn latency of a call's agent: turns counted, percentiles over them, per stage where the provider says. */
export interface CallLatency {
  turns: number;
  p50_ms: number | null;
  p95_ms: number | null;
  model_p50_ms: number | null;
  voice_p50_ms: number | null;
  transcriber_p50_ms: number | null;
}

/** A disclosure a call must carry, as stored on it (compliance/disclosures.ts chooses them). */
export interface CallDisclosure {
  kind: 'ai' | 'recording' | 'recording_consent';
  jurisdiction: string;
  source: string;
}

/** Whether the agent said the call's disclosures at its start: `not_checked` when nothing was said to check. */
export const disclosureChecks = ['said', 'missing', 'not_checked'] as const;
export type DisclosureCheck = (typeof disclosureChecks)[number];

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
  /** The agent's version (agent_versions) the call was placed with; null for calls placed before versions were kept. */
  agentVersion: integer('agent_version'),
  createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
  /** The contact's name and email when the call was placed, for payloads after the contact changes. */
  contactName: text('contact_name'),
  contactEmail: text('contact_email'),
  type: text('type', { enum: ['outbound', 'inbound'] }).notNull().default('outbound'),
  status: text('status', { enum: callStatuses }).notNull().default('queued'),
  /** The number called, E.164. */
  phoneNumber: text('phone_number').notNull(),
  /** The number the call is placed from: the caller number a campaign picked, else the agent's own. */
  fromNumber: text('from_number'),
  /** What the provider dials from for that number (Vapi's phoneNumberId); null: the agent's own. */
  fromProviderPhoneNumberId: text('from_provider_phone_number_id'),
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
  /** What the provider says the call cost it, in cents (null: it did not say; the simulator's is deterministic). */
  providerCostCents: integer('provider_cost_cents'),
  /** The provider's cost by component (telephony, transcriber, model, voice, platform, other), in cents. */
  costComponents: jsonb('cost_components').$type<CallCostComponent[]>(),
  /** How fast the agent answered, from the provider's report (null parts: not reported). */
  latency: jsonb('latency').$type<CallLatency>(),
  /** latency.p95_ms kept as a column, so the calls list can sort by it. */
  latencyP95Ms: integer('latency_p95_ms'),
  /** Money this call holds in the wallet until it ends (0 once settled, or before a retry's dial holds it). */
  holdCents: integer('hold_cents').notNull().default(0),
  /** The longest the call may last, told to the provider; set when its hold is taken (null: not held yet). */
  maxDurationSeconds: integer('max_duration_seconds'),
  failureReason: text('failure_reason'),
  transcript: jsonb('transcript').$type<TranscriptLine[]>(),
  /** Set once the full transcript is known and `call.transcript` was recorded. */
  transcriptFinal: boolean('transcript_final').notNull().default(false),
  recordingUrl: text('recording_url'),
  summary: text('summary'),
  /**
   * What the analysis of the finished call found: `{ summary, success, structured_data, errors? }`. Analytics
   * read `success` from it (true, false, or null when the agent has no success criteria).
   */
  analysis: jsonb('analysis').$type<CallAnalysis>(),
  /** What the call must tell the callee, chosen from the callee's jurisdictions when it was placed. */
  disclosures: jsonb('disclosures').$type<CallDisclosure[]>().notNull().default([]),
  /** The check of the agent's first turns once the call is over; null until then. */
  disclosureCheck: text('disclosure_check', { enum: disclosureChecks }),
  /** The kinds the check did not hear (empty unless `missing`). */
  disclosureMissing: jsonb('disclosure_missing').$type<CallDisclosure['kind'][]>(),
  /** When a scheduled call may be dialed (the first allowed moment at or after it). */
  scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
  /** When the call was handed to the provider: what the frequency caps count. */
  dialedAt: timestamp('dialed_at', { withTimezone: true }),
  /**
   * When the provider was first asked to start the dialed call, written before the request (dial-handoff.ts): a
   * dialed call without it was never asked and is handed off on retry; one with it is never asked again.
   */
  handoffAt: timestamp('handoff_at', { withTimezone: true }),
  endedReason: text('ended_reason', { enum: endedReasons }),
  purpose: text('purpose', { enum: callPurposes }).notNull().default('marketing'),
  /** Whether the callee's calling hours bind this call (`enforce`) or not (`ignore`), fixed when it was placed. */
  callingHours: text('calling_hours', { enum: ['enforce', 'ignore'] }).notNull().default('ignore'),
  /**
   * Whether the call's dial is held to the account's consent rule although it is neither a campaign's nor a retry
   * (those always are): a direct call whose request set its moment (`scheduled_at`), or placed while
   * enforce_consent_on_api_calls was on. A direct call the calling hours merely held stays as it was placed.
   */
  consentEnforced: boolean('consent_enforced').notNull().default(false),
  retryPolicy: jsonb('retry_policy').$type<RetryPolicy>().notNull().default(defaultRetryPolicy),
  /** What the call does at a voicemail greeting (null: nothing asked, the provider's default). */
  voicemail: jsonb('voicemail').$type<VoicemailPolicy>(),
  /** Whether the call left a message on a machine. */
  voicemailLeft: boolean('voicemail_left').notNull().default(false),
  /** 1-based; a retry is a new call with the next number. */
  attempt: integer('attempt').notNull().default(1),
  /** The call_id of attempt 1 (null on attempt 1 itself). */
  retryOf: text('retry_of'),
  campaignId: integer('campaign_id'),
  /**
   * The person the agent handed the call to (transfer_to_human), with their name as it was then, so the call
   * still says who took it after the user is renamed or removed. Null: not transferred.
   */
  transferredToUserId: integer('transferred_to_user_id').references(() => users.id, { onDelete: 'set null' }),
  transferredToName: text('transferred_to_name'),
  transferredAt: timestamp('transferred_at', { withTimezone: true }),
  /** Why a scheduled call waits: the rules that blocked its last dial, for the dashboard's "why not now". */
  waitReason: text('wait_reason'),
  /**
   * The claim of the Idempotency-Key the call was placed under (idempotency_keys.claim_id): a request run again
   * after its first run was lost finds this call instead of placing another.
   */
  idempotencyClaimId: text('idempotency_claim_id'),
  /**
   * When the retention purge removed the call's content (transcript, recording, summary, analysis values, variables,
   * rendered instructions); its facts (times, status, cost, outcome) stay. Null: the content is as recorded.
   */
  contentPurgedAt: timestamp('content_purged_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('calls_call_id_uq').on(t.callId),
  // One call per claim, even when a run and its re-run overlap.
  uniqueIndex('calls_idempotency_claim_uq').on(t.idempotencyClaimId).where(sql`${t.idempotencyClaimId} is not null`),
  uniqueIndex('calls_provider_call_id_uq').on(t.provider, t.providerCallId).where(sql`${t.providerCallId} is not null`),
  // The list's order (created_at, id descending) behind each of its filters, so a page reads only its rows.
  index('calls_account_created_id_idx').on(t.accountId, t.createdAt, t.id),
  index('calls_account_status_created_idx').on(t.accountId, t.status, t.createdAt, t.id),
  // The list sorted by cost or by latency (sorted-page.ts): each page is a range of one of these, either direction.
  index('calls_account_cost_id_idx').on(t.accountId, t.costCents, t.id),
  index('calls_account_latency_id_idx').on(t.accountId, t.latencyP95Ms, t.id),
  index('calls_agent_created_idx').on(t.agentId, t.createdAt, t.id),
  index('calls_contact_created_idx').on(t.contactId, t.createdAt, t.id),
  index('calls_campaign_created_idx').on(t.campaignId, t.createdAt, t.id).where(sql`${t.campaignId} is not null`),
  index('calls_number_dialed_idx').on(t.accountId, t.phoneNumber, t.dialedAt),
  // The dial sweeper's scan (dial-sweeper.ts): dialed calls still queued.
  index('calls_queued_dialed_idx').on(t.dialedAt).where(sql`${t.status} = 'queued' and ${t.dialedAt} is not null`),
  // A caller number's calls today and its answer rate over seven days.
  index('calls_account_from_created_idx').on(t.accountId, t.fromNumber, t.createdAt).where(sql`${t.fromNumber} is not null`),
  index('calls_retry_of_idx').on(t.retryOf),
  index('calls_campaign_status_idx').on(t.campaignId, t.status).where(sql`${t.campaignId} is not null`),
  // Alerts read each account's calls ended in a trailing window.
  index('calls_account_ended_idx').on(t.accountId, t.endedAt).where(sql`${t.endedAt} is not null`),
  // The retention purge's scan: an account's ended calls whose content is still there, oldest first.
  index('calls_account_content_due_idx').on(t.accountId, t.endedAt).where(sql`${t.endedAt} is not null and ${t.contentPurgedAt} is null`),
  check('calls_status_ck', sql`${t.status} in ('scheduled','queued','ringing','in_progress','completed','failed','busy','no_answer','voicemail','canceled')`),
  check('calls_disclosure_check_ck', sql`${t.disclosureCheck} in ('said','missing','not_checked')`),
]);

/**
 * `trial_credit`: the once-per-account test credit offered while calls are simulated (it can never pay a real call).
 * `refund` and `dispute`: a card payment's money taken back (refunded, or disputed by the card holder), debited
 * from the wallet it credited.
 */
export const ledgerKinds = ['credit', 'call_debit', 'trial_credit', 'refund', 'dispute'] as const;
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
  /** The Stripe event that paid for a credit: a replayed event finds it and credits nothing. */
  stripeEventId: text('stripe_event_id'),
  /** The Checkout session it paid for: a session is credited once, whichever of its events arrives first. */
  stripeCheckoutSessionId: text('stripe_checkout_session_id'),
  /**
   * The Stripe PaymentIntent of a card credit, and of each refund or dispute debit taken back from it: refunds and
   * disputes name the PaymentIntent, which leads to the account and to what is left of the credit.
   */
  stripePaymentIntentId: text('stripe_payment_intent_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('wallet_ledger_account_idx').on(t.accountId, t.id),
  // Alerts on spend sum each account's call debits over a trailing window.
  index('wallet_ledger_call_debits_idx').on(t.accountId, t.createdAt).where(sql`${t.kind} = 'call_debit'`),
  uniqueIndex('wallet_ledger_stripe_event_uq').on(t.stripeEventId).where(sql`${t.stripeEventId} is not null`),
  uniqueIndex('wallet_ledger_stripe_session_uq').on(t.stripeCheckoutSessionId).where(sql`${t.stripeCheckoutSessionId} is not null`),
  // One credit per payment; its refunds and disputes are found beside it.
  uniqueIndex('wallet_ledger_stripe_payment_credit_uq').on(t.stripePaymentIntentId).where(sql`${t.kind} = 'credit' and ${t.stripePaymentIntentId} is not null`),
  index('wallet_ledger_stripe_payment_idx').on(t.stripePaymentIntentId).where(sql`${t.stripePaymentIntentId} is not null`),
  // A call is debited once.
  uniqueIndex('wallet_ledger_call_uq').on(t.callId).where(sql`${t.callId} is not null`),
  // The trial credit is granted once per account, however many requests race for it.
  uniqueIndex('wallet_ledger_trial_uq').on(t.accountId).where(sql`${t.kind} = 'trial_credit'`),
  check('wallet_ledger_sign_ck', sql`(${t.kind} in ('credit', 'trial_credit') and ${t.amountCents} > 0) or (${t.kind} = 'call_debit' and ${t.amountCents} <= 0) or (${t.kind} in ('refund', 'dispute') and ${t.amountCents} < 0 and ${t.stripePaymentIntentId} is not null)`),
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
  /**
   * When the number texted START (or UNSTOP) after it was listed: texts may reach it again, calls still may not.
   * A later STOP clears it.
   */
  textsAllowedAt: timestamp('texts_allowed_at', { withTimezone: true }),
}, (t) => [uniqueIndex('do_not_call_account_number_uq').on(t.accountId, t.number)]);

/**
 * Who changed the do-not-call list, when and why: one row per added or removed number. A removal makes a
 * number dialable again, so the record of it outlives the entry itself (and the user, whose id is then null
 * but whose email is kept).
 */
export const doNotCallChanges = pgTable('do_not_call_changes', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  number: text('number').notNull(),
  action: text('action', { enum: ['added', 'removed'] }).notNull(),
  reason: text('reason'),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  userEmail: text('user_email'),
  /** The API key the change came through; null from the dashboard or the operator's CLI. */
  apiKeyId: integer('api_key_id'),
  /** `api`, `dashboard`, `operator`, or `call` (the callee opted out during a call). */
  source: text('source', { enum: ['api', 'dashboard', 'operator', 'call', 'text', 'crm'] }).notNull(),
  /** The public call_id of the call during which the callee opted out (source `call`). */
  callId: text('call_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('do_not_call_changes_account_idx').on(t.accountId, t.id),
  // Analytics by agent version count the opt-outs said during each call.
  index('do_not_call_changes_call_idx').on(t.callId).where(sql`${t.callId} is not null`),
]);
