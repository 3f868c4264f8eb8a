import { z } from 'zod';
import { bookedEventSchema } from '../calendar/schema';
import { required } from '../../errors';
import { cursorParam, pageParams, scalablePageFields } from '../../lib/pagination';
import { calendarEventTypes, callPurposes, callStatuses, costComponentNames, disclosureChecks, endedReasons, retryableStatuses } from '../../db/schema';
import { dateTimeInput } from '../../lib/date-time';
import { int4Schema, MAX_INT4, rowIdSchema } from '../../lib/ids';
import { phoneNumberText } from '../../lib/phone-pattern';
import { documentedDate, documentedParam } from '../../lib/query-values';
import { dateTimeForm } from '../../lib/date-time-form';
import { voicemailInput, voicemailSchema } from './voicemail';

// ---- Initiate -------------------------------------------------------------------------------------------

/** POST /api/v1/calls. Presence of phone_number and agent_id is checked first, with their own codes. */
export const initiateCallInput = z.object({
  phone_number: required(phoneNumberText, 'missing_phone_number'),
  agent_id: required(z.union([int4Schema, z.string().trim().min(1).max(200)]), 'missing_agent_id'),
  contact_id: int4Schema.nullish(),
  /** Call variables; a nested `custom_context` object is flattened in. */
  variables: z.looseObject({ custom_context: z.record(z.string(), z.unknown()).nullish() }).nullish(),
  scheduled_at: z.string().max(64).meta(dateTimeForm).nullish()
    .describe('ISO 8601 date-time in the future, at most 30 days ahead: the call waits (status scheduled) and is dialed at the first allowed moment at or after it'),
  calling_hours: z.enum(['enforce', 'ignore']).nullish()
    .describe("enforce the callee's calling rules (default: the account's enforce_calling_hours_on_api_calls)"),
  purpose: z.enum(callPurposes).nullish().describe('marketing (default) or informational; legal windows, state days off and state caps bind marketing calls'),
  retry: z.object({
    max_attempts: z.number().int().min(1, 'must be between 1 and 5').max(5, 'must be between 1 and 5').default(1),
    on: z.array(z.enum(retryableStatuses)).max(4).refine((a) => new Set(a).size === a.length, 'must not repeat an outcome')
      .meta({ uniqueItems: true }).default(['busy', 'no_answer']),
    delay_minutes: z.number().int().min(5, 'must be between 5 and 1440').max(1440, 'must be between 5 and 1440').default(60),
  }).nullish().describe('redial policy; a retry is a new call with attempt + 1 and retry_of set'),
  voicemail: voicemailInput.nullish()
    .describe('at a voicemail greeting: hang_up (default), or leave_message with message; a retry whose earlier attempt left one hangs up'),
});
export type InitiateCallInput = z.input<typeof initiateCallInput>;

/** POST /api/v1/calls/simulate-inbound: a caller at `from` calls the inbound agent's number (simulator only). */
export const simulateInboundInput = z.object({
  agent_id: required(z.union([int4Schema, z.string().trim().min(1).max(200)]), 'missing_agent_id')
    .describe('the inbound agent called: database id or assistant_id'),
  from: required(phoneNumberText, 'missing_parameter').describe("the caller's number, E.164 such as +14155550123"),
});
export type SimulateInboundInput = z.input<typeof simulateInboundInput>;

/** What the analysis of a finished call found, and what its extracted values changed on the contact. */
export const callAnalysisSchema = z.object({
  summary: z.string().nullable(),
  success: z.boolean().nullable().describe("whether the call met the agent's success criteria; null without criteria"),
  structured_data: z.record(z.string(), z.unknown()).describe('the values extracted for the agent\'s `extract` variables'),
  errors: z.array(z.object({ variable: z.string(), message: z.string() })).optional()
    .describe('extracted values that failed the variable\'s validation and were not written'),
  changes: z.array(z.object({ variable: z.string(), before: z.unknown(), after: z.unknown() })).optional()
    .describe('what the extracted values changed on the contact'),
});

