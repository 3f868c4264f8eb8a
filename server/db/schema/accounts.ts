import { sql } from 'drizzle-orm';
import {
  bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** An account may be the client of one partner account. */
  partnerAccountId: integer('partner_account_id').references((): AnyPgColumn => accounts.id, { onDelete: 'set null' }),
  /** Cached sum of the wallet ledger, kept in the same transaction as every ledger entry. */
  walletBalanceCents: bigint('wallet_balance_cents', { mode: 'number' }).notNull().default(0),
  perMinuteRateCents: integer('per_minute_rate_cents').notNull().default(10),
  /** Money held by live calls (each call's `hold_cents`): what the balance cannot spend again until they end. */
  heldCents: bigint('held_cents', { mode: 'number' }).notNull().default(0),
  /** The longest call the account places: the hold of one call covers this many seconds at most. */
  maxCallSeconds: integer('max_call_seconds').notNull().default(600),
  /** Calls of the account between queued and a terminal status at one time. */
  maxLiveCalls: integer('max_live_calls').notNull().default(10),
  /**
   * Live slots outbound calls (the API's, campaigns') leave free for inbound ones: an outbound call is refused or
   * waits once the account has `max_live_calls - inbound_reserve` live calls. Kept beside the cap, since every
   * placement reads both under the account lock.
   */
  inboundReserve: integer('inbound_reserve').notNull().default(0),
  /** ISO 3166-1 alpha-2 country of the account: where it may call by default. */
  country: text('country').notNull().default('US'),
  /** Destination policy: countries callees may be in, within `country` and `grantedCountries` (null: all of those). */
  allowedCountries: text('allowed_countries').array(),
  /** Destination policy: number types refused (null: the default list, see destination-policy.ts). */
  blockedNumberTypes: text('blocked_number_types').array(),
  /**
   * Countries beyond `country` the operator lets the account call (CLI `account allow-countries`): a tenant's
   * `allowedCountries` counts only within `country` and these.
   */
  grantedCountries: text('granted_countries').array().notNull().default(sql`'{}'::text[]`),
  /** Days a call's content (transcript, recording, summary, analysis values, variables) and a message's body are kept. */
  retentionContentDays: integer('retention_content_days').notNull().default(365),
  /** Days consents and compliance records are kept; never under four years (1461 days), the law's minimum. */
  retentionComplianceDays: integer('retention_compliance_days').notNull().default(1825),
  /**
   * Whether card, social security, bank and date-of-birth numbers are replaced in content (transcripts, summaries,
   * analysis values, messages) before it is stored. On for accounts made since it exists; accounts older than the
   * setting keep what they had (off) until an owner turns it on.
   */
  redactPii: boolean('redact_pii').notNull().default(true),
  createdAt: createdAt(),
}, (t) => [
  index('accounts_partner_idx').on(t.partnerAccountId),
  check('accounts_held_ck', sql`${t.heldCents} >= 0`),
  check('accounts_inbound_reserve_ck', sql`${t.inboundReserve} >= 0`),
  check('accounts_retention_content_ck', sql`${t.retentionContentDays} between 1 and 3650`),
  check('accounts_retention_compliance_ck', sql`${t.retentionComplianceDays} between 1461 and 3650`),
]);

export const userRoles = ['owner', 'admin', 'member'] as const;
export type UserRole = (typeof userRoles)[number];

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  name: text('name'),
  passwordHash: text('password_hash'),
  role: text('role', { enum: userRoles }).notNull().default('member'),
  /** E.164; where a call the agent hands to a person (transfer_to_human) rings. Null: never transferred to. */
  phoneNumber: text('phone_number'),
  /** When the user closed the overview's "Get started" checklist (null: shown until every step is done). */
  getStartedDismissedAt: timestamp('get_started_dismissed_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
  index('users_account_idx').on(t.accountId),
  check('users_role_ck', sql`${t.role} in ('owner','admin','member')`),
]);

export const teams = pgTable('teams', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** The team's own live-call cap within the account's (null: none); a call's team is its agent's. */
  maxLiveCalls: integer('max_live_calls'),
  createdAt: createdAt(),
}, (t) => [
  index('teams_account_idx').on(t.accountId),
  check('teams_max_live_calls_ck', sql`${t.maxLiveCalls} is null or ${t.maxLiveCalls} >= 1`),
]);

