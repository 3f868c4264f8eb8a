'use client';

import { useState } from 'react';
import { Badge } from '@/app/_components/ui/badge';
import { Button } from '@/app/_components/ui/button';
import { Card, PageHeader } from '@/app/_components/ui/card';
import { Dialog } from '@/app/_components/ui/dialog';
import { useTimes } from '@/app/_components/use-times';
import { Empty, ErrorNote, Loading, Notice } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';
import type { AlertDto } from '@/server/services/alerts/schema';
import { AlertForm } from './alert-form';
import { AlertHistory } from './alert-history';
import { formatMetric, metricLabels } from './metric-labels';

export function AlertsView() {
  const me = api.auth.me.useQuery();
  const canManage = me.data?.role === 'owner' || me.data?.role === 'admin';
  const [creating, setCreating] = useState(false);
  const list = api.alerts.list.useQuery({ page: 1, limit: 100 }, { refetchInterval: 60_000 });
  return (
    <>
      <PageHeader
        title="Alerts"
        description="Thresholds on failed calls, agent latency, spend and the wallet balance, checked every minute. Each crossing sends alert.triggered once, and alert.resolved once it is back, to the webhooks subscribed to them."
        actions={canManage ? <Button onClick={() => setCreating(true)}>New alert</Button> : undefined}
      />
      {!canManage && me.data && <Notice>Alerts are created and deleted by the account owners and admins.</Notice>}
      {list.isPending ? (
        <Loading what="Loading alerts" />
      ) : list.error ? (
        <ErrorNote error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.alerts.length === 0 ? (
        <Empty title="No alerts yet">
          {canManage ? 'Create one to hear about failing calls, slow answers, spend or a low balance as it happens.' : 'None has been set up for this account.'}
        </Empty>
      ) : (
        <div className="space-y-4">
          {list.data.alerts.map((a) => (
            <AlertCard key={a.id} alert={a} canManage={canManage} />
          ))}
        </div>
      )}
      <Dialog open={creating} onClose={() => setCreating(false)} title="New alert">
        {creating && <AlertForm onDone={() => setCreating(false)} />}
      </Dialog>
    </>
  );
}

function AlertCard({ alert, canManage }: { alert: AlertDto; canManage: boolean }) {
  const times = useTimes();
  const [showHistory, setShowHistory] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const utils = api.useUtils();
  const remove = api.alerts.delete.useMutation({ onSuccess: () => utils.alerts.list.invalidate() });
  const m = metricLabels[alert.metric];
  return (
    <Card>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="min-w-0 break-words text-sm font-semibold text-slate-900 [overflow-wrap:anywhere]">{alert.name}</h2>
        {alert.state === 'triggered' ? <Badge tone="red">triggered</Badge> : <Badge tone="green">ok</Badge>}
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">Condition</dt>
          <dd className="text-slate-900">
            {m.label} {alert.op} {formatMetric(alert.metric, alert.threshold)}
            {m.windowed && <> over {alert.window_minutes} min</>}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Current value</dt>
          <dd className="font-mono text-slate-900">{alert.last_evaluated_at ? formatMetric(alert.metric, alert.value) : 'not evaluated yet'}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Last triggered</dt>
          <dd className="text-slate-900">{alert.last_triggered_at ? times.dateTime(alert.last_triggered_at) : 'never'}</dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setShowHistory((s) => !s)} aria-expanded={showHistory}>
          {showHistory ? 'Hide history' : 'History'}
          <span className="sr-only"> of {alert.name}</span>
        </Button>
        {canManage && (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Delete<span className="sr-only"> {alert.name}</span>
          </Button>
        )}
      </div>
      {showHistory && (
        <div className="mt-4 border-t border-slate-200 pt-4">
          <AlertHistory alert={alert} />
        </div>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} title={`Delete ${alert.name}?`}>
        <p className="text-sm text-slate-700">The alert stops being checked and its history is deleted with it.</p>
        {remove.error && <ErrorNote error={remove.error} />}
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="danger" busy={remove.isPending} onClick={() => remove.mutate({ id: alert.id }, { onSuccess: () => setConfirming(false) })}>
            Delete alert
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
