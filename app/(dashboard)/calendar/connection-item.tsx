'use client';

import { calendarProviderLabels, connectionStatusLabels } from '@/app/_components/labels';
import { Badge } from '@/app/_components/ui/badge';
import { Button } from '@/app/_components/ui/button';
import { Checkbox } from '@/app/_components/ui/field';
import { ErrorNote, Notice } from '@/app/_components/ui/states';
import { api, type RouterOutputs } from '@/app/_trpc/client';
import { isBehind, syncedAgo } from './linked-time';

type Connection = RouterOutputs['calendarConnections']['list']['connections'][number];

const statusTone = { active: 'green', needs_reauth: 'amber', error: 'red', pending_authorization: 'gray' } as const;

/** What each state means for the person's free slots, where it is not simply working. */
const statusHelp: Partial<Record<Connection['status'], string>> = {
  needs_reauth: 'Access was revoked or has expired. Until it is reconnected, your free slots are held back so nothing is booked over time Switchboard cannot see.',
  error: 'The last sync failed; it is retried on its own. Until one succeeds, your free slots are held back.',
  pending_authorization: 'Access was not granted yet. Reconnect to open the consent page again, or remove it.',
};

/**
 * One linked account: its state and freshness, each calendar's two toggles, and what can be done with it. `oauth`:
 * Reconnect opens the provider's consent page again (CalDAV and token links are made again instead).
 */
export function ConnectionItem({ connection: c, oauth, now }: { connection: Connection; oauth: boolean; now: number }) {
  const utils = api.useUtils();
  const refresh = () => Promise.all([utils.calendarConnections.invalidate(), utils.calendar.invalidate()]);
  const patch = api.calendarConnections.patch.useMutation({ onSettled: refresh });
  const sync = api.calendarConnections.syncNow.useMutation({ onSettled: refresh });
  const again = api.calendarConnections.reconnect.useMutation({ onSuccess: (r) => window.location.assign(r.authorization_url) });
  const remove = api.calendarConnections.delete.useMutation({ onSuccess: refresh });
  const provider = calendarProviderLabels[c.provider];
  const name = c.account_label ? `${provider} (${c.account_label})` : provider;
  const canSync = c.status === 'active' || c.status === 'error';
  // While a toggle is saved, it shows the value asked for.
  const shown = (calendarId: number, key: 'busy_source' | 'write_target', value: boolean) => {
    const asked = patch.isPending ? patch.variables?.patch.calendars.find((x) => x.id === calendarId)?.[key] : undefined;
    return asked ?? value;
  };

  return (
    <li className="space-y-3 py-4 first:pt-0 last:pb-0" data-testid="linked-connection">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-sm font-semibold text-slate-900">{provider}</h3>
          {c.account_label && <p className="break-all text-xs text-slate-600">{c.account_label}</p>}
        </div>
        <Badge tone={statusTone[c.status]}>{connectionStatusLabels[c.status]}</Badge>
      </div>
      <p className={`text-xs ${c.status === 'active' && isBehind(c.last_synced_at, now) ? 'text-amber-800' : 'text-slate-600'}`} data-testid="connection-sync">
        {syncedAgo(c.last_synced_at, now)}
        {c.status === 'active' && c.last_synced_at && isBehind(c.last_synced_at, now) && ' (behind: busy time may be missing from your free slots)'}
        {' · '}
        {c.push.mode === 'webhook' ? 'changes arrive as they happen' : 'checked every 5 minutes'}
      </p>
      {statusHelp[c.status] && <p className="text-xs text-slate-700">{statusHelp[c.status]}</p>}
      {c.last_error && (
        <p className="text-xs text-red-700">
          <span className="font-medium">Last error:</span> {c.last_error}
        </p>
      )}

      {c.calendars.length > 0 && (
        <ul className="space-y-2" aria-label={`Calendars of ${name}`}>
          {c.calendars.map((cal) => (
            <li key={cal.id} className="rounded-md border border-slate-200 p-3">
              <fieldset className="space-y-2" disabled={patch.isPending}>
                <legend className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                  <span className="break-all">{cal.name}</span>
                  {cal.primary && <Badge tone="gray">Primary</Badge>}
                </legend>
                <Checkbox
                  label="Counts as busy"
                  hint="Its events are kept out of your free slots."
                  checked={shown(cal.id, 'busy_source', cal.busy_source)}
                  onChange={(e) => patch.mutate({ id: c.id, patch: { calendars: [{ id: cal.id, busy_source: e.target.checked }] } })}
                />
                <Checkbox
                  label="Write bookings here"
                  hint="Your events are copied to this calendar: one calendar of yours at a time."
                  checked={shown(cal.id, 'write_target', cal.write_target)}
                  onChange={(e) => patch.mutate({ id: c.id, patch: { calendars: [{ id: cal.id, write_target: e.target.checked }] } })}
                />
              </fieldset>
            </li>
          ))}
        </ul>
      )}
      <ErrorNote error={patch.error ?? sync.error ?? again.error ?? remove.error} />
      {sync.isPending && <p role="status" className="text-xs text-slate-600">Reading {name} now…</p>}
      {sync.isSuccess && !sync.isPending && (
        sync.data.last_error ? <ErrorNote error={new Error(`Sync failed: ${sync.data.last_error}`)} /> : <Notice tone="success">{sync.data.message}</Notice>
      )}

      <div className="flex flex-wrap gap-2">
        {canSync && (
          <Button variant="secondary" busy={sync.isPending} onClick={() => sync.mutate({ id: c.id })} aria-label={`Sync now: ${name}`}>
            Sync now
          </Button>
        )}
        {oauth && (
          <Button
            variant={c.status === 'active' ? 'secondary' : 'primary'}
            busy={again.isPending || again.isSuccess}
            onClick={() => again.mutate({ id: c.id })}
            aria-label={`Reconnect: ${name}`}
          >
            Reconnect
          </Button>
        )}
        <Button
          variant="danger"
          busy={remove.isPending}
          onClick={() => {
            if (confirm(`Remove ${name}? Its busy time stops blocking your free slots; events already written there stay.`)) remove.mutate({ id: c.id });
          }}
          aria-label={`Remove: ${name}`}
        >
          Remove
        </Button>
      </div>
      {!oauth && c.status === 'needs_reauth' && (
        <p className="text-xs text-slate-700">To reconnect, link it again with a new password or token, then remove this one.</p>
      )}
    </li>
  );
}
