import { z } from 'zod';
import { callPurposes, campaignStatuses, contactStages, contactStatuses, pausedReasons, recipientStatuses, retryableStatuses } from '../../db/schema';
import { dateTimeInput } from '../../lib/date-time';
import { pageFields, pageParams } from '../../lib/pagination';
import { rowIdSchema } from '../../lib/ids';
import { callingHoursSchema } from '../compliance/settings-schema';
import { voicemailInput, voicemailSchema } from '../calls/voicemail';

// ---- Input ----------------------------------------------------------------------------------------------

/** Who a campaign calls: the contacts list's filters and/or contact ids; at least one key. */
export const audienceInput = z
  .object({
    tag: z.string().trim().min(1).max(50).optional(),
    status: z.enum(contactStatuses).optional(),
    stage: z.enum(contactStages).optional(),
    q: z.string().trim().min(1).max(200).optional(),
    contact_ids: z.array(rowIdSchema).min(1).max(10_000).optional(),
  })
  .strict()
  .refine((a) => Object.values(a).some((v) => v !== undefined), 'must have at least one of tag, status, stage, q, contact_ids')
  .meta({ minProperties: 1 });
export type AudienceInput = z.input<typeof audienceInput>;

const between = (min: number, max: number) => `must be between ${min} and ${max}`;

/** A campaign's retry policy: as on calls, with 3 attempts by default. */
export const campaignRetryInput = z.object({
  max_attempts: z.number().int().min(1, between(1, 5)).max(5, between(1, 5)).default(3),
  on: z.array(z.enum(retryableStatuses)).max(4).refine((a) => new Set(a).size === a.length, 'must not repeat an outcome')
    .meta({ uniqueItems: true }).default(['busy', 'no_answer']),
  delay_minutes: z.number().int().min(5, between(5, 1440)).max(1440, between(5, 1440)).default(60),
});

export const createCampaignInput = z.object({
  name: z.string().trim().min(1, 'is required').max(200),
  agent_id: z.union([z.number().int(), z.string().trim().min(1).max(200)]),
  audience: audienceInput,
  purpose: z.enum(callPurposes).default('marketing'),
  variables: z.record(z.string(), z.unknown()).default({}),
  calling_hours: callingHoursSchema.nullish().describe("the campaign's own calling hours; null or absent: the account's"),
  max_concurrent_calls: z.number().int().min(1, between(1, 50)).max(50, between(1, 50)).default(5),
  retry: campaignRetryInput.default({ max_attempts: 3, on: ['busy', 'no_answer'], delay_minutes: 60 }),
  start_at: dateTimeInput.nullish().describe('when a started campaign begins dialing (default: at once)'),
  start: z.boolean().default(false).describe('start the campaign at once (status running, or scheduled until start_at)'),
  confirm_nobody_callable: z.boolean().default(false)
    .describe('with start: start even when nobody would be dialed (else 409 campaign_dials_nobody, and nothing is created)'),
  voicemail: voicemailInput.default({ action: 'hang_up' })
    .describe('at a voicemail greeting: hang_up (default), or leave_message with message, at most once per recipient across its attempts'),
});
export type CreateCampaignInput = z.input<typeof createCampaignInput>;

/** POST /api/v1/campaigns/{id}/start's query: the confirmation that starting a campaign that dials nobody is meant. */
export const startCampaignQuery = z.object({
  confirm_nobody_callable: z.enum(['true', 'false']).default('false').transform((v) => v === 'true')
    .describe('true: start even when nobody would be dialed (else 409 campaign_dials_nobody)'),
});

export const listCampaignsQuery = z.object({
  status: z.enum(campaignStatuses).optional(),
  ...pageParams,
});
export type ListCampaignsQuery = z.input<typeof listCampaignsQuery>;

export const listRecipientsQuery = z.object({
  status: z.enum(recipientStatuses).optional(),
  ...pageParams,
});
export type ListRecipientsQuery = z.input<typeof listRecipientsQuery>;

// ---- Output ---------------------------------------------------------------------------------------------

