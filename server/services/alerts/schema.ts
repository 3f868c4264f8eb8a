import { z } from 'zod';
import { alertEventKinds, alertMetrics, alertOps, alertStates, type AlertMetric } from '../../db/schema';
import { pageFields, pageParams } from '../../lib/pagination';

/** An account has at most this many alerts: each is evaluated every minute. */
export const MAX_ALERTS_PER_ACCOUNT = 50;

/** The largest threshold of a cents metric: a billion dollars, far past any wallet, well inside a double's integers. */
export const MAX_CENTS_THRESHOLD = 100_000_000_000;
/** The largest latency threshold: an hour, longer than any agent's answer. */
export const MAX_MS_THRESHOLD = 3_600_000;

/** "is required" when absent, else the given message. */
const req = (message: string) => ({ error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : message) });

/** What each metric's threshold is: a fraction for the rate, whole milliseconds or cents for the others. */
export const thresholdRules: Record<AlertMetric, { integer: boolean; max: number; unit: string }> = {
  failed_call_rate: { integer: false, max: 1, unit: 'a fraction from 0 to 1 (0.25 is 25 %)' },
  p95_latency_ms: { integer: true, max: MAX_MS_THRESHOLD, unit: `whole milliseconds from 0 to ${MAX_MS_THRESHOLD}` },
  spend_cents: { integer: true, max: MAX_CENTS_THRESHOLD, unit: `whole cents from 0 to ${MAX_CENTS_THRESHOLD}` },
  wallet_balance_cents: { integer: true, max: MAX_CENTS_THRESHOLD, unit: `whole cents from 0 to ${MAX_CENTS_THRESHOLD}` },
};

export const createAlertInput = z
  .object({
    name: z.string(req('must be a string')).trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
    metric: z.enum(alertMetrics, { error: () => `must be one of ${alertMetrics.join(', ')}` }).describe(
      '`failed_call_rate`: calls that ended `failed` ÷ calls that ended (completed, voicemail, failed, busy, no_answer) in the window; ' +
        '`p95_latency_ms`: the 95th percentile of the per-call `latency.p95_ms` of calls ended in the window; ' +
        '`spend_cents`: the wallet\'s call debits in the window; `wallet_balance_cents`: the balance now (the window is unused).',
    ),
    op: z.enum(alertOps, { error: () => `must be one of ${alertOps.join(', ')}` }).describe('`above`: crossed while value > threshold; `below`: while value < threshold.'),
    threshold: z
      .number(req('must be a number'))
      .min(0, 'must be at least 0')
      .max(MAX_CENTS_THRESHOLD, `must be at most ${MAX_CENTS_THRESHOLD}`)
      .describe('A fraction from 0 to 1 for failed_call_rate; whole milliseconds (at most 3600000) or cents (at most 100000000000) for the others.'),
    window_minutes: z
      .number(req('must be a whole number'))
      .int('must be a whole number')
      .min(5, 'must be between 5 and 1440')
      .max(1440, 'must be between 5 and 1440')
      .default(60)
      .describe('The trailing window the metric is computed over, 5 to 1440 minutes; default 60.'),
  })
  .superRefine((input, ctx) => {
    const rule = thresholdRules[input.metric];
    if (!rule) return;
    if (input.threshold > rule.max || (rule.integer && !Number.isInteger(input.threshold))) {
      ctx.addIssue({ code: 'custom', path: ['threshold'], message: `must be ${rule.unit} for ${input.metric}` });
    }
  });
export type CreateAlertInput = z.input<typeof createAlertInput>;

export const listAlertsQuery = z.object({ page: pageParams.page, limit: pageParams.limit });
export type ListAlertsQuery = z.input<typeof listAlertsQuery>;

export const alertSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  metric: z.enum(alertMetrics),
  op: z.enum(alertOps),
  threshold: z.number(),
  window_minutes: z.number().int(),
  state: z.enum(alertStates).describe('`triggered` from the evaluation that found the threshold crossed until the one that found it no longer crossed.'),
  value: z.number().nullable().describe('The metric at the last evaluation; null before the first one, or when the window held no ended call (rate, latency).'),
  last_evaluated_at: z.string().nullable(),
  last_triggered_at: z.string().nullable(),
  created_by_user_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type AlertDto = z.infer<typeof alertSchema>;

export const alertListSchema = z.object({ ...pageFields, alerts: z.array(alertSchema) });
export type AlertList = z.infer<typeof alertListSchema>;

export const alertEventSchema = z.object({
  id: z.number().int(),
  alert_id: z.number().int(),
  kind: z.enum(alertEventKinds),
  value: z.number(),
  at: z.string(),
});
export type AlertEventDto = z.infer<typeof alertEventSchema>;

export const alertEventListSchema = z.object({ ...pageFields, events: z.array(alertEventSchema) });
export type AlertEventList = z.infer<typeof alertEventListSchema>;

export const deletedAlertSchema = z.object({ message: z.string() });

/** The `alert` object of the alert.triggered and alert.resolved webhooks. */
export const alertPayloadAlert = z.object({
  id: z.number().int(),
  name: z.string(),
  metric: z.enum(alertMetrics),
  op: z.enum(alertOps),
  threshold: z.number(),
  value: z.number().describe('The metric at the evaluation that found the crossing.'),
});
export type AlertPayloadAlert = z.infer<typeof alertPayloadAlert>;
