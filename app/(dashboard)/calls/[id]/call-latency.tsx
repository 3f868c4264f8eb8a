import { Card } from '@/app/_components/ui/card';
import type { RouterOutputs } from '@/app/_trpc/client';
import { NOT_REPORTED } from './call-cost';

type Latency = RouterOutputs['calls']['get']['latency'];

export const formatMs = (ms: number | null) => (ms === null ? NOT_REPORTED : ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(2)} s`);

/**
 * How fast the agent answered, per turn: the median and 95th percentile of whole turns, and the median of each
 * stage. "Not reported" where the provider did not measure.
 */
export function CallLatencyCard({ latency }: { latency: Latency }) {
  const rows: [string, number | null][] = latency
    ? [
        ['Turn, median (p50)', latency.p50_ms],
        ['Turn, slowest 5% (p95)', latency.p95_ms],
        ['Transcriber, median', latency.transcriber_p50_ms],
        ['Language model, median', latency.model_p50_ms],
        ['Voice, median', latency.voice_p50_ms],
      ]
    : [];
  return (
    <Card title="Response time">
      {!latency ? (
        <p className="text-sm text-slate-500">{NOT_REPORTED}: the provider has not measured this call&apos;s turns.</p>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-500">Turns measured</dt>
          <dd data-testid="latency-turns" className="text-slate-900">{latency.turns}</dd>
          {rows.map(([label, ms]) => (
            <div key={label} className="contents">
              <dt className="text-slate-500">{label}</dt>
              <dd className={`tabular-nums ${ms === null ? 'text-slate-500' : 'text-slate-900'}`}>{formatMs(ms)}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