export const progressSchema = z.object({
  total: z.number().int(),
  ...Object.fromEntries(recipientStatuses.map((s) => [s, z.number().int()])) as Record<(typeof recipientStatuses)[number], z.ZodNumber>,
}).describe('recipients by their current outcome; the counts sum to total');
export type CampaignProgress = z.infer<typeof progressSchema>;

export const campaignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  agent: z.object({ id: z.number().int(), name: z.string(), assistant_id: z.string() }),
  status: z.enum(campaignStatuses),
  purpose: z.enum(callPurposes),
  audience: z.object({
    tag: z.string().optional(), status: z.string().optional(), stage: z.string().optional(), q: z.string().optional(),
    contact_ids: z.array(z.number().int()).optional(),
  }),
  variables: z.record(z.string(), z.unknown()),
  calling_hours: z.object({ start: z.string(), end: z.string(), days: z.array(z.string()) }).nullable(),
  max_concurrent_calls: z.number().int(),
  retry: z.object({ max_attempts: z.number().int(), on: z.array(z.enum(retryableStatuses)), delay_minutes: z.number().int() }),
  voicemail: voicemailSchema,
  start_at: z.string().nullable(),
  paused_reason: z.enum(pausedReasons).nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  progress: progressSchema,
});
export type CampaignDto = z.infer<typeof campaignSchema>;

export const campaignListSchema = z.object({ ...pageFields, campaigns: z.array(campaignSchema) });
export type CampaignList = z.infer<typeof campaignListSchema>;

export const recipientSchema = z.object({
  contact_id: z.number().int().nullable(),
  phone_number: z.string().nullable().describe("the contact's primary number at start; null without one, or when the key's user cannot see the contact (a member, for a contact of another team)"),
  status: z.enum(recipientStatuses),
  attempts: z.number().int(),
  last_call_id: z.number().int().nullable(),
  next_attempt_at: z.string().nullable().describe('when the recipient may be dialed next (a retry or the next calling-hours opening)'),
  ended_reason: z.string().nullable(),
  wait_reason: z.string().nullable().describe('why the recipient waits: the calling rules that blocked its last turn, or `caller_numbers_exhausted` when every number its agent may call from reached its daily cap or rests'),
});
export type RecipientDto = z.infer<typeof recipientSchema>;

export const recipientListSchema = z.object({ ...pageFields, recipients: z.array(recipientSchema) });
export type RecipientList = z.infer<typeof recipientListSchema>;

export const audiencePreviewSchema = z.object({ contacts: z.number().int() });

const range = (what: string) => z.object({ low: z.number().int(), high: z.number().int() }).describe(what);

export const campaignPreviewSchema = z.object({
  total: z.number().int().describe('contacts the audience matches now'),
  callable: z.number().int().describe('recipients the campaign would dial (total minus the skipped)'),
  callable_now: z.number().int().describe('of those, the ones the calling rules allow at the first moment dialing may begin (now, or start_at)'),
  skipped: z.object({
    do_not_call: z.number().int(),
    no_phone: z.number().int(),
    duplicate: z.number().int(),
    no_consent: z.number().int(),
    destination_not_allowed: z.number().int(),
  }).describe("the recipients the run would record skipped at start, by reason (the same counts as the started campaign's progress)"),
  first_dial_at: z.string().nullable().describe('when the first call would be dialed; null when nobody is callable'),
  estimate: z.object({
    calls: range('attempts, retries included'),
    minutes: range('billed minutes'),
    cost_cents: range('billed minutes at the per-minute price'),
    finish_at: z.string().nullable().describe('when the last attempt would end, at the high estimate, inside calling hours; null when unknown'),
  }).describe("from the account's calls of the last 30 days, the retry policy, concurrency and calling hours (see the README)"),
  wallet: z.object({
    available_cents: z.number().int().describe('balance minus the money held by live calls'),
    covers_first_hour: z.boolean().describe("whether that covers the first hour's spend at the high estimate"),
  }),
});
export type CampaignPreview = z.infer<typeof campaignPreviewSchema>;
