'use client';

import Link from 'next/link';
import { Card } from '@/app/_components/ui/card';
import { useTimes } from '@/app/_components/use-times';
import { Empty, ErrorNote, Loading } from '@/app/_components/ui/states';
import { describeError } from '@/app/_trpc/errors';
import { api } from '@/app/_trpc/client';

export function FailedDeliveries() {
  const times = useTimes();
  const failed = api.webhooks.failedDeliveries.useQuery({ page: 1, limit: 10 });
  const hooks = api.webhooks.list.useQuery({ page: 1, limit: 100 }, { enabled: Boolean(failed.data?.count) });
  const hookName = (id: number) => hooks.data?.webhooks.find((w) => w.id === id)?.name ?? `Webhook ${id}`;
  return (
    <Card title="Failed webhook deliveries">
      {failed.isPending ? (
        <Loading what="Loading deliveries" />
      ) : failed.error ? (
        describeError(failed.error).code === 'permission_denied' ? (
          <p className="text-sm text-slate-500">Webhooks are managed by the account owners and admins.</p>
        ) : (
          <ErrorNote error={failed.error} onRetry={() => failed.refetch()} />
        )
      ) : failed.data.deliveries.length === 0 ? (
        <Empty title="No failed deliveries">Every webhook delivery has succeeded or is still being retried.</Empty>
      ) : (
        <ul className="divide-y divide-slate-100">
          {failed.data.deliveries.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span>
                <span className="font-mono text-xs">{d.event_type}</span> to{' '}
                <Link href={`/webhooks/${d.webhook_id}`} className="font-medium text-indigo-700 hover:underline">
                  {hookName(d.webhook_id)}
                </Link>
              </span>
              <span className="text-slate-500">
                {d.last_status_code !== null ? `HTTP ${d.last_status_code}` : d.last_error ?? 'failed'} · {d.attempts} attempts · {times.stamp(d.created_at)}
              </span>
            </li>
          ))}
          {failed.data.count > failed.data.deliveries.length && (
            <li className="pt-2 text-xs text-slate-500">and {failed.data.count - failed.data.deliveries.length} more</li>
          )}
        </ul>
      )}
    </Card>
  );
}
