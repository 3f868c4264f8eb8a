'use client';

import Link from 'next/link';
import { callPurposeLabels, callStatusLabels, endedReasonLabels } from '@/app/_components/labels';
import { BILLED_MINUTES, TALK_TIME, billedMinutesOf } from '@/app/_components/minutes';
import { StatusBadge } from '@/app/_components/ui/badge';
import { Card, PageHeader } from '@/app/_components/ui/card';
import { formatCents, formatDuration } from '@/app/_components/ui/format';
import { useTimes } from '@/app/_components/use-times';
import { Empty, ErrorNote, Loading } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';
import { CancelCallButton, useCancelCall } from '../cancel-call';
import { CallAnalysisCard } from './call-analysis';
import { CallComplianceCard } from './call-compliance';
import { CallCostCard } from './call-cost';
import { CallLatencyCard } from './call-latency';
import { CallDisclosuresCard } from './call-disclosures';
import { CallEventsCard } from './call-events';
import { CallTransferCard } from './call-transfer';
import { MakeTestFromCall } from './make-test';
import { ElapsedTimer, pendingArtifactNote, RecordingPlayer } from './call-live';
import { useContentRemovedNote } from './content-removed';
import { isFinished, LIVE_POLL_MS, mayCancel, POLL_MS, SCHEDULED_POLL_MS } from '../terminal';

/** How long after a completed call's end its recording and summary may still arrive ("Processing…" until then). */
const ARTIFACTS_WAIT_MS = 120_000;

/** Who carried the call, as the agent editor names the providers. */
const providerLabels: Record<string, string> = { simulator: 'Simulator', vapi: 'Vapi', retell: 'Retell' };

