import { z } from 'zod';
import { callPurposes } from '../../db/schema';
import { dateTimeInput } from '../../lib/date-time';
import { phoneNumberText } from '../../lib/phone-pattern';

const blockCodes = ['do_not_call', 'outside_calling_hours', 'holiday', 'day_not_allowed', 'frequency_cap', 'destination_not_allowed', 'no_consent'] as const;

export const complianceCheckInput = z.object({
  phone_number: phoneNumberText.min(1, 'is required'),
  contact_id: z.number().int().min(1).max(2_147_483_647).nullish(),
  at: dateTimeInput.nullish().describe('the moment to check, default now'),
  purpose: z.enum(callPurposes).nullish().describe('default marketing'),
});
export type ComplianceCheckInput = z.input<typeof complianceCheckInput>;

export const complianceBlockSchema = z.object({
  code: z.enum(blockCodes),
  rule: z.string().describe('the rule in words'),
  source: z.string().describe('the law, or the account setting, the rule comes from'),
});

export const complianceCheckSchema = z.object({
  allowed: z.boolean(),
  next_allowed_at: z.string().nullable().describe('the first moment a dial is allowed (`at` itself when allowed); null for a do-not-call number, a refused destination, or a number without the consent the account requires'),
  timezones: z.array(z.string()).describe("the callee's candidate zones: the contact's, else every zone of the number's area"),
  jurisdictions: z.array(z.string()).describe('countries and ISO 3166-2 subdivisions whose rules apply'),
  blocks: z.array(complianceBlockSchema),
  rules_version: z.string().describe('version of the legal-windows table the decision used'),
});
export type ComplianceCheckDto = z.infer<typeof complianceCheckSchema>;
