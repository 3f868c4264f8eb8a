import { z } from 'zod';
import { rowIdSchema } from '../../lib/ids';
import { pageFields, pageParams } from '../../lib/pagination';

/** The most calls a number may be allowed in a day: far above what any carrier lets one number place. */
export const MAX_CALLS_PER_DAY = 100_000;
export const DEFAULT_MAX_CALLS_PER_DAY = 100;
/** At most this many agents per number: each link is a row read at every campaign pass. */
export const MAX_AGENTS_PER_NUMBER = 100;

/** A number already written in E.164: stored as sent, as it always was. */
export const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * E.164, or a national format read in the account's country (the service turns it into E.164, callerNumberOf):
 * `(415) 555-0100` in a US account is +14155550100.
 */
const callerNumber = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') })
  .trim()
  .min(1, 'is required')
  .max(64, 'must be an E.164 number such as +14155550123, or a national number of the account\'s country')
  .describe("The number in E.164 (+14155550123, stored as sent), or in the national format of the account's country ((415) 555-0123 in a US account), stored in E.164; text that is no valid number of that country is refused 400 validation_error.");

const providerPhoneNumberId = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(200, 'must be at most 200 characters')
  .regex(/^[^\u0000-\u001f]*$/, 'must not contain control characters')
  .describe("What the voice provider dials from: Vapi's phoneNumberId, or the number at Retell. With Vapi or Retell it must be one of the account's own provider phone numbers; the simulator takes any.");

const agentIds = z
  .array(rowIdSchema)
  .max(MAX_AGENTS_PER_NUMBER, `must list at most ${MAX_AGENTS_PER_NUMBER} agents`)
  .refine((a) => new Set(a).size === a.length, 'must not repeat an agent')
  .meta({ uniqueItems: true })
  .describe("The agents that call from this number: agents of this account the key's user can see.");

const maxCallsPerDay = z
  .number({ error: () => 'must be a whole number' })
  .int('must be a whole number')
  .min(1, `must be between 1 and ${MAX_CALLS_PER_DAY}`)
  .max(MAX_CALLS_PER_DAY, `must be between 1 and ${MAX_CALLS_PER_DAY}`)
  .describe(`Calls the number may place per day (since midnight in the business zone), 1 to ${MAX_CALLS_PER_DAY}; default ${DEFAULT_MAX_CALLS_PER_DAY}.`);

export const createPhoneNumberInput = z.object({
  phone_number: callerNumber,
  provider_phone_number_id: providerPhoneNumberId.nullish(),
  agent_ids: agentIds.default([]),
  max_calls_per_day: maxCallsPerDay.default(DEFAULT_MAX_CALLS_PER_DAY),
});
export type CreatePhoneNumberInput = z.input<typeof createPhoneNumberInput>;

export const updatePhoneNumberInput = z.object({
  provider_phone_number_id: providerPhoneNumberId.nullable().optional(),
  agent_ids: agentIds.optional(),
  max_calls_per_day: maxCallsPerDay.optional(),
  resting: z
    .boolean({ error: () => 'must be a boolean' })
    .optional()
    .describe('false clears a resting number (its answer rate then counts only calls placed afterwards); true rests it by hand. Owners and admins only.'),
});
export type UpdatePhoneNumberInput = z.input<typeof updatePhoneNumberInput>;

export const listPhoneNumbersQuery = z.object({ page: pageParams.page, limit: pageParams.limit });
export type ListPhoneNumbersQuery = z.input<typeof listPhoneNumbersQuery>;

export const phoneNumberSchema = z.object({
  id: z.number().int(),
  phone_number: z.string(),
  provider_phone_number_id: z.string().nullable(),
  agent_ids: z.array(z.number().int()),
  max_calls_per_day: z.number().int(),
  calls_today: z.number().int().describe("Outbound calls placed from the number since midnight in the account's business zone (every door: campaigns, the API, retries)."),
  answer_rate_7d: z.number().nullable().describe('Completed ÷ (completed, busy, no_answer, voicemail) over its calls of the last 7 days (since it was last cleared, if later); null without such a call.'),
  calls_7d: z.number().int().describe('The calls answer_rate_7d is computed over.'),
  resting: z.boolean().describe("Whether campaigns leave the number unused: set once its answer rate over at least 50 calls falls below the account's rest_below_answer_rate, until an owner or admin clears it."),
  resting_since: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PhoneNumberDto = z.infer<typeof phoneNumberSchema>;

export const phoneNumberListSchema = z.object({ ...pageFields, phone_numbers: z.array(phoneNumberSchema) });
export type PhoneNumberList = z.infer<typeof phoneNumberListSchema>;

export const deletedPhoneNumberSchema = z.object({ message: z.string() });
