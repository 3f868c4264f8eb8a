import { csvTable } from '@/server/lib/csv';
import type { RouterOutputs } from '@/app/_trpc/client';

export type Analytics = RouterOutputs['analytics']['calls'];
export type Bucket = Analytics['buckets'][number];

const percent = (rate: number | null) => (rate === null ? '' : Math.round(rate * 1000) / 10);

/** The table behind each chart: its columns, shown under the chart and downloaded as CSV. */
export const chartTables = {
  outcomes: [
    { header: 'day', value: (b: Bucket) => b.label },
    { header: 'calls', value: (b: Bucket) => b.calls },
    { header: 'completed', value: (b: Bucket) => b.completed },
    { header: 'no_answer', value: (b: Bucket) => b.no_answer },
    { header: 'busy', value: (b: Bucket) => b.busy },
    { header: 'voicemail', value: (b: Bucket) => b.voicemail },
    { header: 'failed', value: (b: Bucket) => b.failed },
  ],
  usage: [
    { header: 'day', value: (b: Bucket) => b.label },
    { header: 'talk_minutes', value: (b: Bucket) => b.minutes },
    { header: 'cost_usd', value: (b: Bucket) => (b.cost_cents / 100).toFixed(2) },
  ],
  agents: [
    { header: 'agent', value: (b: Bucket) => b.label },
    { header: 'calls', value: (b: Bucket) => b.calls },
    { header: 'completed', value: (b: Bucket) => b.completed },
    { header: 'analyzed', value: (b: Bucket) => b.analyzed },
    { header: 'successes', value: (b: Bucket) => b.successes },
    { header: 'success_rate_percent', value: (b: Bucket) => percent(b.success_rate) },
    { header: 'bookings', value: (b: Bucket) => b.bookings },
    { header: 'disclosure_flags', value: (b: Bucket) => b.compliance_flagged },
  ],
  campaigns: [
    { header: 'campaign', value: (b: Bucket) => b.label },
    { header: 'calls', value: (b: Bucket) => b.calls },
    { header: 'answered', value: (b: Bucket) => b.completed },
    { header: 'successful', value: (b: Bucket) => b.successes },
    { header: 'booked', value: (b: Bucket) => b.bookings },
  ],
} satisfies Record<string, { header: string; value: (b: Bucket) => string | number }[]>;

export type ChartTable = keyof typeof chartTables;

export const tableCsv = (table: ChartTable, buckets: Bucket[]) => csvTable(chartTables[table], buckets);

/** Offers a CSV text as a file download. */
export function downloadCsv(name: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