const agentRef = z.object({ id: z.number().int(), name: z.string(), assistant_id: z.string() });

export const disclosureKindSchema = z.enum(['ai', 'recording', 'recording_consent']);

/** One disclosure a call must carry, with the table row it came from. */
export const disclosureSchema = z.object({
  kind: disclosureKindSchema.describe('ai (the voice is an AI assistant), recording (the call is recorded), recording_consent (every party must agree to the recording)'),
  jurisdiction: z.string().describe("the callee's jurisdiction whose rule asks for it (US, US-CA, CA), or * for Switchboard's own rule where none does"),
  source: z.string().describe('where the rule is written'),
});

/** What every call carries about its disclosures, in the API and in webhook payloads. */
export const disclosureFields = {
  disclosures: z.array(disclosureSchema)
    .describe("what the call must tell the callee, chosen from the callee's jurisdictions when it was placed; the agent says it with {{disclosure}}"),
  disclosure_check: z.enum(disclosureChecks).nullable()
    .describe("whether the agent's opening said them, checked once the call is over: said, missing (webhook call.compliance_flagged) or not_checked (not answered, or no transcript); null until then"),
};

/** What a call cost: what the account paid, and what the provider says it paid, by component. */
export const costBreakdownSchema = z.object({
  billed_cents: z.number().int().nullable()
    .describe("what the account was charged: cost_cents, the wallet's debit for the call to the cent; null until the call ends"),
  provider_cents: z.number().int().nullable()
    .describe("what the voice provider says the call cost it, in cents; null when it has not said"),
  components: z.array(z.object({
    name: z.enum(costComponentNames).describe('telephony (the phone line), transcriber, model, voice, platform (the provider\'s own fee) or other'),
    cents: z.number().int(),
  })).nullable()
    .describe("the provider's cost by component, adding up to provider_cents exactly (dollars split into cents by largest remainder); null when it has not said"),
}).describe('what the call cost the account and the provider');

/** How fast a call's agent answered, per turn, from the provider's report (milliseconds). */
export const callLatencySchema = z.object({
  turns: z.number().int().describe('turns the agent answered that the provider measured'),
  p50_ms: z.number().int().nullable().describe('median whole-turn latency: from the callee falling silent to the agent\'s first audio'),
  p95_ms: z.number().int().nullable().describe('95th percentile of whole-turn latency (nearest rank)'),
  model_p50_ms: z.number().int().nullable().describe("median time to the model's first token"),
  voice_p50_ms: z.number().int().nullable().describe("median time to the voice's first audio"),
  transcriber_p50_ms: z.number().int().nullable().describe('median transcriber latency'),
}).nullable().describe('null until the provider reports per-turn latency; a part it does not measure is null');

/** What every call carries about its cost and speed, in the API and in webhook payloads. */
export const costAndLatencyFields = {
  cost_breakdown: costBreakdownSchema,
  latency: callLatencySchema,
};

/** The contract's Call object, as the initiate call answers it. */
/** What every call adds to the contract's fields (scheduling and retries). */
const schedulingFields = {
  scheduled_at: z.string().nullable().describe('when a scheduled call may be dialed'),
  ended_reason: z.enum(endedReasons).nullable().describe('why the call ended; null while it runs'),
  attempt: z.number().int().describe('1-based attempt number'),
  retry_of: z.string().nullable().describe('call_id of attempt 1; null on attempt 1'),
  campaign_id: z.number().int().nullable(),
};

/** Why a call waits, the same words in the create answer as in every read of the call. */
const waitReasonField = z.string().nullable().describe('for a scheduled call, the rules that made it wait; null when it waits only for its scheduled_at, or does not wait');

