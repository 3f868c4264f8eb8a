'use client';

import { Badge } from '@/app/_components/ui/badge';
import { useTimes } from '@/app/_components/use-times';
import { ErrorNote, Loading } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';
import type { AlertDto } from '@/server/services/alerts/schema';
import { formatMetric } from './metric-labels';

/** An alert's crossings, newest first: when it triggered and resolved, and the value each time. */
export function AlertHistory({ alert }: { alert: AlertDto }) {
  const times = useTimes();
  const events = api.alerts.events.useQuery({ id: alert.id, query: { page: 1, limit: 50 } });
  if (events.isPending) return <Loading what="Loading the history" />;
  if (events.error) return <ErrorNote error={events.error} onRetry={() => events.refetch()} />;
  if (events.data.events.length === 0) return <p className="text-sm text-slate-600">This alert has not crossed its threshold yet.</p>;
  return (
    <ol className="space-y-2">
      {events.data.events.map((e) => (
        <li key={e.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          {e.kind === 'triggered' ? <Badge tone="red">triggered</Badge> : <Badge tone="green">resolved</Badge>}
          <span className="text-slate-700">{times.stamp(e.at)}</span>
          <span className="font-mono text-slate-900">{formatMetric(alert.metric, e.value)}</span>
        </li>
      ))}
    </ol>
  );
}
