'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Badge } from '@/app/_components/ui/badge';
import { useTimes } from '@/app/_components/use-times';
import { Empty, ErrorNote, Loading } from '@/app/_components/ui/states';
import { Pagination, Table, Td } from '@/app/_components/ui/table';
import { api } from '@/app/_trpc/client';

const doors = { api: 'API key', dashboard: 'Dashboard', operator: 'Operator', call: 'During a call', text: 'By text (STOP)', crm: 'From the CRM' } as const;

/** The do-not-call change log: who added or removed each number, when, through which door and why. */
export function DoNotCallChanges() {
  const times = useTimes();
  const [page, setPage] = useState(1);
  const changes = api.calls.doNotCall.changes.useQuery({ page, limit: 10 });
  return (
    <section className="mt-6" aria-labelledby="dnc-changes">
      <h3 id="dnc-changes" className="mb-2 text-sm font-semibold text-slate-900">
        Change log
      </h3>
      {changes.isPending ? (
        <Loading what="Loading the change log" />
      ) : changes.error ? (
        <ErrorNote error={changes.error} onRetry={() => changes.refetch()} />
      ) : changes.data.changes.length === 0 ? (
        <Empty title="No changes yet">Every number added to or removed from the list shows here, with who did it and why.</Empty>
      ) : (
        <>
          <Table caption="Do-not-call changes" head={['When', 'Number', 'Change', 'By', 'Reason']}>
            {changes.data.changes.map((c) => (
              <tr key={c.id}>
                <Td>{times.dateTime(c.created_at)}</Td>
                <Td className="font-medium text-slate-900">{c.number}</Td>
                <Td>
                  <Badge tone={c.action === 'removed' ? 'amber' : 'gray'}>{c.action}</Badge>
                </Td>
                <Td>
                  {c.source === 'call' && c.call_id ? (
                    <Link href={`/calls/${c.call_id}`} className="text-indigo-700 underline">The callee</Link>
                  ) : (
                    c.user_email ?? (c.source === 'operator' ? 'Operator' : 'Former user')
                  )}
                  <span className="ml-1 text-xs text-slate-500">({doors[c.source]})</span>
                </Td>
                <Td className="text-slate-600">{c.reason ?? '—'}</Td>
              </tr>
            ))}
          </Table>
          <Pagination page={changes.data.page} pages={changes.data.pages} count={changes.data.count} onPage={setPage} />
        </>
      )}
    </section>
  );
}
