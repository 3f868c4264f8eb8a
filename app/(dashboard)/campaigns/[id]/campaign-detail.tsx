'use client';

import Link from 'next/link';
import { useState } from 'react';
import { campaignStatusLabels, endedReasonWords, optionsOf, pausedReasonLabels, recipientStatusLabels, recipientWaitWords } from '@/app/_components/labels';
import { StatusBadge } from '@/app/_components/ui/badge';
import { Button } from '@/app/_components/ui/button';
import { Card, PageHeader, Stat } from '@/app/_components/ui/card';
import { SelectField } from '@/app/_components/ui/field';
import { formatClockRange } from '@/app/_components/time-format';
import { useTimes, type Times } from '@/app/_components/use-times';
import { Empty, ErrorNote, Loading } from '@/app/_components/ui/states';
import { Pagination, Table, Td } from '@/app/_components/ui/table';
import { api, type RouterOutputs } from '@/app/_trpc/client';
import { WalletEmptyNotice } from '@/app/_components/wallet-empty-notice';
import { outcomeParts, ProgressBar } from '../progress-bar';
import { CampaignPreviewPanel, useCampaignPreview, type PreviewInput } from '../campaign-preview';

type Recipient = RouterOutputs['campaigns']['recipients']['recipients'][number];
type RecipientStatus = Recipient['status'];

/** The campaign's calling hours in a few words. */
function hoursText(h: { start: string; end: string; days: string[] } | null): string {
  if (!h) return "the account's calling hours";
  const days = h.days.length === 7 ? 'every day' : h.days.map((d) => d.slice(0, 1).toUpperCase() + d.slice(1)).join(', ');
  return `calls ${formatClockRange(h.start, h.end)} ${days}`;
}

/** Why a recipient has not been dialed (yet, or again), in words. */
function whyWaiting(r: Recipient, campaignStatus: string, times: Times): string {
  if (r.status === 'in_progress') return 'On a call now';
  if (r.status.startsWith('skipped_')) return 'Never dialed';
  if (r.next_attempt_at) return `${recipientWaitWords(r.wait_reason) ?? `Attempt ${r.attempts + 1} due`} — next at ${times.dateTime(r.next_attempt_at)}`;
  if (r.status !== 'pending') return '';
  if (campaignStatus === 'paused') return 'Campaign paused';
  if (campaignStatus === 'draft' || campaignStatus === 'scheduled') return 'Campaign not started';
  return 'Waiting for a free line';
}

