'use client';

import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonClass } from '@/app/_components/ui/button';
import { Card, PageHeader, Stat } from '@/app/_components/ui/card';
import { formatCents } from '@/app/_components/ui/format';
import { Empty, ErrorNote, Loading } from '@/app/_components/ui/states';
import { Table, Td } from '@/app/_components/ui/table';
import { useDisplayZone } from '@/app/_components/display-zone';
import { api } from '@/app/_trpc/client';
import { monthIn, monthName, monthRange, shiftMonth } from './month';
import type { Usage } from './types';
import { UsageChart } from './usage-chart';

type Group = Usage['group_by'];

const groups: { value: Group; label: string; column: string }[] = [
  { value: 'team', label: 'Team', column: 'Team' },
  { value: 'agent', label: 'Agent', column: 'Agent' },
  { value: 'campaign', label: 'Campaign', column: 'Campaign' },
  { value: 'day', label: 'Day', column: 'Day' },
];
const input = 'rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm shadow-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30';

/**
 * What the wallet charged for calls in a month of the business's zone, per team (a client, for an agency), agent,
 * campaign or day: a chart, the table with its totals, and the same query as a CSV download.
 */
export function UsageView() {
  const { businessZone } = useDisplayZone();
  const zone = businessZone ?? 'UTC';
  const [chosenMonth, setMonth] = useState<string | null>(null);
  const [group, setGroup] = useState<Group>('team');
  const month = chosenMonth ?? monthIn(zone);
  const query = { ...monthRange(month), group_by: group, timezone: zone };
  const usage = api.usage.calls.useQuery(query, { enabled: businessZone !== null, placeholderData: keepPreviousData });
  const data = usage.data;
  const column = groups.find((g) => g.value === group)!.column;
  const csvHref = `/api/dashboard/usage.csv?${new URLSearchParams(query)}`;
  const empty = data && data.totals.calls === 0;

  return (
    <>
      <PageHeader
        title="Usage"
        description={`What the wallet charged for calls, counted when each call ended, in ${zone} days. The totals are the wallet's call debits of the month.`}
        actions={<a className={buttonClass('secondary')} href={csvHref} download={`usage-${month}-by-${group}.csv`}>Download CSV</a>}
      />
      <form className="mb-6 flex flex-wrap items-end gap-3" aria-label="Usage period and grouping" onSubmit={(e) => e.preventDefault()}>
        <div className="flex items-end gap-1">
          <button type="button" className={buttonClass('secondary', 'px-2')} aria-label="Previous month" onClick={() => setMonth(shiftMonth(month, -1))}>‹</button>
          <label className="text-xs font-medium text-slate-600">
            Month
            <input type="month" className={`${input} mt-1 block`} value={month} required onChange={(e) => /^\d{4}-\d{2}$/.test(e.target.value) && setMonth(e.target.value)} />
          </label>
          <button type="button" className={buttonClass('secondary', 'px-2')} aria-label="Next month" onClick={() => setMonth(shiftMonth(month, 1))}>›</button>
        </div>
        <div role="group" aria-label="Group by" className="inline-flex flex-wrap rounded-md border border-slate-200 p-0.5 text-xs">
          {groups.map((g) => (
            <button key={g.value} type="button" aria-pressed={group === g.value} onClick={() => setGroup(g.value)}
              className={`rounded px-3 py-1 ${group === g.value ? 'bg-indigo-600 text-white' : 'text-slate-600 hover:bg-slate-100'}`}>
              {g.label}
            </button>
          ))}
        </div>
        {usage.isFetching && !usage.isPending && <p role="status" className="text-xs text-slate-500">Updating…</p>}
      </form>
      <ErrorNote error={usage.error} onRetry={() => usage.refetch()} />
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Stat label="Billed" value={data ? formatCents(data.totals.billed_cents) : '…'} hint={monthName(month)} />
        <Stat label="Calls" value={data?.totals.calls ?? '…'} />
        <Stat label="Billed minutes" value={data?.totals.billed_minutes ?? '…'} hint="Every started minute" />
        <Stat label="Provider cost" value={data ? formatCents(data.totals.provider_cents) : '…'} hint="As the voice provider reported it" />
      </div>
      {usage.isPending ? (
        <Loading what="Loading usage" />
      ) : empty ? (
        <div className="mt-6">
          <Empty title={`No billed calls in ${monthName(month)}`}>Calls appear here once they end and the wallet is charged; pick another month.</Empty>
        </div>
      ) : data ? (
        <div className="mt-6 grid gap-6">
          <Card title={`Billed per ${column.toLowerCase()}`}>
            <figure aria-label={`Billed and provider cost per ${column.toLowerCase()}`}>
              <UsageChart buckets={data.buckets} byDay={group === 'day'} />
            </figure>
          </Card>
          <Table caption={`Usage per ${column.toLowerCase()}, ${monthName(month)}`} head={[column, 'Calls', 'Billed minutes', 'Billed', 'Provider cost']}>
            {data.buckets.map((b) => (
              <tr key={String(b.key)}>
                <Td className="whitespace-nowrap font-medium text-slate-900">{b.name}</Td>
                <Td className="text-right tabular-nums">{b.calls}</Td>
                <Td className="text-right tabular-nums">{b.billed_minutes}</Td>
                <Td className="text-right tabular-nums">{formatCents(b.billed_cents)}</Td>
                <Td className="text-right tabular-nums">{formatCents(b.provider_cents)}</Td>
              </tr>
            ))}
            <tr className="bg-slate-50 font-semibold">
              <th scope="row" className="px-4 py-2 text-left text-slate-900">Total</th>
              <Td className="text-right tabular-nums">{data.totals.calls}</Td>
              <Td className="text-right tabular-nums">{data.totals.billed_minutes}</Td>
              <Td className="text-right tabular-nums">{formatCents(data.totals.billed_cents)}</Td>
              <Td className="text-right tabular-nums">{formatCents(data.totals.provider_cents)}</Td>
            </tr>
          </Table>
        </div>
      ) : null}
    </>
  );
}
