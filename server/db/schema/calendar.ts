import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts, agents, teams, users, type WeeklyHours } from './accounts';

export const calendarEventTypes = ['meeting', 'appointment', 'busy', 'voice_call', 'video_call'] as const;
export type CalendarEventType = (typeof calendarEventTypes)[number];

export const calendarEventStatuses = ['scheduled', 'confirmed', 'cancelled', 'completed', 'no_show'] as const;
export type CalendarEventStatus = (typeof calendarEventStatuses)[number];

/** Statuses that occupy their owner's time: availability leaves them out and the booking guard refuses overlaps. */
export const blockingStatuses = ['scheduled', 'confirmed'] as const satisfies readonly CalendarEventStatus[];

/** Identifiers of the event in connected external calendars; a key is present only when linked. */
export type ExternalCalendarIds = Partial<Record<'google' | 'outlook' | 'gohighlevel' | 'caldav', string>>;

/** Where each write-out to a linked calendar stands, by provider. */
export type ExternalSyncStatus = Partial<Record<'google' | 'outlook' | 'gohighlevel' | 'caldav', 'pending' | 'synced' | 'failed'>>;

export const calendarEvents = pgTable('calendar_events', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().defaultRandom(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  /** The user whose time the event takes (the API key's user at creation). */
  ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
  teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
  aiAgentId: integer('ai_agent_id').references(() => agents.id, { onDelete: 'set null' }),
  /** The call during which the event was booked: analytics count it as the call's booking. */
  callId: integer('call_id'),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  eventType: text('event_type', { enum: calendarEventTypes }).notNull().default('meeting'),
  status: text('status', { enum: calendarEventStatuses }).notNull().default('scheduled'),
  startTime: timestamp('start_time', { withTimezone: true }).notNull(),
  endTime: timestamp('end_time', { withTimezone: true }).notNull(),
  location: text('location'),
  hasVideoConference: boolean('has_video_conference').notNull().default(false),
  videoConferenceUrl: text('video_conference_url').notNull().default(''),
  videoConferenceProvider: text('video_conference_provider').notNull().default(''),
  createdByAiAgent: boolean('created_by_ai_agent').notNull().default(false),
  isReminderEnabled: boolean('is_reminder_enabled').notNull().default(false),
  remindBeforeMinutes: integer('remind_before_minutes').notNull().default(30),
  customerName: text('customer_name').notNull().default(''),
  customerEmail: text('customer_email').notNull().default(''),
  customerPhone: text('customer_phone').notNull().default(''),
  customerNotes: text('customer_notes').notNull().default(''),
  syncToExternalCalendars: boolean('sync_to_external_calendars').notNull().default(false),
  sendNotifications: boolean('send_notifications').notNull().default(false),
  externalCalendars: jsonb('external_calendars').$type<ExternalCalendarIds>().notNull().default({}),
  syncStatus: jsonb('sync_status').$type<ExternalSyncStatus>().notNull().default({}),
  /** Moved at a linked calendar onto time that was not free: kept (the person chose it), and flagged. */
  conflict: boolean('conflict').notNull().default(false),
  /** RFC 5545 SEQUENCE of the event's ICS: 0 at creation, one more at every change. */
  sequence: integer('sequence').notNull().default(0),
  /** Booked during a simulated call: nobody asked for it, so analytics count it apart and "Remove simulated data" may delete it. */
  simulated: boolean('simulated').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('calendar_events_uuid_uq').on(t.uuid),
  index('calendar_events_call_idx').on(t.callId).where(sql`${t.callId} is not null`),
  // "Remove simulated data" finds an account's simulated bookings without walking its calendar.
  index('calendar_events_simulated_idx').on(t.accountId).where(sql`${t.simulated}`),
  // The events list's window from its start, in list order; end_time too, so its count reads only the index.
  index('calendar_events_account_start_end_idx').on(t.accountId, t.startTime, t.id, t.endTime),
  // The events list's window (overlap, both ends bounded): a btree on start_time bounds only one end.
  index('calendar_events_span_idx').using('gist', sql`tstzrange(${t.startTime}, ${t.endTime})`),
  // Availability and the booking guard read one user's blocking events in a time window.
  index('calendar_events_owner_blocking_idx').on(t.ownerUserId, t.startTime, t.endTime)
    .where(sql`${t.status} in ('scheduled', 'confirmed')`),
  check('calendar_events_range_ck', sql`${t.endTime} > ${t.startTime}`),
  check('calendar_events_type_ck', sql`${t.eventType} in ('meeting','appointment','busy','voice_call','video_call')`),
  check('calendar_events_status_ck', sql`${t.status} in ('scheduled','confirmed','cancelled','completed','no_show')`),
]);

/** Date overrides of a schedule: local date `YYYY-MM-DD` → that day's intervals (an empty list blocks the day). */
export type DateOverrides = Record<string, [string, string][]>;

/**
 * A user's own working hours. Without a row the user follows the business hours alone; with one, slots must
 * lie inside both.
 */
export const availabilitySchedules = pgTable('availability_schedules', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  /** IANA zone the weekly intervals and overrides are read in. */
  timezone: text('timezone').notNull(),
  weekly: jsonb('weekly').$type<WeeklyHours>().notNull(),
  overrides: jsonb('overrides').$type<DateOverrides>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('availability_schedules_account_idx').on(t.accountId)]);
