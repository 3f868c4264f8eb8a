'use client';

import Link from 'next/link';
import { useState } from 'react';
import { callStatusLabels, optionsOf } from '@/app/_components/labels';
import { StatusBadge } from '@/app/_components/ui/badge';
import { Button } from '@/app/_components/ui/button';
import { PageHeader } from '@/app/_components/ui/card';
import { Dialog } from '@/app/_components/ui/dialog';
import { SelectField } from '@/app/_components/ui/field';
import { formatCents, formatDateTime, formatDuration } from '@/app/_components/ui/format';
import { Empty, ErrorNote, Loading } from '@/app/_components/ui/states';
import { Pagination, Table, Td } from '@/app/_components/ui/table';
import { api } from '@/app/_trpc/client';
import type { CallStatus } from '@/server/db/schema';
import { DoNotCall } from './do-not-call';
import { StartCallForm } from './start-call-form';
import { isFinished, POLL_MS } from './terminal';

export function CallsView() {
  const [status, setStatus] = useState<CallStatus | ''>('');
  const [page, setPage] = useState(1);
  const [starting, setStarting] = useState(false);
  const list = api.calls.list.useQuery(
    { status: status || undefined, page, limit: 20 },
    {
      placeholderData: (prev) => prev,
      refetchInterval: (q) => (q.state.data?.calls.some((c) => !isFinished(c.status)) ? POLL_MS : false),
    },
  );

  return (
    <>
      <PageHeader
        title="Calls"
        description="Outbound calls placed by your agents, with their progress, duration and cost."
        actions={<Button onClick={() => setStarting(true)}>Start a call</Button>}
      />
      <div className="mb-4 max-w-xs">
        <SelectField
          label="Status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as CallStatus | '');
            setPage(1);
          }}
          options={[{ value: '', label: 'Any status' }, ...optionsOf(callStatusLabels)]}
        />
      </div>
      {list.isPending ? (
        <Loading what="Loading calls" />
      ) : list.error ? (
        <ErrorNote error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.calls.length === 0 ? (
        <Empty title={status ? 'No calls with this status' : 'No calls yet'}>Start one here or with POST /api/v1/calls.</Empty>
      ) : (
        <>
          <Table caption="Calls" head={['Started', 'To', 'Agent', 'Contact', 'Status', 'Duration', 'Cost']}>
            {list.data.calls.map((c) => (
              <tr key={c.id} className="hover:bg-slate-50">
                <Td className="whitespace-nowrap">
                  <Link href={`/calls/${c.id}`} className="font-medium text-indigo-700 hover:underline">
                    {formatDateTime(c.created_at)}
                  </Link>
                </Td>
                <Td className="whitespace-nowrap">{c.phone_number}</Td>
                <Td>{c.agent.name}</Td>
                <Td>{c.contact?.name ?? '—'}</Td>
                <Td>
                  <StatusBadge status={c.status} />
                </Td>
                <Td>{formatDuration(c.duration_seconds)}</Td>
                <Td className="whitespace-nowrap">{c.cost_cents === null ? '—' : formatCents(c.cost_cents)}</Td>
              </tr>
            ))}
          </Table>
          <Pagination page={list.data.page} pages={list.data.pages} count={list.data.count} onPage={setPage} />
        </>
      )}
      <div className="mt-8">
        <DoNotCall />
      </div>
      <Dialog open={starting} onClose={() => setStarting(false)} title="Start a call">
        {starting && <StartCallForm onStarted={() => setStarting(false)} />}
      </Dialog>
    </>
  );
}
