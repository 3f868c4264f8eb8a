import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, teams, users } from './accounts';

/**
 * In order of how far a contact has come: a later status is "further" than an earlier one, and a call's outcome
 * never moves a contact backwards (server/services/contacts/status-after-call.ts). A person's own answer
 * (callback_requested, not_interested, do_not_contact) is further than any outcome a call can set.
 */
export const contactStatuses = [
  'not_contacted', 'attempted', 'contacted', 'callback_requested', 'not_interested', 'do_not_contact',
] as const;
export type ContactStatus = (typeof contactStatuses)[number];

/** True when `a` is further along than `b` in contactStatuses' order. */
export const isFurtherStatus = (a: ContactStatus, b: ContactStatus): boolean => contactStatuses.indexOf(a) > contactStatuses.indexOf(b);

export const contactStages = ['lead', 'qualified_lead', 'opportunity', 'customer', 'churned', 'disqualified'] as const;
export type ContactStage = (typeof contactStages)[number];

export const contacts = pgTable('contacts', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  /** The user whose key or session created the contact. */
  ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
  teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name'),
  email: text('email'),
  company: text('company'),
  website: text('website'),
  address: text('address'),
  city: text('city'),
  state: text('state'),
  zipCode: text('zip_code'),
  /** ISO 3166-1 alpha-2; the default region when phone numbers are normalised. */
  country: text('country').notNull().default('US'),
  /** IANA zone of the contact, when known: it overrides the zones of the number's area for calling hours. */
  timezone: text('timezone'),
  status: text('status', { enum: contactStatuses }).notNull().default('not_contacted'),
  stage: text('stage', { enum: contactStages }).notNull().default('lead'),
  /** Free-form data and the values of contact context variables. */
  customContext: jsonb('custom_context').$type<Record<string, unknown>>().notNull().default({}),
  industryContext: jsonb('industry_context').$type<Record<string, unknown>>().notNull().default({}),
  /** The contact's ids in the account's CRMs (a CRM's webhook and import match by it before the number). */
  externalIds: jsonb('external_ids').$type<{ gohighlevel?: string; hubspot?: string }>().notNull().default({}),
  /**
   * The contact's numbers (E.164) joined by U+001F, kept by a trigger on contact_phone_numbers whoever writes
   * them, so a search matches names and numbers on one table and one index scan (contacts_phone_search_idx).
   */
  phoneSearch: text('phone_search').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('contacts_account_idx').on(t.accountId, t.id),
  index('contacts_team_idx').on(t.teamId),
  // Bulk upserts and imports match rows to contacts by email.
  index('contacts_account_email_idx').on(t.accountId, sql`lower(${t.email})`),
  // The list's filters, each in the list's order (id descending) so a page reads only its rows. The filter
  // columns lead: the list names its account as a range, and a btree column after a range is only checked
  // entry by entry, so a value with few (or no) contacts would walk the whole account.
  index('contacts_status_account_idx').on(t.status, t.accountId, t.id),
  index('contacts_stage_account_idx').on(t.stage, t.accountId, t.id),
  index('contacts_status_stage_account_idx').on(t.status, t.stage, t.accountId, t.id),
  // Substring search (ILIKE '%q%') over the text the list searches: trigrams (pg_trgm).
  index('contacts_search_idx').using('gin', sql`${contactSearchText(t)} gin_trgm_ops`),
  index('contacts_phone_search_idx').using('gin', sql`${t.phoneSearch} gin_trgm_ops`),
  uniqueIndex('contacts_external_gohighlevel_uq').on(t.accountId, sql`(${t.externalIds} ->> 'gohighlevel')`).where(sql`${t.externalIds} ? 'gohighlevel'`),
  uniqueIndex('contacts_external_hubspot_uq').on(t.accountId, sql`(${t.externalIds} ->> 'hubspot')`).where(sql`${t.externalIds} ? 'hubspot'`),
]);

/**
 * What `q` matches besides numbers: "first last", e-mail and company, separated by U+001F so that a query
 * without that character matches inside one of them only. The contacts_search_idx expression; the search
 * must spell it the same way for the index to serve it.
 */
export function contactSearchText(t: { firstName: AnyPgColumn; lastName: AnyPgColumn; email: AnyPgColumn; company: AnyPgColumn }) {
  return sql`(${t.firstName} || ' ' || coalesce(${t.lastName}, '') || chr(31) || coalesce(${t.email}, '') || chr(31) || coalesce(${t.company}, ''))`;
}

export const contactPhoneNumbers = pgTable('contact_phone_numbers', {
  id: serial('id').primaryKey(),
  contactId: integer('contact_id').notNull().references(() => contacts.id, { onDelete: 'cascade' }),
  /** Copied from the contact so that the do-not-call check is one indexed lookup. */
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  /** E.164. */
  phoneNumber: text('phone_number').notNull(),
  phoneType: text('phone_type'),
  isPrimary: boolean('is_primary').notNull().default(false),
  doNotCall: boolean('do_not_call').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('contact_phone_numbers_contact_idx').on(t.contactId),
  index('contact_phone_numbers_account_number_idx').on(t.accountId, t.phoneNumber),
  // At most one primary per contact; the service keeps exactly one whenever the contact has numbers.
  uniqueIndex('contact_phone_numbers_primary_uq').on(t.contactId).where(sql`${t.isPrimary}`),
]);

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('tags_account_name_uq').on(t.accountId, sql`lower(${t.name})`)]);

export const contactTags = pgTable('contact_tags', {
  contactId: integer('contact_id').notNull().references(() => contacts.id, { onDelete: 'cascade' }),
  tagId: integer('tag_id').notNull().references(() => tags.id, { onDelete: 'cascade' }),
}, (t) => [
  primaryKey({ columns: [t.contactId, t.tagId] }),
  // The tag filter walks one tag's contacts newest first.
  index('contact_tags_tag_contact_idx').on(t.tagId, t.contactId),
]);

export const variableTypes = ['text', 'number', 'date', 'boolean', 'select'] as const;
export type VariableType = (typeof variableTypes)[number];
export const contextTypes = ['contact', 'business'] as const;
export type ContextType = (typeof contextTypes)[number];

/**
 * Context variable definitions. The system defaults are global rows (no account, is_default) seeded by a
 * migration, so they have stable ids, show up in every account's list, and answer 403 to edits.
 */
export const contextVariables = pgTable('context_variables', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  displayName: text('display_name').notNull(),
  description: text('description'),
  variableType: text('variable_type', { enum: variableTypes }).notNull(),
  contextType: text('context_type', { enum: contextTypes }).notNull(),
  selectOptions: jsonb('select_options').$type<string[]>(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('context_variables_account_name_uq').on(t.accountId, t.contextType, t.name),
  uniqueIndex('context_variables_default_name_uq').on(t.contextType, t.name).where(sql`${t.accountId} is null`),
  check('context_variables_default_ck', sql`${t.isDefault} = (${t.accountId} is null)`),
]);
