import { z } from 'zod';
import { IANAZone } from 'luxon';
import { isRealDay, parseDateTime } from '../../lib/date-time';
import { dateForm, dateTimeForm } from '../../lib/date-time-form';
import { documentedParam, documentedZone } from '../../lib/query-values';

export const usageGroups = ['day', 'team', 'agent', 'campaign'] as const;
export type UsageGroup = (typeof usageGroups)[number];

/** The longest range one request may cover. */
export const MAX_USAGE_DAYS = 366;

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day `YYYY-MM-DD` (a local day in the query's zone). */
export function isUsageDay(s: string): boolean {
  const m = DAY_RE.exec(s);
  return !!m && isRealDay(Number(m[1]), Number(m[2]), Number(m[3]));
}

/**
 * A bound of the range: a day (`YYYY-MM-DD`, its first moment in `timezone`) or an instant (date-time.ts's strict
 * reader, handed on in its UTC ISO form). Anything else is refused, impossible days included.
 */
const bound = documentedParam(z
  .string()
  .max(64)
  .transform((s, ctx) => {
    if (isUsageDay(s)) return s;
    const at = parseDateTime(s);
    if (at) return at.toISOString();
    ctx.addIssue({ code: 'custom', message: 'must be a day YYYY-MM-DD or an ISO 8601 date-time such as 2026-11-24T15:00:00Z' });
    return z.NEVER;
  }), { anyOf: [{ type: 'string', ...dateForm }, { type: 'string', ...dateTimeForm }] });

/**
 * GET /api/v1/usage and /api/v1/usage.csv: the call debits of the range [`from`, `to`), grouped by local day in
 * `timezone`, team, agent or campaign. Defaults: this month in `timezone`. The range's length is checked by the
 * service, once the bounds are resolved in the zone.
 */
export const usageQuery = z.object({
  from: bound.optional().describe('start of the range, included: a day YYYY-MM-DD (its midnight in `timezone`) or a date-time (default: the first day of this month)'),
  to: bound.optional().describe('end of the range, excluded: a day YYYY-MM-DD (its midnight in `timezone`) or a date-time (default: the first day of the month after `from`); at most 366 days after `from`'),
  group_by: z.enum(usageGroups).default('day').describe("one bucket per local day (every day of the range), the agent's team, agent or campaign"),
  timezone: documentedZone(z
    .string()
    .max(64)
    .refine((z) => IANAZone.isValidZone(z), 'must be an IANA time zone such as Europe/Paris'))
    .default('UTC')
    .describe('IANA zone of the days (bucket keys and day bounds; default UTC)'),
});
export type UsageInput = z.input<typeof usageQuery>;
export type UsageQuery = z.output<typeof usageQuery>;

const sums = {
  calls: z.number().int().describe('calls debited in the bucket (one wallet debit per call)'),
  billed_minutes: z.number().int().describe("the calls' billed minutes (every started minute)"),
  billed_cents: z.number().int().describe('what the wallet debited for the calls, in cents'),
  provider_cents: z.number().int().describe('what the voice provider said the calls cost, in cents (unknown counts 0)'),
};

export const usageBucketSchema = z.object({
  key: z.union([z.string(), z.number().int(), z.null()])
    .describe('the local day (YYYY-MM-DD), team id, agent id or campaign id; null: calls of agents without a team, or outside any campaign'),
  name: z.string().describe('what to show for the key: the day, or the team, agent or campaign name ("No team", "No campaign")'),
  ...sums,
});
export type UsageBucketDto = z.infer<typeof usageBucketSchema>;

export const usageSchema = z.object({
  from: z.string().describe('start of the range (UTC), included'),
  to: z.string().describe('end of the range (UTC), excluded'),
  timezone: z.string(),
  group_by: z.enum(usageGroups),
  buckets: z.array(usageBucketSchema),
  totals: z.object(sums).describe("the range's sums: the wallet's call debits whose time is in [from, to)"),
});
export type UsageDto = z.infer<typeof usageSchema>;
