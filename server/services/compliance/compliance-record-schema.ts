import { z } from 'zod';
import { callPurposes } from '../../db/schema';
import { dateTimeInput } from '../../lib/date-time';

/** The longest range one audit export covers; a longer audit is several downloads. */
export const MAX_EXPORT_DAYS = 366;

/** A query string's `true`/`false`, or a boolean from the dashboard or a route's parsed query. */
const booleanParam = z.union([z.boolean(), z.enum(['true', 'false'], { error: 'must be true or false' }).transform((v) => v === 'true')]);

/** GET /api/v1/calls/{call_id}/compliance. */
export const callComplianceQuery = z.object({
  all: booleanParam.optional().describe('true: every decision about the call, oldest first, instead of the latest'),
});
export type CallComplianceQuery = z.input<typeof callComplianceQuery>;

/** GET /api/v1/compliance/records.csv: records decided in [from, to). */
export const complianceExportQuery = z
  .object({
    from: dateTimeInput.describe('first moment of the range (records decided at or after it)'),
    to: dateTimeInput.describe('end of the range (records decided before it): after `from` (else 400, path `to`) and at most 366 days after it'),
  })
  .superRefine((q, ctx) => {
    const span = Date.parse(q.to) - Date.parse(q.from);
    if (span <= 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be after from' });
    else if (span > MAX_EXPORT_DAYS * 86_400_000) ctx.addIssue({ code: 'custom', path: ['to'], message: `must be at most ${MAX_EXPORT_DAYS} days after from` });
  });
export type ComplianceExportQuery = z.input<typeof complianceExportQuery>;

export const complianceRecordSchema = z.object({
  call_id: z.string().describe('the call the decision was about'),
  decided_at: z.string().describe('when the decision was made (UTC)'),
  stage: z.enum(['placement', 'dial']).describe('placement: the call was written (dialed now or held); dial: its dial judged it again'),
  allowed: z.boolean().describe('true when the call was dialed on this decision; false when it was held or canceled'),
  purpose: z.enum(callPurposes),
  rules_version: z.string().describe('the versions of the calling rules, legal windows, holiday data and disclosure table used'),
  timezones: z.array(z.string()).describe("the callee's zones the rules were judged in"),
  local_time: z.array(z.string()).describe('the moment judged, in each of `timezones` (same order), ISO 8601 with its offset'),
  jurisdictions: z.array(z.string()).describe('countries and ISO 3166-2 subdivisions whose rules applied'),
  window: z.array(z.object({
    jurisdiction: z.string().nullable().describe("null for the account's own calling hours"),
    start: z.string(),
    end: z.string(),
    days: z.array(z.string()).nullable().describe("the account's calling days; null for a legal window"),
    source: z.string(),
  })).describe('the calling windows that bound the call on its local day; empty when no calling rules were judged'),
  holiday: z.object({
    checked: z.boolean().describe('whether public holidays were judged'),
    dates: z.array(z.object({ jurisdiction: z.string(), date: z.string() })).describe("public holidays on the callee's local day"),
  }),
  frequency: z.object({
    dials_24h: z.number().int().nullable().describe('dials to the number in the 24 hours before; null when no cap applied'),
    cap: z.number().int().nullable().describe('the cap that applied; null when none'),
  }),
  do_not_call: z.object({ listed: z.boolean().nullable().describe('null when not judged') }),
  consent: z.object({
    id: z.number().int(),
    kind: z.string(),
    scope: z.string(),
    captured_at: z.string(),
  }).nullable().describe('the consent that covered the call, or null'),
  destination: z.object({
    country: z.string().nullable(),
    number_type: z.string().nullable().describe("libphonenumber's type of the number, lower case (mobile, fixed_line, toll_free...)"),
  }),
  disclosures: z.array(z.object({ kind: z.string(), jurisdiction: z.string(), source: z.string() })),
  blocks: z.array(z.object({
    code: z.string().describe('a calling rule (outside_calling_hours, holiday...) or a refusal (do_not_call, consent_required, live_call_limit...), or scheduled / retry_delay'),
    rule: z.string(),
    source: z.string(),
  })).describe('why the call was not dialed on this decision; empty when allowed'),
});
export type ComplianceRecordDto = z.infer<typeof complianceRecordSchema>;

export const complianceRecordListSchema = z.object({
  call_id: z.string(),
  records: z.array(complianceRecordSchema).describe('every decision about the call, oldest first'),
});
export type ComplianceRecordListDto = z.infer<typeof complianceRecordListSchema>;

/** The endpoint's answer: the latest record, or with `all=true` every one. */
export const callComplianceSchema = z.union([complianceRecordSchema, complianceRecordListSchema]);
