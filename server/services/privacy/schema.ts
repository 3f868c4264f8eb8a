import { z } from 'zod';
import { erasureStatuses } from '../../db/schema';
import { contactSchema } from '../contacts/schema';

// Erasure and export of a person (the wire names of extensions §16).

export const erasureSchema = z.object({
  id: z.number().int(),
  status: z.enum(erasureStatuses).describe(
    '`pending` (asked, the job has not run yet), `waiting_for_call` (a call with the person is live: the erasure runs when it ends), `running`, `done`',
  ),
  contact_id: z.number().int().describe('The contact erased; it answers 404 once the erasure is done.'),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  receipt: z.record(z.string(), z.number().int()).nullable()
    .describe('Once done: how many rows of each kind were removed or blanked (contact, phone_numbers, calls, messages, consents, bookings, events, ...).'),
});
export type ErasureDto = z.infer<typeof erasureSchema>;
export const erasureResponseSchema = z.object({ erasure: erasureSchema });

const transcriptLine = z.object({ role: z.string(), text: z.string(), start_seconds: z.number() });

/** GET /api/v1/contacts/{id}/export: everything stored about the person, as one JSON document. */
export const contactExportSchema = z.object({
  exported_at: z.string(),
  contact: contactSchema,
  consents: z.array(z.object({
    id: z.number().int(), phone_number: z.string(), kind: z.string(), scope: z.string(), source: z.record(z.string(), z.unknown()),
    seller: z.string(), captured_at: z.string(), expires_at: z.string().nullable(), revoked_at: z.string().nullable(),
    revoked_via: z.string().nullable(),
  })),
  do_not_call: z.array(z.object({ number: z.string(), reason: z.string().nullable(), created_at: z.string() })),
  calls: z.array(z.object({
    call_id: z.string(), status: z.string(), direction: z.string(), phone_number: z.string(), created_at: z.string(),
    ended_at: z.string().nullable(), duration_seconds: z.number().nullable(), variables: z.record(z.string(), z.unknown()),
    transcript: z.array(transcriptLine).nullable(), summary: z.string().nullable(), recording_url: z.string().nullable(),
    analysis: z.unknown().nullable(),
  })),
  messages: z.array(z.object({
    message_id: z.string(), channel: z.string(), direction: z.string(), to: z.string(), from: z.string(), status: z.string(),
    subject: z.string().nullable(), body: z.string(), created_at: z.string(),
  })),
  bookings: z.array(z.object({
    uuid: z.string(), title: z.string(), status: z.string(), start_time: z.string(), end_time: z.string(),
    customer_name: z.string(), customer_email: z.string(), customer_phone: z.string(), customer_notes: z.string(),
  })),
});
export type ContactExport = z.infer<typeof contactExportSchema>;
