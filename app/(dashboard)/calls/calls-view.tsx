'use client';

import Link from 'next/link';
import { Fragment, useState } from 'react';
import { callStatusLabels, optionsOf } from '@/app/_components/labels';
import { useDashboardZone } from '@/app/_components/use-dashboard-zone';
import { TALK_TIME } from '@/app/_components/minutes';
import { StatusBadge } from '@/app/_components/ui/badge';
import { Button } from '@/app/_components/ui/button';
import { PageHeader } from '@/app/_components/ui/card';
import { Dialog } from '@/app/_components/ui/dialog';
import { SelectField } from '@/app/_components/ui/field';
import { formatCents, formatDuration } from '@/app/_components/ui/format';
import { useTimes } from '@/app/_components/use-times';
import { Empty, ErrorNote, Loading, Notice } from '@/app/_components/ui/states';
import { Pagination, Table, Td } from '@/app/_components/ui/table';
import { api, type RouterOutputs } from '@/app/_trpc/client';
import type { CallStatus } from '@/server/db/schema';
import type { CallSort } from '@/server/services/calls/schema';
import { formatMs } from './[id]/call-latency';
import { CancelCallButton, useCancelCall, type CancelableCall } from './cancel-call';
import { DoNotCall } from './do-not-call';
import { StartCallForm, type StartedCall } from './start-call-form';
import { mayCancel, pollInterval } from './terminal';

type Call = RouterOutputs['calls']['list']['calls'][number];
type CallDirection = 'outbound' | 'inbound';

/** The list's orders: newest first, or by what a call cost or how fast its agent answered (p95 per turn). */
const sortOptions: { value: CallSort | ''; label: string }[] = [
  { value: '', label: 'Newest first' },
  { value: '-cost', label: 'Cost, highest first' },
  { value: 'cost', label: 'Cost, lowest first' },
  { value: '-latency', label: 'Response time, slowest first' },
  { value: 'latency', label: 'Response time, fastest first' },
];

/** Which way the call went, as an arrow and a word (the word is what screen readers and filters use). */
function DirectionLabel({ type }: { type: string }) {
  const inbound = type === 'inbound';
  return (
    <span className={`inline-flex items-center gap-1 text-sm ${inbound ? 'text-emerald-800' : 'text-slate-700'}`}>
      <span aria-hidden>{inbound ? '↙' : '↗'}</span>
      {inbound ? 'Inbound' : 'Outbound'}
    </span>
  );
}

interface AttemptGroup {
  call: Call;
  /** Later attempts of this call found on the same page, oldest first. */
  retries: Call[];
}

/**
 * Retries sit under their first attempt when both are on the page; a retry whose first attempt is on another
 * page stands alone and links to it.
 */
function groupAttempts(calls: Call[]): AttemptGroup[] {
  const firsts = new Map<string, AttemptGroup>();
  for (const c of calls) if (c.retry_of === null) firsts.set(c.call_id, { call: c, retries: [] });
  const groups: AttemptGroup[] = [];
  for (const c of calls) {
    const first = c.retry_of === null ? undefined : firsts.get(c.retry_of);
    if (first) first.retries.push(c);
    else groups.push(c.retry_of === null ? firsts.get(c.call_id)! : { call: c, retries: [] });
  }
  for (const g of groups) g.retries.sort((a, b) => a.attempt - b.attempt);
  return groups;
}

