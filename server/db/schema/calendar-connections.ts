import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { calendarEvents } from './calendar';

/** The outside calendars a person can link (services/providers/<name>/ holds each driver). */
export const calendarProviders = ['google', 'outlook', 'caldav', 'gohighlevel'] as const;
export type CalendarProviderKey = (typeof calendarProviders)[number];

export const connectionStatuses = ['pending_authorization', 'active', 'needs_reauth', 'error'] as const;
export type ConnectionStatus = (typeof connectionStatuses)[number];

/**
 * One person's link to one outside calendar account. `secret` holds the credentials (OAuth tokens, a CalDAV
 * password, a HighLevel token) as sealed JSON (server/db/encryption.ts), null until an OAuth grant completes.
 */
export const calendarConnections = pgTable('calendar_connections', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: calendarProviders }).notNull(),
  accountLabel: text('account_label').notNull().default(''),
  status: text('status', { enum: connectionStatuses }).notNull().default('pending_authorization'),
  secret: text('secret'),
  /** HighLevel's location: its webhooks name it, not a channel. */
  locationId: text('location_id'),
  /** The last sync that read every calendar of the connection without an error. */
  lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
  /** When the polling floor next syncs it (a push or "sync now" brings it forward). */
  nextSyncAt: timestamp('next_sync_at', { withTimezone: true }).notNull().defaultNow(),
  /** Held by the process syncing it, so two never read and write one connection's cache at once (expires if it dies). */
  syncLeaseUntil: timestamp('sync_lease_until', { withTimezone: true }),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('calendar_connections_user_idx').on(t.userId),
  index('calendar_connections_account_idx').on(t.accountId),
  index('calendar_connections_due_idx').on(t.nextSyncAt).where(sql`${t.status} in ('active', 'error')`),
  index('calendar_connections_location_idx').on(t.locationId).where(sql`${t.locationId} is not null`),
]);

/**
 * The single-use state of an OAuth grant under way: bound to the account, the user and the connection, valid
 * ten minutes. Only its SHA-256 is kept; `secret` is the PKCE code verifier, sealed.
 */
export const calendarOauthStates = pgTable('calendar_oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  connectionId: integer('connection_id').notNull().references(() => calendarConnections.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: calendarProviders }).notNull(),
  secret: text('secret').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (t) => [index('calendar_oauth_states_connection_idx').on(t.connectionId)]);

/**
 * One calendar of a connection. `cursor` is the provider's incremental-read position; `secret` the push
 * channel's token (Google) or client state (Graph), sealed.
 */
export const linkedCalendars = pgTable('linked_calendars', {
  id: serial('id').primaryKey(),
  connectionId: integer('connection_id').notNull().references(() => calendarConnections.id, { onDelete: 'cascade' }),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  externalId: text('external_id').notNull(),
  name: text('name').notNull(),
  timeZone: text('time_zone').notNull(),
  isPrimary: boolean('is_primary').notNull().default(false),
  busySource: boolean('busy_source').notNull().default(false),
  writeTarget: boolean('write_target').notNull().default(false),
  cursor: text('cursor'),
  /**
   * The cache rows availability reads are this generation's: a full read writes the next one in short transactions
   * and switches over in one, so a large calendar never holds the database while it is read in.
   */
  generation: integer('generation').notNull().default(0),
  /** The last full read: the window moves forward, so a full read is redone daily. */
  fullSyncedAt: timestamp('full_synced_at', { withTimezone: true }),
  syncedAt: timestamp('synced_at', { withTimezone: true }),
  channelId: text('channel_id'),
  channelResourceId: text('channel_resource_id'),
  channelExpiresAt: timestamp('channel_expires_at', { withTimezone: true }),
  secret: text('secret'),
}, (t) => [
  uniqueIndex('linked_calendars_connection_external_uq').on(t.connectionId, t.externalId),
  // Exactly one write target per person at most: the partial unique index refuses a second.
  uniqueIndex('linked_calendars_write_target_uq').on(t.userId).where(sql`${t.writeTarget}`),
  uniqueIndex('linked_calendars_channel_uq').on(t.channelId).where(sql`${t.channelId} is not null`),
  index('linked_calendars_user_idx').on(t.userId),
]);

/**
 * The local cache of outside time: one row per instance. Availability reads a person's busy rows in a window;
 * a sync replaces an object's rows at once. `own_event_uuid`: a copy of a Switchboard event (never counted twice).
 */
export const calendarBusyBlocks = pgTable('calendar_busy_blocks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  linkedCalendarId: integer('linked_calendar_id').notNull().references(() => linkedCalendars.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull(),
  generation: integer('generation').notNull().default(0),
  objectId: text('object_id').notNull(),
  instanceId: text('instance_id').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  allDay: boolean('all_day').notNull().default(false),
  busy: boolean('busy').notNull(),
  ownEventUuid: uuid('own_event_uuid'),
  title: text('title').notNull().default(''),
}, (t) => [
  index('calendar_busy_blocks_user_time_idx').on(t.userId, t.startsAt, t.endsAt).where(sql`${t.busy}`),
  index('calendar_busy_blocks_object_idx').on(t.linkedCalendarId, t.objectId),
  index('calendar_busy_blocks_own_idx').on(t.ownEventUuid).where(sql`${t.ownEventUuid} is not null`),
]);

export const copyStatuses = ['pending', 'synced', 'failed'] as const;
export type CopyStatus = (typeof copyStatuses)[number];

/** Where a Switchboard event was written: one row per event and calendar, with the provider's id once known. */
export const calendarEventCopies = pgTable('calendar_event_copies', {
  eventId: integer('event_id').notNull().references(() => calendarEvents.id, { onDelete: 'cascade' }),
  linkedCalendarId: integer('linked_calendar_id').notNull().references(() => linkedCalendars.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: calendarProviders }).notNull(),
  externalEventId: text('external_event_id'),
  status: text('status', { enum: copyStatuses }).notNull().default('pending'),
  /** The event's sequence last written: a job that finds it current has nothing to do. */
  writtenSequence: integer('written_sequence'),
  /** The copy should no longer exist (the event was cancelled or stopped syncing). */
  removed: boolean('removed').notNull().default(false),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.eventId, t.linkedCalendarId] }),
  index('calendar_event_copies_external_idx').on(t.linkedCalendarId, t.externalEventId),
]);