export const teamMemberships = pgTable('team_memberships', {
  teamId: integer('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_memberships_user_idx').on(t.userId)]);

export const apiKeys = pgTable('api_keys', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** The first characters of the key, shown in lists so people can tell keys apart. */
  prefix: text('prefix').notNull(),
  /** SHA-256 of the whole key, hex. The key itself is never stored. */
  keyHash: text('key_hash').notNull(),
  permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('api_keys_hash_uq').on(t.keyHash), index('api_keys_user_idx').on(t.userId)]);

/** An agent's analysis setting: a summary, a success verdict against the criteria, contact variables to extract. */
export interface AgentAnalysis {
  summary: boolean;
  success_criteria: string | null;
  /** Names of contact context variables whose values the analysis extracts and writes to the contact. */
  extract: string[];
}

export const agents = pgTable('agents', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
  assistantId: text('assistant_id').notNull(),
  /**
   * The voice provider that carries the agent's calls (`simulator`, `vapi`, `retell`; see calls.ts voiceProviders).
   * Null for agents made before it was chosen per agent: they use the server's VOICE_PROVIDER.
   */
  provider: text('provider', { enum: ['simulator', 'vapi', 'retell'] }),
  /** Retell: the Retell LLM (instructions, first message, model, tools) the agent's Retell agent answers with. */
  providerLlmId: text('provider_llm_id'),
  name: text('name').notNull(),
  role: text('role', { enum: ['outbound', 'inbound'] }).notNull().default('outbound'),
  phoneNumber: text('phone_number'),
  /** The voice provider's id for the phone number (Vapi's phoneNumberId). */
  providerPhoneNumberId: text('provider_phone_number_id'),
  model: text('model').notNull().default('gpt-4o'),
  voiceId: text('voice_id').notNull().default('alloy'),
  instructions: text('instructions').notNull().default(''),
  firstMessage: text('first_message').notNull().default(''),
  /** Billed minutes, kept as seconds so counters never drift through rounding. */
  secondsUsed: bigint('seconds_used', { mode: 'number' }).notNull().default(0),
  totalCalls: integer('total_calls').notNull().default(0),
  sharedWithClients: boolean('shared_with_clients').notNull().default(false),
  /**
   * The purpose of the calls an assistant (MCP) places with this agent, set only by owners and admins: a model's own
   * word never makes a call informational (which sets the law's calling windows aside and may need no consent).
   */
  purpose: text('purpose', { enum: ['marketing', 'informational'] }).notNull().default('marketing'),
  /** What to learn from each finished call; null: no analysis beyond the provider's summary. */
  analysis: jsonb('analysis').$type<AgentAnalysis>(),
  /** Tools the agent may use during its calls (names from server/services/tools/names.ts). */
  tools: text('tools').array().notNull().default(sql`'{}'::text[]`),
  /** Inbound: a caller who is not among the account's contacts is saved as a new contact ("Unknown caller"). */
  saveUnknownCallers: boolean('save_unknown_callers').notNull().default(true),
  /** The newest of its versions (agent_versions): what it says and does now. Starts at 1. */
  version: integer('version').notNull().default(1),
  /** A change of what the agent says or does is taken only once the agent's conversation tests pass on it. */
  requirePassingTests: boolean('require_passing_tests').notNull().default(false),
  /** Archived agents keep their calls and history but place and answer no new calls and leave the lists. */
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  // Per account: another tenant's use of an id is none of this account's business (a 409 must not confirm it).
  uniqueIndex('agents_account_assistant_id_uq').on(t.accountId, t.assistantId),
  index('agents_account_idx').on(t.accountId),
  // An inbound call finds the agent answering the called number across every account, within Vapi's 7.5 s.
  index('agents_inbound_number_idx').on(t.phoneNumber).where(sql`${t.role} = 'inbound' and ${t.archivedAt} is null`),
  index('agents_inbound_phone_number_id_idx').on(t.providerPhoneNumberId).where(sql`${t.role} = 'inbound' and ${t.archivedAt} is null`),
]);

