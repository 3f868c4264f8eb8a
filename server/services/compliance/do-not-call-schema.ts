import { z } from 'zod';
import { pageFields } from '../../lib/pagination';
import { phoneNumberText } from '../../lib/phone-pattern';

// The do-not-call list and its change log.

export const addDoNotCallInput = z.object({
  number: phoneNumberText,
  reason: z.string().trim().max(500).nullish(),
});
export type AddDoNotCallInput = z.input<typeof addDoNotCallInput>;

export const removeDoNotCallInput = z.object({
  reason: z.string().trim().max(500).nullish().describe('Why the number may be called again; kept in the change log.'),
});
export type RemoveDoNotCallInput = z.input<typeof removeDoNotCallInput>;

/** One line of the do-not-call change log: who added or removed a number, when and why. */
export const doNotCallChangeSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  action: z.enum(['added', 'removed']),
  reason: z.string().nullable(),
  user_id: z.number().int().nullable(),
  user_email: z.string().nullable(),
  api_key_id: z.number().int().nullable(),
  source: z.enum(['api', 'dashboard', 'operator', 'call', 'text', 'crm']).describe('the door: a key, the dashboard, the operator, the callee opting out during a call, by a text (STOP), or a do-not-disturb set in the connected CRM'),
  call_id: z.string().nullable().describe('for source `call`, the call during which the callee opted out'),
  created_at: z.string(),
});
export type DoNotCallChangeDto = z.infer<typeof doNotCallChangeSchema>;
export const doNotCallChangeListSchema = z.object({ ...pageFields, changes: z.array(doNotCallChangeSchema) });

export const doNotCallEntrySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type DoNotCallEntryDto = z.infer<typeof doNotCallEntrySchema>;

export const doNotCallListSchema = z.object({ ...pageFields, numbers: z.array(doNotCallEntrySchema) });
export const doNotCallRemovedSchema = z.object({ number: z.string(), message: z.string() });
