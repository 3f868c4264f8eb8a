'use client';

import { Fragment, useState } from 'react';
import { StatusBadge } from '@/app/_components/ui/badge';
import { Button } from '@/app/_components/ui/button';
import { Card } from '@/app/_components/ui/card';
import { SelectField } from '@/app/_components/ui/field';
import { useTimes } from '@/app/_components/use-times';
import { Empty, ErrorNote, Loading } from '@/app/_components/ui/states';
import { Pagination, Table, Td } from '@/app/_components/ui/table';
import { api } from '@/app/_trpc/client';
import { AttemptLog } from './attempt-log';

type Status = 'pending' | 'succeeded' | 'failed';

export function DeliveryLog({ webhookId }: { webhookId: number }) {
  const times = useTimes();
  const utils = api.useUtils();
  const [status, setStatus] = useState<Status | ''>('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const list = api.webhooks.deliveries.useQuery(
    { id: webhookId, query: { status: status || undefined, page, limit: 20 } },
    // Deliveries in flight change within seconds; refresh while any is pending.
    { placeholderData: (p) => p, refetchInterval: (q) => (q.state.data?.deliveries.some((d) => d.status === 'pending') ? 2000 : false) },
  );
  const redeliver = api.webhooks.redeliver.useMutation({ onSuccess: () => utils.webhooks.invalidate() });

  return (
    <Card
      title="Delivery log"
      actions={
        <div className="w-40">
          <SelectField
            label="Status"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as Status | '');
              setPage(1);
            }}
            options={[
              { value: '', label: 'All' },
              { value: 'pending', label: 'Pending' },
              { value: 'succeeded', label: 'Succeeded' },
              { value: 'failed', label: 'Failed' },
            ]}
          />
        </div>
      }
    >
      <ErrorNote error={redeliver.error} />
      {list.isPending ? (
        <Loading what="Loading deliveries" />
      ) : list.error ? (
        <ErrorNote error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.deliveries.length === 0 ? (
        <Empty title="No deliveries yet">Send a test, or wait for the next event.</Empty>
      ) : (
        <>
          <Table caption="Deliveries" head={['Event', 'Status', 'Attempts', 'Last response', 'Created', 'Next attempt', '']}>
            {list.data.deliveries.map((d) => (
              <Fragment key={d.id}>
                <tr data-testid="delivery-row">
                  <Td className="font-mono text-xs">{d.event_type}</Td>
                  <Td>
                    <StatusBadge status={d.status} />
                  </Td>
                  <Td>{d.attempts}</Td>
                  <Td>
                    {d.last_status_code !== null && <span className="font-mono">HTTP {d.last_status_code}</span>}
                    {d.last_error && <span className="block max-w-xs truncate text-xs text-red-700" title={d.last_error}>{d.last_error}</span>}
                    {d.last_status_code === null && !d.last_error && '—'}
                  </Td>
                  <Td className="whitespace-nowrap">{times.stamp(d.created_at)}</Td>
                  <Td className="whitespace-nowrap">{d.status === 'pending' ? times.dateTime(d.next_attempt_at) : '—'}</Td>
                  <Td className="whitespace-nowrap text-right">
                    <span className="inline-flex gap-1">
                      <Button variant="ghost" aria-expanded={open === d.id} onClick={() => setOpen(open === d.id ? null : d.id)}>
                        {open === d.id ? 'Hide' : 'Details'}
                      </Button>
                      {d.attempts > 0 && d.status !== 'succeeded' && (
                        <Button
                          variant="secondary"
                          busy={redeliver.isPending && redeliver.variables?.deliveryId === d.id}
                          onClick={() => redeliver.mutate({ id: webhookId, deliveryId: d.id })}
                        >
                          Redeliver
                        </Button>
                      )}
                    </span>
                  </Td>
                </tr>
                {open === d.id && (
                  <tr>
                    <td colSpan={7} className="bg-slate-50 px-4 py-3">
                      <AttemptLog webhookId={webhookId} deliveryId={d.id} payload={d.payload} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </Table>
          <Pagination page={list.data.page} pages={list.data.pages} count={list.data.count} onPage={setPage} />
        </>
      )}
    </Card>
  );
}
