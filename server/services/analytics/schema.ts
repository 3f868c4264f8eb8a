import { z } from 'zod';
import { IANAZone } from 'luxon';
import { periodProblem } from './period';

export { MAX_ANALYTICS_DAYS } from './period';

export const analyticsGroups = ['day', 'agent', 'status', 'campaign'] as const;
export type AnalyticsGroup = (typeof analyticsGroups)[number];


const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'is not a real date');

/**
 * GET /api/v1/analytics/calls and the dashboard's analytics: whole days `from`..`to` (both included) in
 * `timezone`. Without `to`, today in that zone; without `from`, 29 days before `to` (30 days).
 */
export const callAnalyticsQuery = z
  .object({
    from: isoDay.optional().describe('first day, YYYY-MM-DD in `timezone` (default: 29 days before `to`)'),
    to: isoDay.optional().describe('last day, included, YYYY-MM-DD in `timezone` (default: today there)'),
    group_by: z.enum(analyticsGroups).default('day').describe('one bucket per day (every day of the period), agent, status or campaign'),
    timezone: z
      .string()
      .max(64)
      .refine((z) => IANAZone.isValidZone(z), 'must be an IANA time zone such as Europe/Paris')
      .default('UTC')
      .describe('IANA zone in which days begin and end (default UTC)'),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.to < q.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
      return;
    }
    // Defaults depend on today, so the length is checked against the clock here and again by the service.
    const problem = IANAZone.isValidZone(q.timezone) ? periodProblem(q, new Date()) : null;
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  });
export type CallAnalyticsInput = z.input<typeof callAnalyticsQuery>;

const counts = {
  calls: z.number().int().describe('calls created in the bucket, whatever their status'),
  completed: z.number().int(),
  failed: z.number().int(),
  no_answer: z.number().int(),
  busy: z.number().int(),
  voicemail: z.number().int(),
  minutes: z.number().describe('talk time in minutes, one decimal'),
  cost_cents: z.number().int(),
  bookings: z.number().int().describe('calendar events booked during these calls (not cancelled)'),
  successes: z.number().int().describe('calls whose analysis judged them successful'),
  analyzed: z.number().int().describe('calls whose analysis judged success at all (true or false)'),
  success_rate: z.number().nullable().describe('successes / analyzed, 0 to 1; null when no call was judged'),
  compliance_flagged: z.number().int().describe("calls whose agent did not say a required disclosure at the start (disclosure_check missing; webhook call.compliance_flagged)"),
};

export const analyticsBucketSchema = z.object({
  key: z.union([z.string(), z.number().int(), z.null()])
    .describe('the day (YYYY-MM-DD), agent id, status, or campaign id (null: calls outside any campaign)'),
  label: z.string().describe('what to show for the key: the day, agent name, status or campaign name'),
  ...counts,
});
export type AnalyticsBucketDto = z.infer<typeof analyticsBucketSchema>;

export const callAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  timezone: z.string(),
  group_by: z.enum(analyticsGroups),
  buckets: z.array(analyticsBucketSchema),
  totals: z.object(counts),
});
export type CallAnalyticsDto = z.infer<typeof callAnalyticsSchema>;
