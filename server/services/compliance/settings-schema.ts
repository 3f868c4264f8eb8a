import { z } from 'zod';
import { weekdays } from './legal-windows';
import { retentionPatch, retentionSchema } from '../retention/schema';

const clock = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'must be a time HH:MM from 00:00 to 24:00');

export const callingHoursSchema = z
  .object({
    start: clock,
    end: clock.describe('an end before the start is a window over midnight'),
    days: z.array(z.enum(weekdays as [string, ...string[]])).min(1, 'must list at least one day').max(7)
      .refine((d) => new Set(d).size === d.length, 'days must be distinct')
      .meta({ uniqueItems: true }),
  })
  .refine((h) => h.start !== h.end, { message: 'start and end must differ', path: ['end'] })
  .describe('the hours calls may be placed, local to the callee; start and end must differ');

const marketingConsent = z.enum(['express_written', 'express', 'none'])
  .describe('the consent a marketing call needs: express_written (the TCPA rule for an artificial voice), express, or none (not checked)');
const informationalConsent = z.enum(['express', 'none'])
  .describe('the consent an informational call needs: express, or none (not checked)');

export const callingSettingsPatch = z.object({
  calling_hours: callingHoursSchema.optional(),
  max_attempts_per_24h: z.number().int().min(1, 'must be between 1 and 10').max(10, 'must be between 1 and 10').optional(),
  holidays: z.boolean().optional(),
  enforce_calling_hours_on_api_calls: z.boolean().optional(),
  consent_required: z.object({ marketing: marketingConsent.optional(), informational: informationalConsent.optional() })
    .describe('the consent each purpose requires; only the purposes sent change').optional(),
  enforce_consent_on_api_calls: z.boolean().optional(),
  rest_below_answer_rate: z.number().min(0, 'must be between 0 and 1').max(1, 'must be between 0 and 1').optional()
    .describe('a caller number whose answer rate over 7 days and at least 50 calls falls below this fraction rests (campaigns leave it unused until an owner or admin clears it); default 0.1'),
  inbound_reserve: z.number().int('must be a whole number').min(0, 'must be 0 or more').max(1000, 'must be at most max_live_calls less one').optional()
    .describe('live slots kept free for inbound calls: outbound calls (API calls, campaigns) stop at max_live_calls less this; from 0 to max_live_calls - 1, default 0'),
  team_max_live_calls: z.record(
    z.string().regex(/^[1-9]\d{0,8}$/, 'must be a team id'),
    z.number().int('must be a whole number').min(1, 'must be at least 1').max(1000, 'must be at most max_live_calls').nullable(),
  )
    .refine((m) => Object.keys(m).length <= 1000, 'must name at most 1000 teams')
    .describe("live-call caps of the account's teams, by team id (a call's team is its agent's; inbound calls count too): each from 1 to max_live_calls; null removes a team's cap, and teams not named keep theirs")
    .optional(),
  retention: retentionPatch.optional(),
  redact_pii: z.boolean().optional()
    .describe('whether card, social security, bank account and routing numbers and dates of birth are replaced by [card], [ssn], [bank] and [dob] in transcripts, summaries, analysis values and messages before they are stored'),
});
export type CallingSettingsPatch = z.input<typeof callingSettingsPatch>;

export const callingSettingsSchema = z.object({
  calling_hours: z.object({ start: z.string(), end: z.string(), days: z.array(z.string()) }),
  max_attempts_per_24h: z.number().int(),
  holidays: z.boolean(),
  enforce_calling_hours_on_api_calls: z.boolean(),
  consent_required: z.object({ marketing: marketingConsent, informational: informationalConsent })
    .describe("the consent of the callee each purpose requires (a marketing consent covers informational calls too, and express written satisfies express); campaign recipients and every scheduled or retried dial are held to it"),
  enforce_consent_on_api_calls: z.boolean().describe('whether a direct POST /api/v1/calls is refused (403 consent_required) without that consent too'),
  rest_below_answer_rate: z.number().describe('the answer rate below which a caller number rests (7 days, at least 50 calls)'),
  max_live_calls: z.number().int().describe("the operator's cap of the account's live calls (queued, ringing or in progress), which every other cap shares; read-only"),
  inbound_reserve: z.number().int().describe('live slots outbound calls leave free for inbound calls (outbound calls stop at max_live_calls less this)'),
  team_max_live_calls: z.record(z.string(), z.number().int())
    .describe("the live-call caps of the account's teams, by team id (teams without a cap are not listed); a call's team is its agent's"),
  timezone: z.string().describe("the business zone, used for numbers whose area spans many zones"),
  retention: retentionSchema,
  redact_pii: z.boolean()
    .describe('whether card, social security, bank account and routing numbers and dates of birth are replaced by [card], [ssn], [bank] and [dob] in transcripts, summaries, analysis values and messages before they are stored (and so in events and webhooks); on for new accounts'),
});
export type CallingSettingsDto = z.infer<typeof callingSettingsSchema>;
