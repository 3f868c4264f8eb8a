'use client';

import Link from 'next/link';
import { callPurposeLabels, endedReasonLabels } from '@/app/_components/labels';
import { useBrowserZone } from '@/app/_components/local-time';
import { StatusBadge } from '@/app/_components/ui/badge';
import { Card, PageHeader } from '@/app/_components/ui/card';
import { formatCents, formatDateTime, formatDuration } from '@/app/_components/ui/format';
import { Empty, ErrorNote, Loading } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';
import { CancelCallButton, useCancelCall } from '../cancel-call';
import { CallAnalysisCard } from './call-analysis';
import { CallEventsCard } from './call-events';
import { isFinished, mayCancel, POLL_MS, SCHEDULED_POLL_MS } from '../terminal';

/** A call by its database id, or by its `call_…` id (a retry's link to its first attempt). */
export function CallDetail({ callId }: { callId: number | string }) {
  const zone = useBrowserZone();
  const { ask, dialog: cancelDialog } = useCancelCall();
  const call = api.calls.get.useQuery(
    { id: callId },
    {
      // A completed call's transcript, recording and summary arrive after it ends: keep polling until the summary
      // does. A scheduled call changes only when its moment comes.
      refetchInterval: (q) => {
        const d = q.state.data;
        if (!d) return POLL_MS;
        if (d.status === 'scheduled') return SCHEDULED_POLL_MS;
        return isFinished(d.status) && (d.status !== 'completed' || d.summary !== null) ? false : POLL_MS;
      },
    },
  );
  if (call.isPending) return <Loading what="Loading call" />;
  if (call.error) return <ErrorNote error={call.error} onRetry={() => call.refetch()} />;
  const c = call.data;
  const zoneNote = zone ? ` (${zone})` : '';
  const facts: [string, React.ReactNode][] = [
    ['Status', <StatusBadge key="s" status={c.status} />],
    ['Agent', <Link key="a" href={`/agents/${c.agent.id}`} className="text-indigo-700 hover:underline">{c.agent.name}</Link>],
    ['Number', c.phone_number],
    ['Contact', c.contact?.name ?? '—'],
    ['Purpose', callPurposeLabels[c.purpose]],
  ];
  if (c.attempt > 1 || c.retry_of) {
    facts.push([
      'Attempt',
      <span key="attempt">
        Attempt {c.attempt} of {c.retry.max_attempts}
        {c.retry_of && (
          <>
            {' · '}
            <Link href={`/calls/${c.retry_of}`} className="text-indigo-700 hover:underline">
              first attempt
            </Link>
          </>
        )}
      </span>,
    ]);
  }
  if (c.scheduled_at) facts.push([c.status === 'scheduled' ? 'Dials at' : 'Scheduled for', `${formatDateTime(c.scheduled_at)}${zoneNote}`]);
  if (c.status === 'scheduled') facts.push(['Why waiting', c.wait_reason ?? 'It waits for the time it was scheduled for.']);
  facts.push(
    ['Created', formatDateTime(c.created_at)],
    ['Started', formatDateTime(c.started_at)],
    ['Ended', formatDateTime(c.ended_at)],
    ['Duration', formatDuration(c.duration_seconds)],
    ['Cost', c.cost_cents === null ? '—' : formatCents(c.cost_cents)],
  );
  if (c.ended_reason) facts.push(['Ended because', endedReasonLabels[c.ended_reason]]);
  if (c.failure_reason && c.failure_reason !== c.ended_reason) facts.push(['Failure reason', c.failure_reason]);

  return (
    <>
      <PageHeader
        title={`Call to ${c.phone_number}`}
        description={c.call_id}
        actions={
          <>
            {mayCancel(c.status) && <CancelCallButton call={c} onAsk={ask} />}
            <Link href="/calls" className="self-center text-sm text-indigo-700 hover:underline">
              ← All calls
            </Link>
          </>
        }
      />
      {cancelDialog}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <Card title="Details">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              {facts.map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="text-slate-500">{k}</dt>
                  <dd data-testid={`call-${k.toLowerCase().replaceAll(' ', '-')}`} className="text-slate-900">{v}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <Card title="Recording">
            {c.recording_url ? (
              <a href={c.recording_url} target="_blank" rel="noreferrer" className="text-sm text-indigo-700 hover:underline">
                Open the recording
              </a>
            ) : (
              <p className="text-sm text-slate-500">{isFinished(c.status) ? 'No recording.' : 'Available when the call ends.'}</p>
            )}
          </Card>
          <Card title="Summary">
            <p className="whitespace-pre-wrap text-sm text-slate-700">{c.summary ?? (isFinished(c.status) ? 'No summary.' : 'Available when the call ends.')}</p>
          </Card>
          {c.analysis && <CallAnalysisCard analysis={c.analysis} />}
          <CallEventsCard events={c.events} zoneNote={zoneNote} />
        </div>
        <Card title="Transcript">
          {!c.transcript || c.transcript.length === 0 ? (
            <Empty title={isFinished(c.status) ? 'No transcript' : 'The transcript appears as the call goes on'} />
          ) : (
            <ol className="space-y-3" aria-label="Transcript">
              {c.transcript.map((line, i) => (
                <li key={i} className={`flex gap-3 ${line.role === 'assistant' || line.role === 'agent' ? '' : 'flex-row-reverse text-right'}`}>
                  <span className="w-12 shrink-0 pt-1 text-xs text-slate-400">{formatDuration(line.start_seconds)}</span>
                  <div className={`rounded-lg px-3 py-2 text-sm ${line.role === 'assistant' || line.role === 'agent' ? 'bg-indigo-50 text-indigo-950' : 'bg-slate-100 text-slate-800'}`}>
                    <span className="block text-xs font-medium capitalize text-slate-500">{line.role}</span>
                    {line.text}
                  </div>
                </li>
              ))}
            </ol>
          )}
        </Card>
      </div>
    </>
  );
}
