'use client';

import { useState } from 'react';
import { Badge } from '@/app/_components/ui/badge';
import { Button } from '@/app/_components/ui/button';
import { Card, PageHeader } from '@/app/_components/ui/card';
import { Dialog } from '@/app/_components/ui/dialog';
import { useTimes } from '@/app/_components/use-times';
import { Empty, ErrorNote, Loading, Notice } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';
import type { CrmConnectionDto } from '@/server/services/crm/schema';
import { AddCrmForm } from './add-crm-form';
import { FieldMapEditor } from './field-map-editor';

const providerName = { gohighlevel: 'HighLevel', hubspot: 'HubSpot' } as const;
const statusTone = { active: 'green', pending_authorization: 'gray', needs_reauth: 'red', error: 'amber' } as const;

export function IntegrationsView() {
  const me = api.auth.me.useQuery();
  const canManage = me.data?.role === 'owner' || me.data?.role === 'admin';
  const [adding, setAdding] = useState(false);
  const list = api.crmConnections.list.useQuery(undefined, { enabled: canManage, refetchInterval: 15_000 });
  return (
    <>
      <PageHeader
        title="Integrations"
        description="Your CRM stays the source of truth: HighLevel and HubSpot contacts come in through a field map, a do-not-disturb there blocks calls here at once, opt-outs taken here go back as DND, and each call leaves a note on the contact with what it booked and the values its analysis found."
        actions={canManage ? <Button onClick={() => setAdding(true)}>Connect a CRM</Button> : undefined}
      />
      {me.data && !canManage ? (
        <Notice>CRM connections are managed by the account owners and admins.</Notice>
      ) : list.isPending ? (
        <Loading what="Loading CRM connections" />
      ) : list.error ? (
        <ErrorNote error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.connections.length === 0 ? (
        <Empty title="No CRM connected yet">Connect HighLevel or HubSpot with a token, or through their sign-in, to import its contacts and keep opt-outs in step.</Empty>
      ) : (
        <div className="space-y-4">
          {list.data.connections.map((c) => <ConnectionCard key={c.id} connection={c} />)}
        </div>
      )}
      <Dialog open={adding} onClose={() => setAdding(false)} title="Connect a CRM">
        {adding && <AddCrmForm onDone={() => setAdding(false)} />}
      </Dialog>
    </>
  );
}

function ConnectionCard({ connection: c }: { connection: CrmConnectionDto }) {
  const times = useTimes();
  const utils = api.useUtils();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const sync = api.crmConnections.syncNow.useMutation({ onSuccess: () => utils.crmConnections.list.invalidate() });
  const remove = api.crmConnections.delete.useMutation({ onSuccess: () => utils.crmConnections.list.invalidate() });
  const name = providerName[c.provider];
  return (
    <Card>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-900">{name}</h2>
        <Badge tone={statusTone[c.status]}>{c.status.replaceAll('_', ' ')}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        {(['imported', 'updated', 'pushed', 'failed'] as const).map((k) => (
          <div key={k}>
            <dt className="text-slate-600">{k[0].toUpperCase() + k.slice(1)}</dt>
            <dd className="font-mono text-slate-900">{c.counts[k]}</dd>
          </div>
        ))}
        <div>
          <dt className="text-slate-600">Direction</dt>
          <dd className="text-slate-900">{c.direction.replace('_', ' ')}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Last sync</dt>
          <dd className="text-slate-900">{c.last_synced_at ? times.dateTime(c.last_synced_at) : c.import_done ? 'done' : 'importing…'}</dd>
        </div>
      </dl>
      {c.last_error && <p className="mt-3 text-sm text-red-700">Last error: {c.last_error}</p>}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" busy={sync.isPending} disabled={c.status !== 'active' && c.status !== 'error'} onClick={() => sync.mutate({ id: c.id })}>
          Sync now<span className="sr-only"> {name}</span>
        </Button>
        <Button variant="secondary" onClick={() => setEditing((e) => !e)} aria-expanded={editing}>
          {editing ? 'Close field map' : 'Field map'}
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Disconnect<span className="sr-only"> {name}</span>
        </Button>
      </div>
      {sync.error && <ErrorNote error={sync.error} />}
      {editing && (
        <div className="mt-4 border-t border-slate-200 pt-4">
          <FieldMapEditor connection={c} onDone={() => setEditing(false)} />
        </div>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} title={`Disconnect ${name}?`}>
        <p className="text-sm text-slate-700">Its credentials are forgotten. Contacts stay, with their CRM ids, and so do do-not-call entries.</p>
        {remove.error && <ErrorNote error={remove.error} />}
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="danger" busy={remove.isPending} onClick={() => remove.mutate({ id: c.id }, { onSuccess: () => setConfirming(false) })}>Disconnect</Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>Cancel</Button>
        </div>
      </Dialog>
    </Card>
  );
}
