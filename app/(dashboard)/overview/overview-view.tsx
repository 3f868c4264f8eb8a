'use client';

import { Card, PageHeader, Stat } from '@/app/_components/ui/card';
import { formatCents } from '@/app/_components/ui/format';
import { ErrorNote, Loading } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';
import { CallsChart } from './calls-chart';
import { FailedDeliveries } from './failed-deliveries';
import { UpcomingEvents } from './upcoming-events';

export function OverviewView() {
  const wallet = api.wallet.balance.useQuery();
  const stats = api.calls.stats.useQuery({ days: 30 });
  return (
    <>
      <PageHeader title="Overview" description="Your wallet, calling activity over the last 30 days, what is coming up and what needs attention." />
      <div className="grid gap-4 sm:grid-cols-3">
        <Stat
          label="Wallet balance"
          value={wallet.data ? formatCents(wallet.data.balance_cents) : wallet.error ? '—' : '…'}
          hint={wallet.data ? `${formatCents(wallet.data.per_minute_rate_cents)} per minute` : undefined}
        />
        <Stat label="Calls, 30 days" value={stats.data?.total_calls ?? (stats.error ? '—' : '…')} />
        <Stat label="Minutes, 30 days" value={stats.data?.total_minutes ?? (stats.error ? '—' : '…')} />
      </div>
      <ErrorNote error={wallet.error} />
      <div className="mt-6 grid gap-6 xl:grid-cols-3">
        <Card title="Calls per day" className="xl:col-span-2">
          {stats.isPending ? (
            <Loading what="Loading activity" />
          ) : stats.error ? (
            <ErrorNote error={stats.error} onRetry={() => stats.refetch()} />
          ) : (
            <>
              <CallsChart days={stats.data.days} />
              {stats.data.total_calls === 0 && <p className="mt-2 text-sm text-slate-500">No calls in the last 30 days.</p>}
              {stats.data.truncated && <p className="mt-2 text-xs text-slate-500">Only the most recent 5,000 calls are counted.</p>}
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