/** A call by its database id, or by its `call_…` id (a retry's link to its first attempt). */
export function CallDetail({ callId }: { callId: number | string }) {
  const times = useTimes();
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
        // While the call talks its transcript grows line by line: look often.
        if (d.status === 'in_progress') return LIVE_POLL_MS;
        return isFinished(d.status) && (d.status !== 'completed' || artifactsSettled(d)) ? false : POLL_MS;
      },
    },
  );
  // Before the early returns, as hooks must be: null until the call is read.
  const removed = useContentRemovedNote(call.data?.content_purged_at ?? null);
  if (call.isPending) return <Loading what="Loading call" />;
  if (call.error) return <ErrorNote error={call.error} onRetry={() => call.refetch()} />;
  const c = call.data;
  const artifactState = { finished: isFinished(c.status), completed: c.status === 'completed', settled: artifactsSettled(c) };
  const facts: [string, React.ReactNode][] = [
    ['Status', <StatusBadge key="s" status={c.status} label={callStatusLabels[c.status]} />],
    ['Agent', <Link key="a" href={`/agents/${c.agent.id}`} className="text-indigo-700 hover:underline">{c.agent.name}</Link>],
    ['Voice provider', providerLabels[c.provider] ?? c.provider],
    ['Direction', c.type === 'inbound' ? 'Inbound' : 'Outbound'],
    [c.type === 'inbound' ? 'Caller' : 'Number', c.phone_number],
    [c.type === 'inbound' ? 'Called number' : 'From number', c.from_number ?? '—'],
    ['Contact', c.contact ? <Link key="c" href={`/contacts/${c.contact.id}`} className="text-indigo-700 hover:underline">{c.contact.name ?? `Contact ${c.contact.id}`}</Link> : '—'],
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
  if (c.scheduled_at) facts.push([c.status === 'scheduled' ? 'Dials at' : 'Scheduled for', times.dateTime(c.scheduled_at)]);
  if (c.status === 'scheduled') facts.push(['Why waiting', c.wait_reason ?? 'It waits for the time it was scheduled for.']);
  facts.push(
    ['Created', times.dateTime(c.created_at)],
    ['Started', times.dateTime(c.started_at)],
    ...(c.status === 'in_progress' && c.started_at ? [['Elapsed', <ElapsedTimer key="elapsed" startedAt={c.started_at} />] as [string, React.ReactNode]] : []),
    ['Ended', times.dateTime(c.ended_at)],
    [TALK_TIME, formatDuration(c.duration_seconds)],
    [BILLED_MINUTES, billedMinutesOf(c.duration_seconds) ?? '—'],
    ['Cost', c.cost_cents === null ? '—' : formatCents(c.cost_cents)],
  );
  if (c.ended_reason) facts.push(['Ended because', endedReasonLabels[c.ended_reason]]);
  if (c.failure_reason && c.failure_reason !== c.ended_reason) facts.push(['Failure reason', c.failure_reason]);
  if (c.voicemail) {
    const vm = c.voicemail;
    facts.push(['Voicemail', c.voicemail_left ? `Left a message${vm.message ? `: “${vm.message}”` : ''}` : vm.action === 'leave_message' ? 'Leaves a message at a machine' : 'Hangs up at a machine']);
  }

  return (
    <>
      <PageHeader
        title={c.type === 'inbound' ? `Inbound from ${c.phone_number}` : `Call to ${c.phone_number}`}
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
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
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
          <CallCostCard breakdown={c.cost_breakdown} />
          <CallLatencyCard latency={c.latency} />
          <CallDisclosuresCard call={c} />
          <Card title="Recording">
            {c.recording_url ? (
              <RecordingPlayer url={c.recording_url} />
            ) : removed ? (
              <p className="text-sm text-slate-500" data-testid="content-removed">{removed}</p>
            ) : (
              <p className="text-sm text-slate-500">{pendingArtifactNote(artifactState, 'recording')}</p>
            )}
          </Card>
          <Card title="Summary">
            <p className="whitespace-pre-wrap text-sm text-slate-700">{c.summary ?? removed ?? pendingArtifactNote(artifactState, 'summary')}</p>
          </Card>
          {c.analysis && <CallAnalysisCard analysis={c.analysis} />}
          {/* Remounted on a status change, so a new decision (the dial of a waiting call) shows. */}
          <CallComplianceCard key={c.status} callId={c.id} callStatus={c.status} />
          <CallTransferCard transferredTo={c.transferred_to} events={c.events} />
          <CallEventsCard events={c.events} />
          {isFinished(c.status) && (c.transcript?.length ?? 0) > 0 && (
            <Card title="Conversation test"><MakeTestFromCall callId={c.id} agentId={c.agent?.id ?? null} /></Card>
          )}
        </div>
        <Card
          title="Transcript"
          actions={c.status === 'in_progress' ? <span role="status" className="text-xs font-medium text-emerald-700">Live</span> : undefined}
        >
          {removed && !c.transcript?.length ? (
            <Empty title={removed} />
          ) : !c.transcript || c.transcript.length === 0 ? (
            <Empty title={isFinished(c.status) ? (artifactState.completed && !artifactState.settled ? 'Processing…' : 'No transcript') : 'The transcript appears as the call goes on'} />
          ) : (
            <ol className="space-y-3" aria-label="Transcript" aria-live="polite">
              {c.transcript.map((line, i) => line.role === 'tool' ? (
                // What an agent's tool did (a booking): a line of its own, beside the agent's side.
                <li key={i} className="flex gap-3" data-testid="transcript-tool-line">
                  <span className="w-12 shrink-0 pt-1 text-xs text-slate-500">{formatDuration(line.start_seconds)}</span>
                  <div className="rounded-lg border border-dashed border-sky-300 bg-sky-50 px-3 py-2 font-mono text-xs text-sky-950">
                    <span className="block font-sans font-medium text-slate-600">Tool call</span>
                    {line.text}
                  </div>
                </li>
              ) : (
                <li key={i} className={`flex gap-3 ${line.role === 'assistant' || line.role === 'agent' ? '' : 'flex-row-reverse text-right'}`}>
                  <span className="w-12 shrink-0 pt-1 text-xs text-slate-500">{formatDuration(line.start_seconds)}</span>
                  <div className={`rounded-lg px-3 py-2 text-sm ${line.role === 'assistant' || line.role === 'agent' ? 'bg-indigo-50 text-indigo-950' : 'bg-slate-100 text-slate-800'}`}>
                    <span className="block text-xs font-medium capitalize text-slate-600">{line.role}</span>
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

/**
 * A completed call's recording and summary are in, or no longer expected: a provider may send neither, so after a
 * while the page stops saying "Processing…" and stops polling.
 */
function artifactsSettled(c: { summary: string | null; recording_url: string | null; ended_at: string | null; content_purged_at: string | null }): boolean {
  if (c.content_purged_at !== null) return true;
  if (c.summary !== null && c.recording_url !== null) return true;
  return c.ended_at !== null && Date.now() - Date.parse(c.ended_at) > ARTIFACTS_WAIT_MS;
}
