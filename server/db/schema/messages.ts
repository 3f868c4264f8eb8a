import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { calendarEvents } from './calendar';
import { contacts } from './contacts';

export const messageChannels = ['email', 'sms'] as const;
export type MessageChannel = (typeof messageChannels)[number];
export const messagePurposes = ['informational', 'marketing'] as const;
export type MessagePurpose = (typeof messagePurposes)[number];
export const messageKinds = ['confirmation', 'update', 'cancellation', 'reminder', 'agent', 'reply'] as const;
export type MessageKind = (typeof messageKinds)[number];
export const messageStatuses = ['queued', 'held', 'sent', 'delivered', 'failed', 'skipped'] as const;
export type MessageStatus = (typeof messageStatuses)[number];
/** How a message left (or came): SMTP or kept locally for email; Twilio or the simulator for texts. */
export const messageTransports = ['smtp', 'local', 'twilio', 'simulator'] as const;
export type MessageTransport = (typeof messageTransports)[number];
/** The statuses a message waits in: the only ones its send job acts on, and the ones an opt-out or a cancellation ends. */
export const waitingMessageStatuses = ['queued', 'held'] as const;

/**
 * One email or text to a customer, or one text a customer sent (`direction: inbound`, kind `reply`). A message is
 * written before it is sent, in the transaction of the change that asks for it, so it exists exactly when that
 * change does; its send job claims it (`claimed_at`) before it hands it to the transport, so a message is sent at
 * most once even when a worker dies mid-send (it then ends `failed`, never sent twice).
 */
export const messages = pgTable('messages', {
  id: serial('id').primaryKey(),
  /** The public id (`msg_…`). */
  messageId: text('message_id').notNull(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  direction: text('direction', { enum: ['outbound', 'inbound'] }).notNull().default('outbound'),
  channel: text('channel', { enum: messageChannels }).notNull(),
  /** An email address or an E.164 number. */
  toAddress: text('to_address').notNull(),
  fromAddress: text('from_address').notNull(),
  purpose: text('purpose', { enum: messagePurposes }).notNull().default('informational'),
  kind: text('kind', { enum: messageKinds }).notNull(),
  status: text('status', { enum: messageStatuses }).notNull().default('queued'),
  skipReason: text('skip_reason'),
  eventId: integer('event_id').references(() => calendarEvents.id, { onDelete: 'set null' }),
  /** The public id of the call the message was sent from (the agent's `send_sms`). */
  callId: text('call_id'),
  contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
  /** The email's subject; null for a text. */
  subject: text('subject'),
  body: text('body').notNull(),
  html: text('html'),
  /** The email's iCalendar part (iTIP), and its method. */
  ics: text('ics'),
  icsMethod: text('ics_method', { enum: ['REQUEST', 'CANCEL'] }),
  /** The event's SEQUENCE the message describes. */
  eventSequence: integer('event_sequence'),
  transport: text('transport', { enum: messageTransports }),
  providerMessageId: text('provider_message_id'),
  error: text('error'),
  /** When the message is meant to go (a reminder's moment, or the next lawful moment of a held text). */
  dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
  /** When a send job took the message to hand it over; cleared never: a claimed message is never sent again. */
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  /** When the retention purge removed the body (subject, text, HTML and calendar part); null: as sent. */
  contentPurgedAt: timestamp('content_purged_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('messages_message_id_uq').on(t.messageId),
  index('messages_account_created_idx').on(t.accountId, t.createdAt, t.id),
  index('messages_event_idx').on(t.eventId),
  index('messages_contact_idx').on(t.contactId, t.createdAt),
  // A provider's status callback finds its message by the provider's id.
  index('messages_provider_id_idx').on(t.providerMessageId),
  // An opt-out finds the number's waiting texts.
  index('messages_waiting_to_idx').on(t.accountId, t.toAddress).where(sql`status in ('queued', 'held')`),
  // An event has at most one reminder waiting per channel: a move reschedules it in place.
  // The retention purge's scan: an account's messages whose body is still there, oldest first.
  index('messages_account_content_due_idx').on(t.accountId, t.createdAt).where(sql`${t.contentPurgedAt} is null`),
  uniqueIndex('messages_waiting_reminder_uq').on(t.eventId, t.channel).where(sql`kind = 'reminder' and status in ('queued', 'held')`),
]);
