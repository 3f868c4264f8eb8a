'use client';

import { useMemo } from 'react';
import { useDisplayZone } from '@/app/_components/display-zone';
import { TALK_TIME } from '@/app/_components/minutes';
import { Card, PageHeader, Stat } from '@/app/_components/ui/card';
import { formatCents } from '@/app/_components/ui/format';
import { ErrorNote, Loading } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';
import Link from 'next/link';
import { OutcomesChart } from '../analytics/charts';
import { lastDays } from '../analytics/period';
import { FailedDeliveries } from './failed-deliveries';
import { GetStarted } from './get-started';
import { UpcomingEvents } from './upcoming-events';

export function OverviewView() {
  const wallet = api.wallet.balance.useQuery();
  // The same aggregates as the Analytics page, over the last 30 days in the zone the dashboard shows.
  const { zone } = useDisplayZone();
  const period = useMemo(() => lastDays(30, zone ?? 'UTC'), [zone]);
  const stats = api.analytics.calls.useQuery({ ...period, group_by: 'day' }, { enabled: zone !== null });
  return (
    <>
      <PageHeader title="Overview" description="Your wallet, calling activity over the last 30 days, what is coming up and what needs attention." />
      <GetStarted />
      <div className="grid gap-4 sm:grid-cols-3">
        <Stat
          label="Wallet balance"
          value={wallet.data ? formatCents(wallet.data.balance_cents) : wallet.error ? '—' : '…'}
          hint={wallet.data ? `${formatCents(wallet.data.per_minute_rate_cents)} per minute` : undefined}
        />
        <Stat label="Calls, 30 days" value={stats.data?.totals.calls ?? (stats.error ? '—' : '…')} />
        <Stat label={`${TALK_TIME}, 30 days`} value={stats.data ? `${stats.data.totals.minutes} min` : stats.error ? '—' : '…'} hint="How long calls lasted; the wallet is charged per started minute." />
      </div>
      <ErrorNote error={wallet.error} />
      <div className="mt-6 grid grid-cols-1 gap-6 xl:grid-cols-3">
        <Card
          title="Calls per day"
          className="xl:col-span-2"
          actions={<Link href="/analytics" className="text-xs text-indigo-700 hover:underline">Analytics</Link>}
        >
          {stats.isPending ? (
            <Loading what="Loading activity" />
          ) : stats.error ? (
            <ErrorNote error={stats.error} onRetry={() => stats.refetch()} />
          ) : (
            <>
              <OutcomesChart buckets={stats.data.buckets} height={200} />
              {stats.data.totals.calls === 0 && <p className="mt-2 text-sm text-slate-500">No calls in the last 30 days.</p>}
            </>
          )}
        </Card>
        <UpcomingEvents />
      </div>
      <div className="mt-6">
        <FailedDeliveries />
      </div>
    </>
  );
}
