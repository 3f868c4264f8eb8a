import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { deletedPhoneNumberSchema, phoneNumberSchema, updatePhoneNumberInput } from '@/server/services/phone-numbers/schema';
import { deletePhoneNumber, getPhoneNumber, updatePhoneNumber } from '@/server/services/phone-numbers/service';

const params = { id: "The caller number's id." };

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_agents',
      doc: {
        summary: 'Get a caller number',
        description: "One of the account's caller numbers with its calls today, 7-day answer rate and rest; another account's id answers 404 not_found.",
        tag: 'Phone numbers',
        response: phoneNumberSchema,
        errors: ['not_found'],
        params,
      },
    },
    ({ db, actor, params }) => getPhoneNumber(db, actor, params.id),
  ),
  PATCH: apiRoute(
    {
      permission: 'can_write_agents',
      body: updatePhoneNumberInput,
      doc: {
        summary: 'Update a caller number',
        description:
          'Changes only the fields sent; `agent_ids` replaces the list. `resting: false` clears a resting number (its answer rate then ' +
          "counts only later calls) and `resting: true` rests it: owners and admins only (another user's key answers 403 permission_denied).",
        tag: 'Phone numbers',
        response: phoneNumberSchema,
        errors: ['invalid_json', 'payload_too_large', 'validation_error', 'not_found', 'agent_not_found'],
        params,
      },
    },
    ({ db, actor, params, body }) => updatePhoneNumber(db, actor, params.id, body),
  ),
  DELETE: apiRoute(
    {
      permission: 'can_write_agents',
      doc: {
        summary: 'Delete a caller number',
        description: "Campaigns stop calling from it; calls it placed keep their from_number. Another account's id answers 404 not_found.",
        tag: 'Phone numbers',
        response: deletedPhoneNumberSchema,
        errors: ['not_found'],
        params,
      },
    },
    ({ db, actor, params }) => deletePhoneNumber(db, actor, params.id),
  ),
});
