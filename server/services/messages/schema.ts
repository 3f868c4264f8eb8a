import { z } from 'zod';
import { messageChannels, messageKinds, messagePurposes, messageStatuses, messageTransports } from '../../db/schema';
import { rowIdQuery, rowIdSchema } from '../../lib/ids';
import { pageFields, pageParams } from '../../lib/pagination';
import { phoneNumberText } from '../../lib/phone-pattern';
import { complianceRecordSchema } from '../compliance/compliance-record-schema';

// Messages (extensions §13): every email and text to a customer, and every text a customer sent back.

/** Twilio's own ceiling on one message's body (it splits it into up to ten segments). */
export const MAX_TEXT_LENGTH = 1600;

export const skipReasons = [
  'do_not_call', 'destination_not_allowed', 'consent_required', 'quiet_hours', 'no_allowed_moment', 'opted_out',
  'event_cancelled', 'event_started', 'superseded', 'reminder_off', 'notifications_off', 'invalid_address', 'no_sender',
] as const;
export type SkipReason = (typeof skipReasons)[number];

export const messageSchema = z.object({
  id: z.string().describe('The message id (`msg_…`).'),
  direction: z.enum(['outbound', 'inbound']).describe('`outbound`: sent to the customer; `inbound`: a text the customer sent.'),
  channel: z.enum(messageChannels),
  to: z.string().describe('An email address or an E.164 number.'),
  from: z.string(),
  purpose: z.enum(messagePurposes).describe('The consent it is held to: an appointment notice is `informational`.'),
  kind: z.enum(messageKinds).describe('What it is about: an appointment confirmation, update, cancellation or reminder; an agent\'s text; a customer\'s reply.'),
  status: z.enum(messageStatuses).describe('`queued` (waiting for its moment), `held` (waiting for a lawful moment), `sent`, `delivered`, `failed` or `skipped`.'),
  skip_reason: z.enum(skipReasons).nullable().describe('Why a `skipped` message was never sent.'),
  transport: z.enum(messageTransports).nullable().describe('How it left: `smtp`, `local` (kept here, no mail server), `twilio` or `simulator`.'),
  subject: z.string().nullable().describe("The email's subject; null for a text."),
  body: z.string().describe('The plain-text body.'),
  error: z.string().nullable().describe('Why a `failed` message failed.'),
  event_id: z.number().int().nullable().describe('The calendar event it is about.'),
  call_id: z.string().nullable().describe('The call it was sent from.'),
  contact_id: z.number().int().nullable(),
  due_at: z.string().describe('When it is (or was) meant to go.'),
  sent_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
});
export type MessageDto = z.infer<typeof messageSchema>;

/** GET /api/v1/messages/{id}: the message with an email's HTML and invitation (left out of the list, which stays light), and for a text the gate's latest decision. */
export const messageDetailSchema = messageSchema.extend({
  html: z.string().nullable().describe("The email's HTML body."),
  ics: z.string().nullable().describe("The email's iCalendar invitation (RFC 5546 iTIP), as sent."),
  ics_method: z.enum(['REQUEST', 'CANCEL']).nullable(),
  compliance: complianceRecordSchema.omit({ call_id: true }).extend({ message_id: z.string() }).nullable()
    .describe("A text's latest compliance record (the gate's decision at its send, or why it was held or skipped); null for an email, or a text not yet judged."),
});
export type MessageDetailDto = z.infer<typeof messageDetailSchema>;

export const messageListSchema = z.object({ ...pageFields, messages: z.array(messageSchema) });
export type MessageListDto = z.infer<typeof messageListSchema>;

export const listMessagesQuery = z.object({
  channel: z.enum(messageChannels).optional(),
  status: z.enum(messageStatuses).optional(),
  contact_id: rowIdQuery.optional(),
  event_id: rowIdQuery.optional(),
  ...pageParams,
});
export type ListMessagesQuery = z.input<typeof listMessagesQuery>;

/** POST /api/v1/messages (and the MCP server's send_message): one text, held to the same gate as a call. */
export const sendTextInput = z.object({
  to: phoneNumberText.describe("The number to text, normalised to E.164 (a national form is read in the account's country)."),
  body: z.string().trim().min(1, 'must not be empty').max(MAX_TEXT_LENGTH, `must be at most ${MAX_TEXT_LENGTH} characters`)
    .refine((s) => !s.includes('\u0000'), 'must not contain NUL characters')
    .describe(`The text, at most ${MAX_TEXT_LENGTH} characters.`),
  purpose: z.enum(messagePurposes).default('marketing')
    .describe('The consent the text is held to: `marketing` (the default) needs the consent the account requires for marketing.'),
  contact_id: rowIdSchema.optional().describe('The contact the text is for (it must hold the number).'),
});
export type SendTextInput = z.input<typeof sendTextInput>;