export function CallsView() {
  const times = useTimes();
  const { words } = useDashboardZone();
  const [status, setStatus] = useState<CallStatus | ''>('');
  const [direction, setDirection] = useState<CallDirection | ''>('');
  const [sort, setSort] = useState<CallSort | ''>('');
  const [page, setPage] = useState(1);
  const [starting, setStarting] = useState(false);
  const [scheduled, setScheduled] = useState<StartedCall | null>(null);
  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  // The "scheduled for" note goes once that call is canceled.
  const { ask, dialog: cancelDialog } = useCancelCall((id) => setScheduled((s) => (s?.id === id ? null : s)));
  const list = api.calls.list.useQuery(
    { status: status || undefined, type: direction || undefined, sort: sort || undefined, page, limit: 20 },
    {
      placeholderData: (prev) => prev,
      refetchInterval: (q) => pollInterval(q.state.data?.calls.map((c) => c.status) ?? []),
    },
  );
  const toggle = (id: number) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <>
      <PageHeader
        title="Calls"
        description={`Calls your agents placed and answered, with their progress, duration and cost. Times are in the ${words}.`}
        actions={
          <Button
            onClick={() => {
              setScheduled(null);
              setStarting(true);
            }}
          >
            Start a call
          </Button>
        }
      />
      {scheduled && (
        <div className="mb-4">
          <Notice tone="success">
            The call to {scheduled.phone_number} is scheduled for {times.dateTime(scheduled.scheduled_at)}.
          </Notice>
        </div>
      )}
      <div className="mb-4 flex max-w-3xl flex-wrap gap-4">
        <SelectField
          className="min-w-48 flex-1"
          label="Status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as CallStatus | '');
            setPage(1);
          }}
          options={[{ value: '', label: 'Any status' }, ...optionsOf(callStatusLabels)]}
        />
        <SelectField
          className="min-w-48 flex-1"
          label="Direction"
          value={direction}
          onChange={(e) => {
            setDirection(e.target.value as CallDirection | '');
            setPage(1);
          }}
          options={[{ value: '', label: 'Inbound and outbound' }, { value: 'outbound', label: 'Outbound' }, { value: 'inbound', label: 'Inbound' }]}
        />
        <SelectField
          className="min-w-48 flex-1"
          label="Sort by"
          value={sort}
          onChange={(e) => {
            setSort(e.target.value as CallSort | '');
            setPage(1);
          }}
          options={sortOptions}
        />
      </div>
      {list.isPending ? (
        <Loading what="Loading calls" />
      ) : list.error ? (
        <ErrorNote error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.calls.length === 0 ? (
        <Empty title={status || direction ? 'No calls match these filters' : 'No calls yet'}>
          {direction === 'inbound'
            ? 'Inbound calls appear here when someone calls an inbound agent’s number.'
            : 'Start one here or with POST /api/v1/calls.'}
        </Empty>
      ) : (
        <>
          <Table
            caption="Calls"
            head={['Created', 'Direction', 'Number', 'Agent', 'Contact', 'Status', TALK_TIME, 'Cost', 'Response (p95)', <span key="a" className="sr-only">Actions</span>]}
          >
            {groupAttempts(list.data.calls).map(({ call, retries }) => {
              const open = expanded.has(call.id);
              const rowsId = `attempts-of-${call.id}`;
              return (
                <Fragment key={call.id}>
                  <CallRow
                    call={call}
                    onCancel={ask}
                    disclosure={
                      retries.length > 0 && (
                        <button
                          type="button"
                          onClick={() => toggle(call.id)}
                          aria-expanded={open}
                          aria-controls={retries.map((r) => `${rowsId}-${r.id}`).join(' ')}
                          className="mt-1 block text-xs font-medium text-indigo-700 hover:underline"
                        >
                          {open ? 'Hide' : 'Show'} {retries.length} more {retries.length === 1 ? 'attempt' : 'attempts'}
                          {!open && ` (latest: ${callStatusLabels[retries[retries.length - 1].status].toLowerCase()})`}
                        </button>
                      )
                    }
                  />
                  {retries.map((r) => (
                    <CallRow key={r.id} id={`${rowsId}-${r.id}`} call={r} onCancel={ask} nested hidden={!open} />
                  ))}
                </Fragment>
              );
            })}
          </Table>
          <Pagination page={list.data.page} pages={list.data.pages} count={list.data.count} exact={list.data.count_exact} hasNext={list.data.next_cursor !== null} onPage={setPage} />
        </>
      )}
      <div className="mt-8">
        <DoNotCall />
      </div>
      <Dialog open={starting} onClose={() => setStarting(false)} title="Start a call">
        {starting && (
          <StartCallForm
            onStarted={(call) => {
              setStarting(false);
              if (call.status === 'scheduled') setScheduled(call);
            }}
          />
        )}
      </Dialog>
      {cancelDialog}
    </>
  );
}

function CallRow({
  call: c, onCancel, disclosure, nested, hidden, id,
}: {
  call: Call;
  onCancel: (call: CancelableCall) => void;
  disclosure?: React.ReactNode;
  nested?: boolean;
  hidden?: boolean;
  id?: string;
}) {
  const times = useTimes();
  return (
    <tr id={id} hidden={hidden} className={`hover:bg-slate-50 ${nested ? 'bg-slate-50/60' : ''}`}>
      <Td className="whitespace-nowrap">
        <div className={nested ? 'border-l-2 border-indigo-200 pl-3' : ''}>
          <Link href={`/calls/${c.id}`} className="font-medium text-indigo-700 hover:underline">
            {times.stamp(c.created_at)}
          </Link>
          {c.attempt > 1 && (
            <span className="block text-xs text-slate-500">
              Attempt {c.attempt} of {c.retry.max_attempts}
              {!nested && c.retry_of && (
                <>
                  {' · '}
                  <Link href={`/calls/${c.retry_of}`} className="text-indigo-700 hover:underline">
                    first attempt
                  </Link>
                </>
              )}
            </span>
          )}
          {disclosure}
        </div>
      </Td>
      <Td className="whitespace-nowrap">
        <DirectionLabel type={c.type} />
      </Td>
      <Td className="whitespace-nowrap">{c.phone_number}</Td>
      <Td>{c.agent.name}</Td>
      <Td>{c.contact ? <Link href={`/contacts/${c.contact.id}`} className="text-indigo-700 hover:underline">{c.contact.name ?? `Contact ${c.contact.id}`}</Link> : '—'}</Td>
      <Td>
        <StatusBadge status={c.status} label={callStatusLabels[c.status]} />
        {c.status === 'scheduled' && (
          <span className="mt-1 block max-w-xs text-xs text-slate-600">
            Dials {times.dateTime(c.scheduled_at)}
            <span className="block text-slate-500">{c.wait_reason ? `Waiting: ${c.wait_reason}` : 'Waiting for the time chosen.'}</span>
          </span>
        )}
      </Td>
      <Td>{formatDuration(c.duration_seconds)}</Td>
      <Td className="whitespace-nowrap">{c.cost_cents === null ? '—' : formatCents(c.cost_cents)}</Td>
      <Td className="whitespace-nowrap tabular-nums">{c.latency?.p95_ms == null ? '—' : formatMs(c.latency.p95_ms)}</Td>
      <Td className="text-right">{mayCancel(c.status) && <CancelCallButton call={c} onAsk={onCancel} compact />}</Td>
    </tr>
  );
}
