import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { contacts } from './contacts';

/** The CRMs an account can connect (services/providers/<name>/ holds each driver). */
export const crmProviders = ['gohighlevel', 'hubspot'] as const;
export type CrmProviderKey = (typeof crmProviders)[number];

export const crmConnectionStatuses = ['pending_authorization', 'active', 'needs_reauth', 'error'] as const;
export type CrmConnectionStatus = (typeof crmConnectionStatuses)[number];

/** Which way contacts travel: `from_crm` only imports, `to_crm` only writes opt-outs and notes back. */
export const crmDirections = ['both', 'from_crm', 'to_crm'] as const;
export type CrmDirection = (typeof crmDirections)[number];

/** One line of a connection's field map: a CRM field onto a contact field, `phone_numbers`, `tags` or `context.<name>`. */
export interface CrmFieldMapping {
  crm_field: string;
  contact_field: string;
}

/**
 * An account's link to its CRM (one per provider). `secret` holds the credentials as sealed JSON
 * (server/db/encryption.ts), null until an OAuth grant completes. The import's cursor is saved after each page, so
 * an import that stops resumes where it was.
 */
export const crmConnections = pgTable('crm_connections', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: crmProviders }).notNull(),
  status: text('status', { enum: crmConnectionStatuses }).notNull().default('pending_authorization'),
  secret: text('secret'),
  /** HighLevel's location: its webhooks name it. */
  locationId: text('location_id'),
  /** HubSpot's portal (hub) id: its webhooks name it. */
  portalId: text('portal_id'),
  fieldMap: jsonb('field_map').$type<CrmFieldMapping[]>().notNull().default([]),
  direction: text('direction', { enum: crmDirections }).notNull().default('both'),
  importCursor: text('import_cursor'),
  importDone: boolean('import_done').notNull().default(false),
  importedCount: integer('imported_count').notNull().default(0),
  updatedCount: integer('updated_count').notNull().default(0),
  pushedCount: integer('pushed_count').notNull().default(0),
  failedCount: integer('failed_count').notNull().default(0),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
  lastError: text('last_error'),
  /** The last do_not_call_changes row written back to the CRM: opt-outs after it are still to push. */
  optOutWatermark: integer('opt_out_watermark').notNull().default(0),
  /**
   * When the polling floor next reads the CRM's contacts from the start (changes a lost webhook never brought); set
   * an interval ahead each time the import reaches its end.
   */
  nextPollAt: timestamp('next_poll_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the write-back (opt-outs, call notes) next runs for it. */
  nextPushAt: timestamp('next_push_at', { withTimezone: true }).notNull().defaultNow(),
  /** An OAuth grant under way: the SHA-256 of its single-use state, its PKCE verifier (sealed), its deadline. */
  oauthStateHash: text('oauth_state_hash'),
  oauthVerifier: text('oauth_verifier'),
  oauthExpiresAt: timestamp('oauth_expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('crm_connections_account_provider_uq').on(t.accountId, t.provider),
  index('crm_connections_location_idx').on(t.locationId).where(sql`${t.locationId} is not null`),
  index('crm_connections_portal_idx').on(t.portalId).where(sql`${t.portalId} is not null`),
  index('crm_connections_push_due_idx').on(t.nextPushAt).where(sql`${t.status} = 'active' and ${t.direction} <> 'from_crm'`),
  uniqueIndex('crm_connections_oauth_state_uq').on(t.oauthStateHash).where(sql`${t.oauthStateHash} is not null`),
]);

/** The webhook ids already applied, so a replayed webhook is refused. */
export const crmWebhookReceipts = pgTable('crm_webhook_receipts', {
  provider: text('provider', { enum: crmProviders }).notNull(),
  webhookId: text('webhook_id').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ name: 'crm_webhook_receipts_pk', columns: [t.provider, t.webhookId] })]);

/** The one note each finished call left on the CRM contact: claimed before it is written, its id kept after. */
export const crmCallNotes = pgTable('crm_call_notes', {
  connectionId: integer('connection_id').notNull().references(() => crmConnections.id, { onDelete: 'cascade' }),
  callId: text('call_id').notNull(),
  noteId: text('note_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ name: 'crm_call_notes_pk', columns: [t.connectionId, t.callId] })]);

/**
 * A CRM change that was not applied because the contact changed here after it (the newest write wins): the CRM's
 * values for the fields that differ, kept in the contact's history so a person sees what the CRM said.
 * Goes with the contact (an erasure deletes it).
 */
export const crmContactConflicts = pgTable('crm_contact_conflicts', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  contactId: integer('contact_id').notNull().references(() => contacts.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: crmProviders }).notNull(),
  externalId: text('external_id').notNull(),
  /** When the CRM changed the contact, and when it was last changed here: the later one won. */
  crmUpdatedAt: timestamp('crm_updated_at', { withTimezone: true }).notNull(),
  contactUpdatedAt: timestamp('contact_updated_at', { withTimezone: true }).notNull(),
  /** Contact field (wire name, `context.<name>`, `tags`) → the CRM's value that was not applied. */
  fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('crm_contact_conflicts_contact_idx').on(t.contactId, t.id)]);
