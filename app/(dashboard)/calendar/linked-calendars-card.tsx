'use client';

import { useEffect, useState } from 'react';
import { calendarProviderLabels } from '@/app/_components/labels';
import { Button } from '@/app/_components/ui/button';
import { Card } from '@/app/_components/ui/card';
import { ErrorNote, Loading, Notice } from '@/app/_components/ui/states';
import { api, type RouterOutputs } from '@/app/_trpc/client';
import { CaldavForm } from './caldav-form';
import { ConnectionItem } from './connection-item';
import { HighLevelForm } from './highlevel-form';

type Option = RouterOutputs['calendarConnections']['linkOptions']['providers'][number];
type Created = RouterOutputs['calendarConnections']['create'];

/** Ticks every half minute, so "synced 2 min ago" keeps true while the page stays open. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(t);
  }, []);
  return now;
}

/**
 * The signed-in person's linked calendars: each with its state and toggles, and buttons to link another, offered
 * only for the providers this server can link (an OAuth provider needs its client configured).
 */
export function LinkedCalendarsCard() {
  const now = useNow();
  // Syncs run in the background: a minute's refetch keeps the status and the last sync current.
  const list = api.calendarConnections.list.useQuery({}, { refetchInterval: 60_000 });
  const options = api.calendarConnections.linkOptions.useQuery();
  const [linked, setLinked] = useState<Created | null>(null);
  const oauthOf = (provider: Option['provider']) => options.data?.providers.find((o) => o.provider === provider)?.oauth ?? false;

  return (
    <Card title="Linked calendars">
      {list.isPending ? (
        <Loading what="Loading linked calendars" />
      ) : list.error ? (
        <ErrorNote error={list.error} onRetry={() => list.refetch()} />
      ) : (
        <div className="space-y-4">
          {list.data.connections.length === 0 ? (
            <div className="space-y-2 text-sm text-slate-700" data-testid="linked-empty">
              <p className="font-medium text-slate-900">No calendars linked yet.</p>
              <p>
                Link the calendars you already keep. Their events are kept out of your free slots, so an agent never books you over
                a dentist appointment, and the bookings made here are written to the calendar you choose.
              </p>
            </div>
          ) : (
            <ul className="divide-y divide-slate-100" aria-label="Linked calendar accounts">
              {list.data.connections.map((c) => (
                <ConnectionItem key={c.id} connection={c} oauth={oauthOf(c.provider)} now={now} />
              ))}
            </ul>
          )}
          {linked && (
            <Notice tone="success">
              Linked {calendarProviderLabels[linked.provider]}
              {linked.account_label ? ` (${linked.account_label})` : ''}: {linked.calendars.length} calendar{linked.calendars.length === 1 ? '' : 's'} found.
            </Notice>
          )}
          {options.isPending ? (
            <Loading what="Loading the calendars you can link" />
          ) : options.error ? (
            <ErrorNote error={options.error} onRetry={() => options.refetch()} />
          ) : (
            <ConnectButtons providers={options.data.providers} another={list.data.connections.length > 0} onLinked={(c) => setLinked(c)} />
          )}
        </div>
      )}
    </Card>
  );
}

function ConnectButtons({ providers, another, onLinked }: { providers: Option[]; another: boolean; onLinked: (c: Created) => void }) {
  const [open, setOpen] = useState<'caldav' | 'gohighlevel_token' | null>(null);
  const start = api.calendarConnections.create.useMutation({
    onSuccess: (c) => c.authorization_url && window.location.assign(c.authorization_url),
  });
  const formId = (form: string) => `link-form-${form}`;
  return (
    <div className="space-y-3 border-t border-slate-100 pt-4">
      <h3 className="text-sm font-medium text-slate-900">{another ? 'Link another calendar' : 'Link a calendar'}</h3>
      <div className="flex flex-wrap gap-2">
        {providers.map((o) => {
          const label = `Connect ${calendarProviderLabels[o.provider]}`;
          if (o.form) {
            const form = o.form;
            return (
              <Button
                key={o.provider}
                variant={open === form ? 'primary' : 'secondary'}
                aria-expanded={open === form}
                aria-controls={open === form ? formId(form) : undefined}
                onClick={() => setOpen(open === form ? null : form)}
              >
                {label}
              </Button>
            );
          }
          return (
            <Button
              key={o.provider}
              variant="secondary"
              // Busy until the browser has left for the consent page.
              busy={start.variables?.provider === o.provider && (start.isPending || start.isSuccess)}
              onClick={() => start.mutate({ provider: o.provider })}
            >
              {label}
            </Button>
          );
        })}
      </div>
      <ErrorNote error={start.error} />
      {open === 'caldav' && (
        <div id={formId('caldav')}>
          <CaldavForm onCancel={() => setOpen(null)} onLinked={(c) => { setOpen(null); onLinked(c); }} />
        </div>
      )}
      {open === 'gohighlevel_token' && (
        <div id={formId('gohighlevel_token')}>
          <HighLevelForm
            oauth={providers.find((o) => o.provider === 'gohighlevel')?.oauth ?? false}
            onCancel={() => setOpen(null)}
            onLinked={(c) => { setOpen(null); onLinked(c); }}
          />
        </div>
      )}
    </div>
  );
}
