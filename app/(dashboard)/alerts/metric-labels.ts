import type { AlertMetric } from '@/server/db/schema';
import { formatCents } from '@/app/_components/ui/format';

/** Each metric in words, with how its values (and thresholds) read and are entered. */
export const metricLabels: Record<AlertMetric, { label: string; hint: string; unit: string; windowed: boolean }> = {
  failed_call_rate: {
    label: 'Failed call rate',
    hint: 'Calls that ended failed, out of every call that ended (answered, voicemail, failed, busy, no answer) in the window. No ended call: no value.',
    unit: '%',
    windowed: true,
  },
  p95_latency_ms: {
    label: 'Agent latency (p95)',
    hint: "The 95th percentile of the calls' own p95 answer times, over calls ended in the window that report one.",
    unit: 'ms',
    windowed: true,
  },
  spend_cents: { label: 'Spend', hint: 'What the wallet was charged for calls in the window.', unit: '$', windowed: true },
  wallet_balance_cents: { label: 'Wallet balance', hint: 'The balance now; the window is not used.', unit: '$', windowed: false },
};

/** The metrics in the order the form offers them (the labels' order; a type import keeps the schema out of the bundle). */
export const metricOrder = Object.keys(metricLabels) as AlertMetric[];

/** A value of the metric as people read it: a percentage, milliseconds or money. */
export function formatMetric(metric: AlertMetric, value: number | null): string {
  if (value === null) return '—';
  if (metric === 'failed_call_rate') return `${(value * 100).toFixed(value * 100 % 1 === 0 ? 0 : 1)} %`;
  if (metric === 'p95_latency_ms') return `${Math.round(value)} ms`;
  return formatCents(value);
}

/** The threshold the API takes from what the form shows: a percentage becomes a fraction, dollars become cents. */
export function thresholdFromForm(metric: AlertMetric, shown: number): number {
  if (metric === 'failed_call_rate') return shown / 100;
  if (metric === 'p95_latency_ms') return Math.round(shown);
  return Math.round(shown * 100);
}
