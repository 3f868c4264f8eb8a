'use client';

import Link from 'next/link';
import { useState } from 'react';
import { callStatusLabels, endedReasonLabels } from '@/app/_components/labels';
import { TALK_TIME } from '@/app/_components/minutes';
import { StatusBadge } from '@/app/_components/ui/badge';
import { Card } from '@/app/_components/ui/card';
import { formatDuration } from '@/app/_components/ui/format';
import { useTimes } from '@/app/_components/use-times';
import { Empty, ErrorNote, Loading } from '@/app/_components/ui/states';
import { Pagination, Table, Td } from '@/app/_components/ui/table';
import { api } from '@/app/_trpc/client';
import { pollInterval } from '../../calls/terminal';

/** The contact's calls, newest first: the calls list filtered by contact. */
export function ContactCalls({ contactId }: { contactId: number }) {
  const times = useTimes();
  const [page, setPage] = useState(1);
  const list = api.calls.list.useQuery(
    { contact_id: contactId, page, limit: 10 },
    { placeholderData: (prev) => prev, refetchInterval: (q) => pollInterval(q.state.data?.calls.map((c) => c.status) ?? []) },
  );
  return (
    <Card title="Calls">
      {list.isPending ? (
        <Loading what="Loading calls" />
      ) : list.error ? (
        <ErrorNote error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.calls.length === 0 ? (
        <Empty title="No calls yet">Calls placed to this contact, from here, the Calls page, a campaign or the API, show here.</Empty>
      ) : (
        <>
          <Table caption="Calls to this contact" head={['When', 'Agent', 'Number', 'Outcome', TALK_TIME]}>
            {list.data.calls.map((c) => (
              <tr key={c.id} className="hover:bg-slate-50">
                <Td className="whitespace-nowrap">
                  <Link href={`/calls/${c.id}`} className="font-medium text-indigo-700 hover:underline">
                    {times.dateTime(c.created_at)}
                  </Link>
                </Td>
                <Td>{c.agent.name}</Td>
                <Td className="whitespace-nowrap">{c.phone_number}</Td>
                <Td>
                  <StatusBadge status={c.status} label={callStatusLabels[c.status]} />
                  {c.ended_reason && <span className="mt-1 block text-xs text-slate-500">{endedReasonLabels[c.ended_reason]}</span>}
                </Td>
                <Td>{formatDuration(c.duration_seconds)}</Td>
              </tr>
            ))}
          </Table>
          <Pagination page={list.data.page} pages={list.data.pages} count={list.data.count} exact={list.data.count_exact} hasNext={list.data.next_cursor !== null} onPage={setPage} />
        </>
      )}
    </Card>
  );
}
