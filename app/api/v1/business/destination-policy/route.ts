import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { destinationPolicyPatch, destinationPolicySchema } from '@/server/services/compliance/destination-settings-schema';
import { getDestinationPolicy, updateDestinationPolicy } from '@/server/services/compliance/destination-settings';

const description =
  "Where the account's calls may go, applied by every dial (calls, scheduled calls, retries, campaign calls): " +
  "allowed_countries, among permitted_countries (the account's own country and those the operator granted it; default: " +
  'all of them), and blocked_number_types, which always include operator_blocked_number_types (the operator\'s floor; by ' +
  'default premium_rate, shared_cost, uan, personal_number and international_network, the satellite and non-geographic ' +
  "networks such as +881, +882, +883), judged with libphonenumber's full type data. A refused number answers 403 " +
  'destination_not_allowed when a call is placed, and a waiting call it refuses ends canceled.';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_calls',
      doc: { summary: 'Get the destination policy', description, tag: 'Business', response: destinationPolicySchema },
    },
    ({ db, actor }) => getDestinationPolicy(db, actor),
  ),
  PATCH: apiRoute(
    {
      permission: 'can_initiate_calls',
      body: destinationPolicyPatch,
      doc: {
        summary: 'Change the destination policy',
        description:
          `${description} Only the fields sent change, and only to narrow the operator's limits: a country outside ` +
          'permitted_countries, or blocked_number_types missing one of operator_blocked_number_types, answers 403 ' +
          'destination_policy_floor and changes nothing (the operator grants countries with the CLI). Owners and admins ' +
          "only (a member's key gets permission_denied).",
        tag: 'Business',
        response: destinationPolicySchema,
        errors: ['invalid_json', 'validation_error', 'permission_denied', 'destination_policy_floor'],
      },
    },
    ({ db, actor, body }) => updateDestinationPolicy(db, actor, body),
  ),
});
