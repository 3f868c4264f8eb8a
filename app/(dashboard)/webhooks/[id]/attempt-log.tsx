'use client';

import { useTimes } from '@/app/_components/use-times';
import { ErrorNote, Loading } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';

/** Every attempt of one delivery: when, the answer's status and body, how long it took, or the error. */
export function AttemptLog({ webhookId, deliveryId, payload }: { webhookId: number; deliveryId: string; payload: unknown }) {
  const times = useTimes();
  const detail = api.webhooks.delivery.useQuery({ id: webhookId, deliveryId });
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <div>
        <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">Attempts</h3>
        {detail.isPending ? (
          <Loading what="Loading attempts" />
        ) : detail.error ? (
          <ErrorNote error={detail.error} />
        ) : detail.data.attempt_log.length === 0 ? (
          <p className="text-sm text-slate-500">Not attempted yet.</p>
        ) : (
          <ol className="space-y-2">
            {detail.data.attempt_log.map((a) => (
              <li key={a.attempt} className="rounded-md border border-slate-200 bg-white p-2 text-sm">
                <p className="flex flex-wrap gap-x-3">
                  <span className="font-medium">#{a.attempt}</span>
                  <span>{times.stamp(a.attempted_at)}</span>
                  <span className={a.status_code && a.status_code < 300 ? 'text-emerald-700' : 'text-red-700'}>
                    {a.status_code !== null ? `HTTP ${a.status_code}` : 'no response'}
                  </span>
                  <span className="text-slate-500">{a.duration_ms} ms</span>
                </p>
                {a.error && <p className="mt-1 text-xs text-red-700">{a.error}</p>}
                {a.response_body && <pre tabIndex={0} className="mt-1 max-h-32 overflow-auto whitespace-pre-wrap break-all rounded bg-slate-50 p-1 text-xs">{a.response_body}</pre>}
              </li>
            ))}
          </ol>
        )}
      </div>
      <div>
        <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">Payload</h3>
        <pre tabIndex={0} className="max-h-72 overflow-auto rounded-md bg-slate-900 p-3 text-xs text-slate-100">{JSON.stringify(payload, null, 2)}</pre>
      </div>
    </div>
  );
}
