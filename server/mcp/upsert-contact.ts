import { z } from 'zod';
import { AppError, errorCodes, type ErrorCode } from '../errors';
import { matchOnSchema } from '../services/contacts/bulk-schema';
import { updateContactInput } from '../services/contacts/schema';
import { bulkUpsertContacts } from '../services/contacts/service';
import { defineTool } from './tool';

/**
 * One contact through POST /api/v1/contacts/bulk: matched on `match_on` among the contacts the key can see and
 * updated as a PATCH, else created. The row is handed on as sent (the bulk endpoint checks each row as a create or
 * a PATCH); a row the endpoint refuses is the tool's error, with the row's code and message.
 */
export const upsertContactInput = z.object({
  contact: updateContactInput.describe(
    'The contact as for POST /api/v1/contacts/create (first_name is required to create one), or the fields to change when it matches an existing contact; `phone_number` is shorthand for one primary number.',
  ),
  match_on: matchOnSchema,
});

export const upsertContact = defineTool({
  name: 'upsert_contact',
  title: 'Create or update a contact',
  description:
    'Creates a contact, or updates the one it matches: by its primary phone number (match_on "phone", the default), by email ' +
    '(case-insensitive), or never ("none"). Phone numbers are normalised to E.164 in the contact\'s country (default US). ' +
    'Answers the bulk endpoint\'s result for the one row: { results: [{ index, status: "created"|"updated", id }], created, updated, failed }.',
  rest: 'POST /api/v1/contacts/bulk',
  permission: 'can_write_contacts',
  input: upsertContactInput,
  readOnly: false,
  async run({ db, actor }, input, raw) {
    const result = await bulkUpsertContacts(db, actor, { contacts: [raw.contact], match_on: input.match_on });
    const row = result.results[0];
    if (row?.status === 'error' && row.error) {
      const code = row.error.code in errorCodes ? (row.error.code as ErrorCode) : 'validation_error';
      throw new AppError(code, row.error.message);
    }
    return result;
  },
});
