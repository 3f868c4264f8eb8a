import { z } from 'zod';

/** What a new account keeps: a year of content, five years of compliance evidence. */
export const DEFAULT_CONTENT_DAYS = 365;
export const DEFAULT_COMPLIANCE_DAYS = 1825;
/**
 * The law's minimum for consents and compliance records: four years (1461 days, a leap day included), the TCPA's
 * limitation period, within which a callee can still sue over a call and the evidence must exist.
 */
export const MIN_COMPLIANCE_DAYS = 1461;
export const MAX_RETENTION_DAYS = 3650;

const days = (what: string) => z.number().int('must be a whole number of days').describe(what);

/**
 * The change of `retention` a settings PATCH sends; only the fields sent change. compliance_days under the
 * four-year minimum is well formed but refused by the rule (422 validation_failed), so the schema's floor is 1.
 */
export const retentionPatch = z.object({
  content_days: days('days a call\'s transcript, recording, summary, analysis values and variables, and a message\'s body, are kept after the call ended (or the message was written); from 1 to 3650, default 365')
    .min(1, 'must be between 1 and 3650').max(MAX_RETENTION_DAYS, 'must be between 1 and 3650').optional(),
  compliance_days: days('days consents (counted from their revocation or expiry) and compliance records are kept; at least 1461 (four years, the law\'s minimum: less is refused 422 validation_failed), at most 3650, default 1825')
    .min(1, 'must be at least 1461 (four years)').max(MAX_RETENTION_DAYS, 'must be at most 3650').optional(),
}).describe('how long the account keeps call content and compliance evidence; only the fields sent change');
export type RetentionPatch = z.input<typeof retentionPatch>;

export const retentionSchema = z.object({
  content_days: z.number().int().describe('days call content and message bodies are kept; past it the daily purge removes them, at the provider too, and the call keeps its times, status, cost and outcome'),
  compliance_days: z.number().int().describe('days consents and compliance records are kept (at least 1461); they cannot be changed or removed before'),
  next_purge_at: z.string().describe('when the daily purge next runs (UTC ISO 8601); read-only'),
}).describe("the account's data retention");
export type RetentionDto = z.infer<typeof retentionSchema>;