/** The number a call goes out from (for an inbound call, the agent's number it came in on). */
export const fromNumberField = z.string().nullable()
  .describe("the number the call is placed from: a campaign's caller number chosen near the callee, else the agent's own; null when the agent had none");

export const callCreatedSchema = z.object({
  id: z.number().int(),
  call_id: z.string(),
  status: z.enum(['queued', 'scheduled']).describe('queued (dialed now) unless scheduled_at or the calling hours make it wait'),
  type: z.literal('outbound'),
  phone_number: z.string(),
  from_number: fromNumberField,
  agent: agentRef,
  created_at: z.string(),
  estimated_start: z.string(),
  ...schedulingFields,
  wait_reason: waitReasonField,
});
export type CallCreatedDto = z.infer<typeof callCreatedSchema>;

// ---- Read -----------------------------------------------------------------------------------------------

export const transcriptLineSchema = z.object({ role: z.string(), text: z.string(), start_seconds: z.number() });

/** A call in the list: the Call object plus its progress, cost and outcome. */
export const callListItemSchema = z.object({
  id: z.number().int(),
  call_id: z.string(),
  status: z.enum(callStatuses),
  type: z.string(),
  phone_number: z.string(),
  from_number: fromNumberField,
  agent: agentRef,
  agent_version: z.number().int().nullable()
    .describe("the version of its agent the call was placed with (GET /api/v1/agents/{id}/versions); null for calls placed before versions were kept"),
  contact: z.object({ id: z.number().int(), name: z.string().nullable(), email: z.string().nullable() }).nullable(),
  created_at: z.string(),
  estimated_start: z.string(),
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  duration_seconds: z.number().int().nullable().describe('talk time: how long the call lasted, in seconds'),
  cost_cents: z.number().int().nullable().describe('billed minutes (every started minute of the talk time) × the per-minute rate'),
  /** The cost in US dollars. */
  cost: z.number().nullable(),
  failure_reason: z.string().nullable(),
  recording_url: z.string().nullable(),
  summary: z.string().nullable(),
  ...schedulingFields,
  purpose: z.enum(callPurposes),
  retry: z.object({ max_attempts: z.number().int(), on: z.array(z.enum(retryableStatuses)), delay_minutes: z.number().int() })
    .describe('the redial policy every attempt of this call follows'),
  wait_reason: waitReasonField,
  voicemail: voicemailSchema.nullable().describe('what the call does at a voicemail greeting, its message rendered; null: nothing asked (the provider\'s default)'),
  voicemail_left: z.boolean().describe('whether the call left a message on a machine'),
  ...disclosureFields,
  ...costAndLatencyFields,
});
export type CallListItemDto = z.infer<typeof callListItemSchema>;

/** GET /api/v1/calls/{id}: everything, with the transcript and the variables the call ran with. */
export const callSchema = callListItemSchema.extend({
  events: z.array(bookedEventSchema.extend({
    event_type: z.enum(calendarEventTypes),
    simulated: z.boolean().describe('booked by a simulated call (nobody asked for it)'),
  }))
    .describe("calendar events the call's agent booked during the call (each event's call_id names this call); a callback booked by transfer_to_human is a voice_call"),
  transferred_to: z.object({
    user_id: z.number().int().nullable().describe('null once the user was removed'),
    name: z.string().describe('their name (or email) when the call was handed to them'),
  }).nullable().describe('the person the agent handed the call to (transfer_to_human); null when it was not'),
  transcript: z.array(transcriptLineSchema).nullable(),
  analysis: callAnalysisSchema.nullable().describe('filled after the call when its agent has an analysis setting (webhook call.analyzed)'),
  disclosure_missing: z.array(disclosureKindSchema).nullable().describe('the kinds the check did not hear (empty unless disclosure_check is missing); null until checked'),
  variables: z.record(z.string(), z.unknown()),
  first_message: z.string(),
  instructions: z.string(),
  content_purged_at: z.string().nullable()
    .describe("when the account's retention (content_days) removed the call's content: transcript, recording, summary, analysis values, variables and rendered instructions are then empty, and its times, status, cost and outcome stay; null: as recorded"),
});
export type CallDto = z.infer<typeof callSchema>;

