'use client';

import Link from 'next/link';
import { useState } from 'react';
import { campaignStatusLabels, pausedReasonLabels } from '@/app/_components/labels';
import { StatusBadge } from '@/app/_components/ui/badge';
import { Button } from '@/app/_components/ui/button';
import { PageHeader } from '@/app/_components/ui/card';
import { Dialog } from '@/app/_components/ui/dialog';
import { useTimes } from '@/app/_components/use-times';
import { Empty, ErrorNote, Loading } from '@/app/_components/ui/states';
import { Pagination, Table, Td } from '@/app/_components/ui/table';
import { api } from '@/app/_trpc/client';
import { LiveSlotsSummary } from '../team/live-slots';
import { CreateCampaignForm } from './create-campaign-form';
import { ProgressBar } from './progress-bar';

export function CampaignsView() {
  const times = useTimes();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const list = api.campaigns.list.useQuery(
    { page, limit: 20 },
    {
      placeholderData: (prev) => prev,
      refetchInterval: (q) => (q.state.data?.campaigns.some((c) => c.status === 'running' || c.status === 'scheduled') ? 3000 : false),
    },
  );
  return (
    <>
      <PageHeader
        title="Campaigns"
        description="Call an audience of contacts with one agent, inside their calling hours, a few calls at a time, with retries."
        actions={<Button onClick={() => setCreating(true)}>New campaign</Button>}
      />
      <LiveSlotsSummary />
      {list.isLoading ? (
        <Loading what="Loading campaigns" />
      ) : list.error ? (
        <ErrorNote error={list.error} onRetry={() => list.refetch()} />
      ) : !list.data?.campaigns.length ? (
        <Empty title="No campaigns yet">Create one to call a tag, a status or a list of contacts.</Empty>
      ) : (
        <>
          <Table caption="Campaigns" head={['Name', 'Status', 'Agent', 'Progress', 'Concurrency', 'Created']}>
            {list.data.campaigns.map((c) => (
              <tr key={c.id}>
                <Td>
                  <Link className="font-medium text-indigo-700 hover:underline" href={`/campaigns/${c.id}`}>
                    {c.name}
                  </Link>
                </Td>
                <Td>
                  <StatusBadge status={c.status} label={campaignStatusLabels[c.status]} />
                  {c.paused_reason && (
                    <p className={`mt-1 text-xs ${c.paused_reason === 'insufficient_funds' ? 'text-red-600' : 'text-slate-600'}`}>{pausedReasonLabels[c.paused_reason]}</p>
                  )}
                </Td>
                <Td>{c.agent.name}</Td>
                <Td>
                  <ProgressBar progress={c.progress} />
                </Td>
                <Td>{c.max_concurrent_calls}</Td>
                <Td>{times.dateTime(c.created_at)}</Td>
              </tr>
            ))}
          </Table>
          <Pagination page={list.data.page} pages={list.data.pages} count={list.data.count} onPage={setPage} />
        </>
      )}
      <Dialog open={creating} onClose={() => setCreating(false)} title="New campaign" wide>
        <CreateCampaignForm onDone={() => setCreating(false)} />
      </Dialog>
    </>
  );
}