export function CampaignDetail({ id }: { id: number }) {
  const times = useTimes();
  const utils = api.useUtils();
  const [status, setStatus] = useState<RecipientStatus | ''>('');
  const [page, setPage] = useState(1);
  const live = (s?: string) => (s === 'running' || s === 'scheduled' ? 3000 : false);
  const campaign = api.campaigns.get.useQuery({ id }, { refetchInterval: (q) => live(q.state.data?.status) });
  const recipients = api.campaigns.recipients.useQuery(
    { id, query: { status: status || undefined, page, limit: 25 } },
    { placeholderData: (prev) => prev, refetchInterval: () => live(campaign.data?.status) },
  );
  const done = async () => {
    await Promise.all([utils.campaigns.get.invalidate({ id }), utils.campaigns.recipients.invalidate(), utils.campaigns.list.invalidate()]);
  };
  const start = api.campaigns.start.useMutation({ onSuccess: done });
  const pause = api.campaigns.pause.useMutation({ onSuccess: done });
  const resume = api.campaigns.resume.useMutation({ onSuccess: done });
  const cancel = api.campaigns.cancel.useMutation({ onSuccess: done });
  const [downloading, setDownloading] = useState(false);
  const draft = campaign.data?.status === 'draft' ? campaign.data : null;
  // A draft's pre-flight: what Start would do now, and whether the wallet lasts its first hour.
  const preflight = useCampaignPreview(draft && {
    name: draft.name, agent_id: draft.agent.id, audience: draft.audience as PreviewInput['audience'], purpose: draft.purpose, variables: draft.variables,
    calling_hours: draft.calling_hours, max_concurrent_calls: draft.max_concurrent_calls, retry: draft.retry,
  });

  const download = async () => {
    setDownloading(true);
    try {
      const csv = await utils.campaigns.recipientsCsv.fetch({ id });
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
      const a = Object.assign(document.createElement('a'), { href: url, download: `campaign-${id}-recipients.csv` });
      a.click();
      URL.revokeObjectURL(url);
    } finally {
      setDownloading(false);
    }
  };

  if (campaign.isLoading) return <Loading what="Loading campaign" />;
  if (campaign.error || !campaign.data) return <ErrorNote error={campaign.error} onRetry={() => campaign.refetch()} />;
  const c = campaign.data;
  const busy = start.isPending || pause.isPending || resume.isPending || cancel.isPending;

  return (
    <>
      <PageHeader
        title={c.name}
        description={`${c.agent.name} · ${c.purpose} · ${hoursText(c.calling_hours)} · up to ${c.max_concurrent_calls} calls at once · ${c.retry.max_attempts === 1 ? 'one attempt' : `${c.retry.max_attempts} attempts, ${c.retry.delay_minutes} min apart`} · ${c.voicemail.action === 'leave_message' ? 'leaves one voicemail per contact' : 'hangs up at voicemail'}`}
        actions={
          <div className="flex gap-2">
            {c.status === 'draft' && <Button busy={busy} onClick={() => start.mutate({ id })}>Start</Button>}
            {(c.status === 'running' || c.status === 'scheduled') && <Button variant="secondary" busy={busy} onClick={() => pause.mutate({ id })}>Pause</Button>}
            {c.status === 'paused' && <Button busy={busy} onClick={() => resume.mutate({ id })}>Resume</Button>}
            {c.status !== 'completed' && c.status !== 'canceled' && (
              <Button
                variant="danger"
                busy={busy}
                onClick={() => {
                  if (window.confirm('Cancel this campaign? Calls not yet dialed are canceled; live calls finish.')) cancel.mutate({ id });
                }}
              >
                Cancel
              </Button>
            )}
            <Button variant="secondary" busy={downloading} onClick={download}>Download CSV</Button>
          </div>
        }
      />
      <ErrorNote error={start.error ?? pause.error ?? resume.error ?? cancel.error} />
      {c.status === 'draft' && (
        <section aria-label="Before the first call" className="mb-4 space-y-2">
          <CampaignPreviewPanel preview={preflight.data} pending={preflight.isFetching} />
        </section>
      )}
      {c.paused_reason === 'insufficient_funds' && (
        <WalletEmptyNotice what="Paused: the wallet cannot pay for the next call." then="Then resume." />
      )}
      <div className="mb-4 grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat
          label="Status"
          value={
            <>
              <span data-testid="campaign-status"><StatusBadge status={c.status} label={campaignStatusLabels[c.status]} /></span>
              {c.paused_reason && <span className="mt-1 block text-xs font-normal text-slate-600">{pausedReasonLabels[c.paused_reason]}</span>}
            </>
          }
        />
        <Stat label="Recipients" value={c.progress.total} />
        <Stat label="Started" value={times.dateTime(c.started_at)} />
        <Stat label="Completed" value={times.dateTime(c.completed_at)} />
      </div>
      <Card title="Outcomes">
        <ProgressBar progress={c.progress} />
        <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 text-sm md:grid-cols-4">
          {outcomeParts.map((p) => (
            <div key={p.key} className="flex items-center justify-between gap-2">
              <dt className="flex items-center gap-2">
                <span className={`inline-block h-2 w-2 rounded ${p.color}`} aria-hidden />
                {recipientStatusLabels[p.key]}
              </dt>
              <dd className="font-medium tabular-nums" data-testid={`outcome-${p.key}`}>{c.progress[p.key]}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card
        title="Recipients"
        className="mt-4"
        actions={
          <SelectField
            label="Status"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as RecipientStatus | '');
              setPage(1);
            }}
            options={[{ value: '', label: 'All' }, ...optionsOf(recipientStatusLabels)]}
          />
        }
      >
        {recipients.isLoading ? (
          <Loading what="Loading recipients" />
        ) : recipients.error ? (
          <ErrorNote error={recipients.error} onRetry={() => recipients.refetch()} />
        ) : !recipients.data?.recipients.length ? (
          <Empty title={c.status === 'draft' ? 'The audience is resolved when the campaign starts' : 'No recipients'} />
        ) : (
          <>
            <Table caption="Recipients" head={['Contact', 'Number', 'Status', 'Attempts', 'Ended reason', 'Why waiting']}>
              {recipients.data.recipients.map((r, i) => (
                <tr key={`${r.contact_id}-${r.phone_number}-${i}`}>
                  <Td>
                    {r.contact_name && r.contact_id !== null ? (
                      <Link href={`/contacts/${r.contact_id}`} className="font-medium text-indigo-700 hover:underline">{r.contact_name}</Link>
                    ) : (
                      '—'
                    )}
                  </Td>
                  <Td>{r.phone_number ?? (r.status === 'skipped_no_phone' ? '—' : <span className="text-slate-500">Hidden (a contact outside your teams)</span>)}</Td>
                  <Td>
                    <StatusBadge status={r.status} label={recipientStatusLabels[r.status]} />
                  </Td>
                  <Td>{r.attempts}</Td>
                  <Td>{endedReasonWords(r.ended_reason)}</Td>
                  <Td className="text-xs text-slate-600">{whyWaiting(r, c.status, times)}</Td>
                </tr>
              ))}
            </Table>
            <Pagination page={recipients.data.page} pages={recipients.data.pages} count={recipients.data.count} onPage={setPage} />
          </>
        )}
      </Card>
    </>
  );
}
