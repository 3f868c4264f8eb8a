import { z } from 'zod';
import { contactMatchKeys } from '../../db/schema';
import { checkedPerItem } from '../../errors';

export const MAX_BULK_ROWS = 1000;

export const matchOnSchema = z
  .enum(contactMatchKeys)
  .default('phone')
  .describe('How a row finds an existing contact: by its primary phone number (by its email, case-insensitive, when the row has no number), by email (case-insensitive), or never (every row creates).');

/**
 * POST /api/v1/contacts/bulk. Rows are checked one by one (a bad row is reported in its result and does not
 * stop the others), so the body schema only bounds their number. A row is handed on as sent (an object schema
 * would hand on a copy, without the keys it drops), and the storable rule leaves rows to the row check.
 */
export const bulkContactsInput = z.object({
  contacts: checkedPerItem(z
    .array(z.unknown().meta({ type: 'object' }).describe('A contact as for POST /api/v1/contacts/create (or a PATCH body when it matches an existing contact), `phone_number` shorthand included.'))
    .min(1, 'must hold at least one contact')
    .max(MAX_BULK_ROWS, `must hold at most ${MAX_BULK_ROWS} contacts`)),
  match_on: matchOnSchema,
});
export type BulkContactsInput = z.input<typeof bulkContactsInput>;

export const bulkRowErrorSchema = z.object({ code: z.string(), message: z.string() });

export const bulkRowResultSchema = z.object({
  index: z.number().int().describe('Position of the row in `contacts`, from 0.'),
  status: z.enum(['created', 'updated', 'error']),
  id: z.number().int().optional().describe('The contact created or updated.'),
  error: bulkRowErrorSchema.optional(),
  ignored_fields: z.array(z.string()).optional().describe('Fields of the row the API does not know and ignored; present only when there are some.'),
});
export type BulkRowResult = z.infer<typeof bulkRowResultSchema>;

export const bulkContactsResultSchema = z.object({
  results: z.array(bulkRowResultSchema),
  created: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
});
export type BulkContactsResult = z.infer<typeof bulkContactsResultSchema>;

export const deleteContactsInput = z.object({
  ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(MAX_BULK_ROWS),
});
export type DeleteContactsInput = z.input<typeof deleteContactsInput>;

export const deletedContactSchema = z.object({ message: z.string(), id: z.number().int() });

