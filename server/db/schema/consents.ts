import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { contacts } from './contacts';

export const consentKinds = ['express', 'express_written'] as const;
export type ConsentKind = (typeof consentKinds)[number];
/** What a consent covers: a marketing consent also covers informational calls. */
export const consentScopes = ['informational', 'marketing'] as const;
export type ConsentScope = (typeof consentScopes)[number];
export const consentSourceTypes = ['web_form', 'paper', 'verbal', 'api', 'import'] as const;
export type ConsentSourceType = (typeof consentSourceTypes)[number];
export const consentRevokedVia = ['call', 'api', 'dashboard', 'do_not_call', 'other'] as const;
export type ConsentRevokedVia = (typeof consentRevokedVia)[number];

/** Where a consent came from: `text` holds the words the person agreed to. */
export interface ConsentSource {
  type: ConsentSourceType;
  url?: string;
  ip?: string;
  text?: string;
}

/**
 * A callee's prior express (written) consent to be called by the account with an artificial voice. Never edited
 * or deleted: a correction is a revoke plus a new record, and the only change a row ever sees is its revocation.
 */
export const consents = pgTable('consents', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  /** E.164. */
  phoneNumber: text('phone_number').notNull(),
  /** The account's contact holding that number when the consent was recorded. */
  contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
  kind: text('kind', { enum: consentKinds }).notNull(),
  scope: text('scope', { enum: consentScopes }).notNull(),
  source: jsonb('source').$type<ConsentSource>().notNull(),
  /** The business the person agreed to be called by (default the business name). */
  seller: text('seller').notNull(),
  capturedAt: timestamp('captured_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  revokedVia: text('revoked_via', { enum: consentRevokedVia }),
  revokedNote: text('revoked_note'),
  createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  // The dial-time lookup: the active consents of one number in one account.
  index('consents_account_number_idx').on(t.accountId, t.phoneNumber).where(sql`${t.revokedAt} is null`),
  index('consents_account_id_idx').on(t.accountId, t.id),
  index('consents_contact_idx').on(t.contactId).where(sql`${t.contactId} is not null`),
  check('consents_expiry_ck', sql`${t.expiresAt} is null or ${t.expiresAt} > ${t.capturedAt}`),
  check('consents_revoked_ck', sql`(${t.revokedAt} is null) = (${t.revokedVia} is null)`),
]);

/**
 * Who recorded or revoked a consent, when and through which door: one row per write, like the do-not-call
 * changes. It outlives the user (whose email is kept).
 */
export const consentChanges = pgTable('consent_changes', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  consentId: integer('consent_id').notNull().references(() => consents.id, { onDelete: 'cascade' }),
  phoneNumber: text('phone_number').notNull(),
  action: text('action', { enum: ['recorded', 'revoked'] }).notNull(),
  /** `api`, `dashboard`, `import`, `operator`, or `call` (the callee opted out during a call). */
  source: text('source', { enum: ['api', 'dashboard', 'import', 'operator', 'call', 'text', 'crm'] }).notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  userEmail: text('user_email'),
  apiKeyId: integer('api_key_id'),
  /** The public call_id during which the callee opted out (source `call`). */
  callId: text('call_id'),
  note: text('note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('consent_changes_account_idx').on(t.accountId, t.id)]);
