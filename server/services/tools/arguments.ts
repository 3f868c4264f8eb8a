import { z } from 'zod';
import { MAX_TEXT_LENGTH } from '../messages/schema';
import { contactStages, contactStatuses } from '../../db/schema';
import type { ToolName } from './names';
import { dateTimeForm } from '../../lib/date-time-form';

// `.meta()` states in the schemas (for the OpenAPI document and the provider's tool definitions) what the tools check.
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD').meta({ format: 'date' });
const instant = z.string().max(64).meta(dateTimeForm).describe('ISO 8601 date and time with its offset, such as 2026-12-01T15:00:00-05:00');
const eventId = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)]).describe('the id of the appointment');

/**
 * Each tool's arguments (extensions §3). They are the one source of the checks a tool runs and of the JSON schema a
 * provider is given (definitions.ts), so the model is told exactly what the server accepts.
 */
export const toolArguments = {
  check_availability: z.object({
    start_date: date.optional().describe('first day to search, YYYY-MM-DD in the business time zone; default today'),
    end_date: date.optional().describe('last day to search, YYYY-MM-DD, not before start_date and at most 62 days after it; default 7 days after start_date'),
    duration: z.number().int().min(1).max(180).optional().describe('length of the appointment in minutes; default 30'),
  }),
  book_appointment: z.object({
    start_time: instant,
    duration_minutes: z.number().int().min(1).max(180).optional().describe('length in minutes; default 30'),
    title: z.string().trim().min(1).max(200).optional().describe('a short title for the appointment'),
    notes: z.string().max(2000).optional().describe('anything the caller said that the business should know'),
  }),
  reschedule_appointment: z.object({ event_id: eventId, start_time: instant }),
  cancel_appointment: z.object({ event_id: eventId }),
  update_contact: z.object({
    status: z.enum(contactStatuses).optional(),
    stage: z.enum(contactStages).optional(),
    variables: z.record(z.string(), z.unknown()).optional().describe('contact context variables by name, typed as their definitions'),
  }),
  opt_out: z.object({}),
  transfer_to_human: z.object({
    reason: z.string().trim().max(500).optional().describe('why the caller wants a person, in a few words'),
  }),
  send_sms: z.object({
    text: z.string().trim().min(1, 'must not be empty').max(MAX_TEXT_LENGTH, `must be at most ${MAX_TEXT_LENGTH} characters`)
      .describe('the text message to send to the caller, as the caller should read it'),
  }),
} satisfies Record<ToolName, z.ZodObject>;

/** What each tool does, in the words a model reads when it decides to call it. */
export const toolDescriptions: Record<ToolName, string> = {
  check_availability: 'Find free appointment slots in the business calendar.',
  book_appointment: 'Book an appointment for the caller at a free start time. If the time is taken, the answer offers the next free times.',
  reschedule_appointment: "Move one of the caller's appointments to another free start time.",
  cancel_appointment: "Cancel one of the caller's appointments.",
  update_contact: "Update the caller's contact record: status, stage or context variables.",
  opt_out: 'The caller asks never to be called again: add their number to the do-not-call list and end the call politely.',
  transfer_to_human:
    'The caller asks for a person: hand the call to a free member of the team, or, when nobody is free, book a callback and tell the caller when.',
  send_sms: 'Send the caller a text message now (an address, a confirmation, a link they asked for). It is held to the same rules as calls.',
};
