import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { createPhoneNumberInput, listPhoneNumbersQuery, phoneNumberListSchema, phoneNumberSchema } from '@/server/services/phone-numbers/schema';
import { createPhoneNumber, listPhoneNumbers } from '@/server/services/phone-numbers/service';

const health =
  'Each number reports `calls_today` (outbound calls placed from it since midnight in the business zone), `answer_rate_7d` and `resting`.';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_agents',
      query: listPhoneNumbersQuery,
      queryErrorCode: 'validation_error',
      doc: {
        summary: 'List caller numbers',
        description: `The account's caller numbers, oldest first, paged (\`page\` ≥ 1, 1 ≤ \`limit\` ≤ 100, default 20). ${health}`,
        tag: 'Phone numbers',
        response: phoneNumberListSchema,
        errors: ['validation_error'],
      },
    },
    ({ db, actor, query }) => listPhoneNumbers(db, actor, query),
  ),
  POST: apiRoute(
    {
      permission: 'can_write_agents',
      body: createPhoneNumberInput,
      status: 201,
      doc: {
        summary: 'Add a caller number',
        description:
          "A number the account's agents call from. A campaign call goes out from a number of its agent with the callee's area code, " +
          "else one in the callee's state, else the agent's own number, else another of the agent's numbers; never from one that " +
          'placed `max_calls_per_day` calls today (default 100) or that rests (a recipient then waits with `wait_reason: ' +
          '"caller_numbers_exhausted"`). With Vapi or Retell agents, `provider_phone_number_id` must be one of the account\'s own ' +
          'provider phone numbers (the operator imports them); with the simulator any number goes. A number the account already has ' +
          'answers 409 duplicate_phone_number; an agent the key cannot see, 404 agent_not_found.',
        tag: 'Phone numbers',
        response: phoneNumberSchema,
        errors: ['invalid_json', 'payload_too_large', 'validation_error', 'agent_not_found', 'duplicate_phone_number'],
      },
    },
    ({ db, actor, body }) => createPhoneNumber(db, actor, body),
  ),
});
