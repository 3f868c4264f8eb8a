'use client';

import { keepPreviousData } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { TALK_TIME } from '@/app/_components/minutes';
import { PageHeader, Stat } from '@/app/_components/ui/card';
import { formatCents } from '@/app/_components/ui/format';
import { ErrorNote, Loading } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';
import { ChartCard } from './chart-card';
import { AgentsChart, CampaignFunnel, OutcomesChart, UsageChart } from './charts';
import { lastDays, type Period } from './period';
import { useDisplayZone } from '@/app/_components/display-zone';
import { PeriodPicker } from './period-picker';
import { VersionsTable } from './versions-table';

const noCalls = { title: 'No calls in this period', hint: 'Calls placed between these days appear here; try a longer period.' };
const rate = (r: number | null | undefined) => (r === null || r === undefined ? '—' : `${Math.round(r * 1000) / 10}%`);

export function AnalyticsView() {
  // The last 30 days in the zone the dashboard shows, until the user picks a period.
  const { zone } = useDisplayZone();
  const [chosen, setPeriod] = useState<Period | null>(null);
  const period = chosen ?? lastDays(30, zone ?? 'UTC');
  // The charts keep showing the last answer while a new period loads.
  const opts = { placeholderData: keepPreviousData, enabled: chosen !== null || zone !== null };
  const byDay = api.analytics.calls.useQuery({ ...period, group_by: 'day' }, opts);
  const byAgent = api.analytics.calls.useQuery({ ...period, group_by: 'agent' }, opts);
  const byCampaign = api.analytics.calls.useQuery({ ...period, group_by: 'campaign' }, opts);
  const byVersion = api.analytics.calls.useQuery({ ...period, group_by: 'agent_version' }, opts);
  const totals = byDay.data?.totals;
  const fileOf = (what: string) => `${what}-${period.from}-to-${period.to}.csv`;
  const campaignBuckets = byCampaign.data?.buckets.filter((b) => b.key !== null) ?? [];
  const fetching = byDay.isFetching || byAgent.isFetching || byCampaign.isFetching;

  return (
    <>
      <PageHeader
        title="Analytics"
        description="How calls went: outcomes, talk time and cost per day, success and bookings per agent, and each campaign's funnel."
      />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <PeriodPicker period={period} onChange={setPeriod} />
        {fetching && <p role="status" className="text-xs text-slate-500">Updating…</p>}
      </div>
      <ErrorNote error={byDay.error ?? byAgent.error ?? byCampaign.error} onRetry={() => { byDay.refetch(); byAgent.refetch(); byCampaign.refetch(); }} />
      <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-6">
        <Stat label="Calls" value={totals?.calls ?? '…'} />
        <Stat label="Answered" value={totals?.completed ?? '…'} hint={totals?.calls ? `${Math.round((totals.completed / totals.calls) * 100)}% of calls` : undefined} />
        <Stat label={TALK_TIME} value={totals ? `${totals.minutes} min` : '…'} hint={totals ? `Cost ${formatCents(totals.cost_cents)}, charged per started minute` : undefined} />
        <Stat label="Success rate" value={totals ? rate(totals.success_rate) : '…'} hint={totals ? `${totals.analyzed} calls analyzed` : undefined} />
        <Stat
          label="Bookings"
          value={totals?.bookings ?? '…'}
          hint={totals?.simulated_bookings ? `${totals.simulated_bookings} more by simulated calls, not counted` : undefined}
        />
        <Stat
          label="Disclosure flags"
          value={totals?.compliance_flagged ?? '…'}
          hint={totals ? (totals.compliance_flagged ? 'Calls whose agent did not say a required disclosure' : 'Every checked call said its disclosures') : undefined}
        />
      </div>
      {byDay.isPending ? (
        <Loading what="Loading analytics" />
      ) : byDay.data ? (
        <div className="mt-6 grid grid-cols-1 gap-6 xl:grid-cols-2">
          <ChartCard title="Calls per day by outcome" table="outcomes" buckets={byDay.data.buckets} file={fileOf('calls-by-outcome')}
            empty={byDay.data.totals.calls === 0 ? noCalls : null}>
            <OutcomesChart buckets={byDay.data.buckets} />
          </ChartCard>
          <ChartCard title="Talk minutes and cost per day" table="usage" buckets={byDay.data.buckets} file={fileOf('minutes-and-cost')}
            empty={byDay.data.totals.calls === 0 ? noCalls : null}>
            <UsageChart buckets={byDay.data.buckets} />
          </ChartCard>
          <ChartCard title="Success rate and bookings per agent" table="agents" buckets={byAgent.data?.buckets ?? []} file={fileOf('agents')}
            empty={byAgent.data && byAgent.data.buckets.length === 0 ? noCalls : null}>
            {byAgent.data ? <AgentsChart buckets={byAgent.data.buckets} /> : <Loading what="Loading agents" />}
            {byAgent.data && byAgent.data.totals.analyzed === 0 && byAgent.data.totals.calls > 0 && (
              <p className="mt-2 text-xs text-slate-500">
                No call of this period was analyzed yet: give an agent success criteria on the <Link className="text-indigo-700 underline" href="/agents">Agents</Link> page.
              </p>
            )}
          </ChartCard>
          <ChartCard title="Campaign funnel" table="campaigns" buckets={campaignBuckets} file={fileOf('campaigns')}
            empty={byCampaign.data && campaignBuckets.length === 0 ? { title: 'No campaign calls in this period', hint: 'Calls placed by campaigns appear here, one funnel per campaign.' } : null}>
            {byCampaign.data ? <CampaignFunnel buckets={campaignBuckets} /> : <Loading what="Loading campaigns" />}
          </ChartCard>
          <div className="xl:col-span-2">
            <VersionsTable buckets={byVersion.data?.buckets} />
          </div>
        </div>
      ) : null}
    </>
  );
}
