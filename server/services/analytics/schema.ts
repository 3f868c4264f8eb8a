import { z } from 'zod';
import { IANAZone } from 'luxon';
import { documentedDate, documentedZone } from '../../lib/query-values';
import { periodProblem } from './period';

export { MAX_ANALYTICS_DAYS } from './period';

export const analyticsGroups = ['day', 'agent', 'status', 'campaign', 'agent_version'] as const;
export type AnalyticsGroup = (typeof analyticsGroups)[number];


const isoDay = documentedDate(z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'is not a real date'));

/**
 * GET /api/v1/analytics/calls and the dashboard's analytics: whole days `from`..`to` (both included) in
 * `timezone`. Without `to`, today in that zone; without `from`, 29 days before `to` (30 days).
 */
export const callAnalyticsQuery = z
  .object({
    from: isoDay.optional().describe('first day, YYYY-MM-DD in `timezone` (default: 29 days before `to`)'),
    to: isoDay.optional().describe('last day, included, YYYY-MM-DD in `timezone`, not before `from` (default: today there)'),
    group_by: z.enum(analyticsGroups).default('day')
      .describe('one bucket per day (every day of the period), agent, status, campaign, or version of an agent (agent_version: with opt-out and transfer counts and the rates)'),
    timezone: documentedZone(z
      .string()
      .max(64)
      .refine((z) => IANAZone.isValidZone(z), 'must be an IANA time zone such as Europe/Paris'))
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
  bookings: z.number().int().describe('calendar events booked during these calls (not cancelled), simulated calls\' bookings left out'),
  simulated_bookings: z.number().int().describe('calendar events booked during simulated calls (not cancelled): nobody asked for them, so they are not bookings'),
  successes: z.number().int().describe('calls whose analysis judged them successful'),
  analyzed: z.number().int().describe('calls whose analysis judged success at all (true or false)'),
  success_rate: z.number().nullable().describe('successes / analyzed, 0 to 1; null when no call was judged'),
  compliance_flagged: z.number().int().describe("calls whose agent did not say a required disclosure at the start (disclosure_check missing; webhook call.compliance_flagged)"),
};

/** What group_by=agent_version adds, to compare what versions of an agent achieve. */
const versionOutcomes = {
  opt_outs: z.number().int().optional().describe('agent_version only: calls during which the callee opted out (do-not-call added by the call)'),
  transfers: z.number().int().optional().describe('agent_version only: calls the agent handed to a person (transfer_to_human)'),
  booking_rate: z.number().nullable().optional().describe('agent_version only: bookings / completed calls, 0 to 1 (null: no completed call)'),
  opt_out_rate: z.number().nullable().optional().describe('agent_version only: opt_outs / completed calls'),
  transfer_rate: z.number().nullable().optional().describe('agent_version only: transfers / completed calls'),
};

export const analyticsBucketSchema = z.object({
  key: z.union([z.string(), z.number().int(), z.null()])
    .describe('the day (YYYY-MM-DD), agent id, status, campaign id (null: calls outside any campaign), or `<agent id>:<version>` (`<agent id>:none`: calls placed before versions were kept)'),
  label: z.string().describe('what to show for the key: the day, agent name, status, campaign name, or agent name and version ("Ava v3")'),
  agent_id: z.number().int().optional().describe('agent_version only: the agent'),
  agent_version: z.number().int().nullable().optional().describe('agent_version only: the version (null: calls placed before versions were kept)'),
  ...counts,
  ...versionOutcomes,
});
export type AnalyticsBucketDto = z.infer<typeof analyticsBucketSchema>;

export const callAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  timezone: z.string(),
  group_by: z.enum(analyticsGroups),
  buckets: z.array(analyticsBucketSchema),
  totals: z.object({ ...counts, ...versionOutcomes }),
});
export type CallAnalyticsDto = z.infer<typeof callAnalyticsSchema>;