/** Weekly hours: weekday key → list of [start, end] local "HH:MM" pairs. */
export type WeeklyHours = Partial<Record<'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', [string, string][]>>;

export const defaultBusinessHours: WeeklyHours = {
  mon: [['09:00', '17:00']], tue: [['09:00', '17:00']], wed: [['09:00', '17:00']],
  thu: [['09:00', '17:00']], fri: [['09:00', '17:00']],
};

export type CallingDay = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
export interface AccountCallingHours {
  start: string;
  end: string;
  days: CallingDay[];
}
export const defaultAccountCallingHours: AccountCallingHours = { start: '09:00', end: '20:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] };

/**
 * The consent a call's purpose requires: marketing calls by an artificial voice need prior express written consent
 * under the TCPA since the FCC's 2024 ruling, informational ones prior express consent (`none`: not checked). New
 * accounts start with what the law asks; an account keeps what is stored in its row (older ones: informational none).
 */
export interface ConsentRequired {
  marketing: 'express_written' | 'express' | 'none';
  informational: 'express' | 'none';
}
export const defaultConsentRequired: ConsentRequired = { marketing: 'express_written', informational: 'express' };

export const businessProfiles = pgTable('business_profiles', {
  accountId: integer('account_id').primaryKey().references(() => accounts.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  phone: text('phone'),
  email: text('email'),
  website: text('website'),
  address: text('address'),
  industry: text('industry'),
  timezone: text('timezone').notNull().default('UTC'),
  businessHours: jsonb('business_hours').$type<WeeklyHours>().notNull().default(defaultBusinessHours),
  bufferMinutes: integer('buffer_minutes').notNull().default(0),
  minimumNoticeMinutes: integer('minimum_notice_minutes').notNull().default(0),
  /** Calling rules of the account (extensions §1): its own hours, cap and holiday setting. */
  callingHours: jsonb('calling_hours').$type<AccountCallingHours>().notNull().default(defaultAccountCallingHours),
  maxAttemptsPer24h: integer('max_attempts_per_24h').notNull().default(2),
  holidays: boolean('holidays').notNull().default(true),
  enforceCallingHoursOnApiCalls: boolean('enforce_calling_hours_on_api_calls').notNull().default(false),
  /** The consent each purpose requires of the callee (extensions §7), for campaigns and every scheduled or retried dial. */
  consentRequired: jsonb('consent_required').$type<ConsentRequired>().notNull().default(defaultConsentRequired),
  /** Whether a direct POST /api/v1/calls is refused without that consent too (off: a contract call is unchanged). */
  enforceConsentOnApiCalls: boolean('enforce_consent_on_api_calls').notNull().default(false),
  /** When an owner or admin last saved the calling rules (the "Get started" step; null: never looked at). */
  callingRulesSavedAt: timestamp('calling_rules_saved_at', { withTimezone: true }),
  /** Business context variable values (not the default fields above). */
  context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Dashboard sessions. The session cookie is a JWT that names one of these rows; every request checks the row
 * still exists, so signing out, "sign out everywhere" and a password change end sessions on the server, not
 * just in the browser that holds the cookie.
 */
export const authSessions = pgTable('auth_sessions', {
  /** Random, 32 hex characters; carried in the JWT as `sid`. */
  id: text('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [index('auth_sessions_user_idx').on(t.userId)]);

export const providerResourceKinds = ['assistant', 'phone_number', 'llm'] as const;
export type ProviderResourceKind = (typeof providerResourceKinds)[number];

/**
 * The voice provider's assistants and phone numbers an account owns: created by Switchboard for it, or imported by
 * the operator. One platform provider account serves every tenant, so an agent may name only ids listed here for
 * its own account; an id belongs to one account at most.
 */
export const providerResources = pgTable('provider_resources', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  kind: text('kind', { enum: providerResourceKinds }).notNull(),
  providerId: text('provider_id').notNull(),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('provider_resources_uq').on(t.provider, t.kind, t.providerId),
  index('provider_resources_account_idx').on(t.accountId),
]);
