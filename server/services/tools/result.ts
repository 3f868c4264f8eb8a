import { z } from 'zod';
import { DateTime } from 'luxon';
import { bookedEventSchema } from '../calendar/schema';

const personSchema = z.object({ user_id: z.number().int(), name: z.string() });
const slotSchema = z.object({ start: z.string(), end: z.string(), duration_minutes: z.number().int() });


/**
 * What a tool answers: a short sentence the agent can say (`message`, one line) and the data behind it. An outcome
 * the caller should hear (a taken time, a time outside the hours or in the past) is `ok: false` with an `error`
 * code and `alternatives`: the next free times.
 */
export const toolResultSchema = z.object({
  ok: z.boolean(),
  message: z.string().describe('one line the agent can say'),
  error: z.string().optional()
    .describe('why the tool could not do it: slot_unavailable, outside_availability, time_in_past, appointment_cancelled, no_contact, or (transfer_to_human) no_one_to_transfer_to or no_one_available'),
  timezone: z.string().optional().describe('the business time zone the message speaks in'),
  available_slots: z.array(slotSchema).optional().describe('check_availability: the free slots, UTC'),
  alternatives: z.array(slotSchema).optional().describe('the next free slots when the time asked for cannot be booked'),
  event: bookedEventSchema.optional().describe('the appointment booked, moved or cancelled'),
  contact: z.object({ id: z.number().int(), status: z.string(), stage: z.string(), changed: z.array(z.string()) }).optional()
    .describe('update_contact: the contact after the change, and what changed'),
  do_not_call: z.object({ number: z.string(), added: z.boolean(), canceled_call_ids: z.array(z.string()) }).optional()
    .describe('opt_out: the number listed, and the pending calls to it that were canceled'),
  call_ended: z.boolean().optional().describe('opt_out: the call is being ended'),
  message_id: z.string().optional().describe('send_sms: the text message written (GET /api/v1/messages/{id})'),
  transferred_to: personSchema.optional().describe('transfer_to_human: the person the call is being handed to'),
  callback_with: personSchema.optional()
    .describe('transfer_to_human: nobody was free, so this person calls back at the time of `event` (event_type voice_call)'),
});
export type ToolResult = z.infer<typeof toolResultSchema>;
export type Slot = z.infer<typeof slotSchema>;
export type BookedEvent = z.infer<typeof bookedEventSchema>;

/** A time as a person says it in the business zone: "Tuesday 1 December at 9:00 AM". */
export function speakTime(iso: string | Date, zone: string): string {
  const dt = (typeof iso === 'string' ? DateTime.fromISO(iso) : DateTime.fromJSDate(iso)).setZone(zone);
  return dt.toFormat("cccc d LLLL 'at' h:mm a");
}

/** A few slots spoken, each with its exact start for the model to book with. */
export function speakSlots(slots: readonly Slot[], zone: string, max = 5): string {
  return slots.slice(0, max).map((s) => `${speakTime(s.start, zone)} (${s.start})`).join('; ');
}

/** Keeps a message on one line and short: providers read a tool's answer as one line of text. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 1000);