// ---- Pagination (every list pages alike: page ≥ 1 default 1, 1 ≤ limit ≤ 100 default 20) -------------

const positiveInt = (max = MAX_INT4) =>
  documentedParam(
    z.string().regex(/^\d+$/, 'must be a positive integer').transform(Number).pipe(z.number().int().min(1).max(max, `must be at most ${max}`)),
    { type: 'integer', minimum: 1, maximum: max },
  );

export const pageQuery = z.object(pageParams);
export type { PageInput } from '../../lib/pagination';


const isoDay = documentedDate(z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'is not a real date'));

/** A day (a whole UTC day) or an exact ISO 8601 date-time. */
const dayOrMoment = z.union([
  isoDay,
  dateTimeInput,
]);

/** The calls list's orders besides the default (newest first): by cost_cents or by latency.p95_ms, `-` descending. */
export const callSorts = ['cost', '-cost', 'latency', '-latency'] as const;
export type CallSort = (typeof callSorts)[number];

/** GET /api/v1/calls query. Dates are whole UTC days of created_at, end_date inclusive. */
export const listCallsQuery = pageQuery
  .extend({
    status: z.enum(callStatuses).optional(),
    type: z.enum(['outbound', 'inbound']).optional().describe('direction: outbound (placed by an agent) or inbound (answered by one)'),
    agent_id: positiveInt(2_147_483_647).optional(),
    contact_id: positiveInt(2_147_483_647).optional(),
    campaign_id: positiveInt(2_147_483_647).optional(),
    start_date: isoDay.optional(),
    end_date: isoDay.optional(),
    from: dayOrMoment.optional().describe('created at or after: a date (from its start, UTC) or a date-time'),
    to: dayOrMoment.optional().describe('created at or before: a date (to its end, UTC) or a date-time'),
    cursor: cursorParam,
    sort: z.enum(callSorts).optional()
      .describe('cost or latency (p95 per turn), ascending; -cost or -latency descending; ties by id in the same direction. Calls without the value (not ended, not reported) come last either way. Default: newest first'),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    message: 'end_date must not be before start_date',
    path: ['end_date'],
  });
export type ListCallsInput = {
  page?: number;
  limit?: number;
  status?: (typeof callStatuses)[number];
  type?: 'outbound' | 'inbound';
  agent_id?: number;
  contact_id?: number;
  campaign_id?: number;
  start_date?: string;
  end_date?: string;
  from?: string;
  to?: string;
  cursor?: number;
  sort?: CallSort;
};

export const callListSchema = z.object({ ...scalablePageFields, calls: z.array(callListItemSchema) });
export type CallListDto = z.infer<typeof callListSchema>;

/** The service-side form of the list filters (the dashboard passes numbers, not strings). */
export const listCallsInput = z.object({
  page: z.number().int().min(1).default(1),
  limit: z.number().int().min(1).max(100).default(20),
  status: z.enum(callStatuses).optional(),
  type: z.enum(['outbound', 'inbound']).optional(),
  agent_id: rowIdSchema.optional(),
  contact_id: rowIdSchema.optional(),
  campaign_id: rowIdSchema.optional(),
  start_date: isoDay.optional(),
  end_date: isoDay.optional(),
  from: dayOrMoment.optional(),
  to: dayOrMoment.optional(),
  cursor: rowIdSchema.optional(),
  sort: z.enum(callSorts).optional(),
});

/** The dashboard's overview: calls and talk minutes per UTC day over the last `days` days. */

// The do-not-call schemas are in compliance/do-not-call-schema.ts, the wallet's in wallet/schema.ts.

/** A page of a list the dashboard asks for with numbers (tRPC). */
export { pageInput } from '../../lib/pagination';
