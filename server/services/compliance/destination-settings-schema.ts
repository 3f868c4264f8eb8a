import { z } from 'zod';
import { isKnownCountry } from '../../lib/phone';
import { numberTypes } from './destination-policy';

const country = z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code such as US').refine(isKnownCountry, 'is not a country with phone numbers');

export const destinationPolicyPatch = z.object({
  allowed_countries: z.array(country).max(250).optional(),
  blocked_number_types: z.array(z.enum(numberTypes)).max(numberTypes.length).optional(),
});
export type DestinationPolicyPatch = z.input<typeof destinationPolicyPatch>;

export const destinationPolicySchema = z.object({
  country: z.string().describe("the account's own country: the one allowed until allowed_countries is set"),
  allowed_countries: z.array(z.string()).describe('countries (ISO 3166-1 alpha-2) whose numbers calls may go to'),
  blocked_number_types: z.array(z.enum(numberTypes)).describe('number types refused, from libphonenumber type data'),
  number_types: z.array(z.enum(numberTypes)).describe('every type that can be refused'),
  default_blocked_number_types: z.array(z.enum(numberTypes)),
});
export type DestinationPolicyDto = z.infer<typeof destinationPolicySchema>;
