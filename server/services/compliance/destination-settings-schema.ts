import { z } from 'zod';
import { isKnownCountry, knownCountries } from '../../lib/phone';
import { numberTypes } from './destination-policy';

const country = z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code such as US').refine(isKnownCountry, 'is not a country with phone numbers')
  .meta({ enum: [...knownCountries] });

export const destinationPolicyPatch = z.object({
  allowed_countries: z.array(country).max(250).optional()
    .describe('the countries calls may go to; only among permitted_countries (others: 403 destination_policy_floor)'),
  blocked_number_types: z.array(z.enum(numberTypes)).max(numberTypes.length).optional()
    .describe('the number types refused; must keep every one of operator_blocked_number_types (else 403 destination_policy_floor)'),
});
export type DestinationPolicyPatch = z.input<typeof destinationPolicyPatch>;

export const destinationPolicySchema = z.object({
  country: z.string().describe("the account's own country"),
  permitted_countries: z.array(z.string())
    .describe("the account's country and the countries the operator granted it: the most allowed_countries may hold (read-only)"),
  allowed_countries: z.array(z.string()).describe('countries (ISO 3166-1 alpha-2) whose numbers calls may go to (default: every permitted country)'),
  blocked_number_types: z.array(z.enum(numberTypes)).describe('number types refused: the operator\'s and the account\'s own, from libphonenumber type data'),
  operator_blocked_number_types: z.array(z.enum(numberTypes))
    .describe('number types the operator refuses for every account: always part of blocked_number_types (read-only)'),
  number_types: z.array(z.enum(numberTypes)).describe('every type that can be refused'),
  default_blocked_number_types: z.array(z.enum(numberTypes)),
});
export type DestinationPolicyDto = z.infer<typeof destinationPolicySchema>;
