'use client';

import Link from 'next/link';
import { useState } from 'react';
import { FormErrorSummary } from '@/app/_components/forms/form-error-ui';
import { useFormErrors } from '@/app/_components/forms/form-errors';
import { Button } from '@/app/_components/ui/button';
import { Card } from '@/app/_components/ui/card';
import { TextField } from '@/app/_components/ui/field';
import { ErrorNote, Loading, Notice } from '@/app/_components/ui/states';
import { api, type RouterOutputs } from '@/app/_trpc/client';

type Slots = RouterOutputs['team']['liveSlots'];

/**
 * How the account's live calls share its cap: "N of M live slots in use", the slots kept for inbound calls, and a
 * cap per team. Owners and admins change the reserve and the team caps (business settings); everyone reads them.
 */
export function LiveSlots({ canEdit }: { canEdit: boolean }) {
  const utils = api.useUtils();
  const slots = api.team.liveSlots.useQuery(undefined, { refetchInterval: 15_000 });
  const save = api.compliance.updateSettings.useMutation({
    onSuccess: () => Promise.all([utils.team.liveSlots.invalidate(), utils.compliance.settings.invalidate()]),
  });
  return (
    <Card title="Live calls">
      {slots.isPending ? (
        <Loading what="Loading live calls" />
      ) : slots.error ? (
        <ErrorNote error={slots.error} onRetry={() => slots.refetch()} />
      ) : (
        <>
          <InUse slots={slots.data} />
          <SlotsForm key={JSON.stringify([slots.data.inbound_reserve, slots.data.teams.map((t) => t.max_live_calls)])} slots={slots.data} save={save} canEdit={canEdit} />
        </>
      )}
    </Card>
  );
}

function InUse({ slots }: { slots: Slots }) {
  const { live_calls: live, max_live_calls: max, inbound_reserve: reserve } = slots;
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-900" data-testid="live-slots">
        <span className="font-medium">{live} of {max}</span> live slots in use
        {reserve > 0 && <span className="text-slate-500"> ({reserve} kept for inbound calls: outbound calls stop at {max - reserve})</span>}
      </p>
      <div
        role="meter"
        aria-label="Live slots in use"
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(live, max)}
        className="flex h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="bg-sky-500" style={{ width: `${(Math.min(live, max) / Math.max(max, 1)) * 100}%` }} />
      </div>
    </div>
  );
}

type SaveMutation = ReturnType<typeof api.compliance.updateSettings.useMutation>;

function SlotsForm({ slots, save, canEdit }: { slots: Slots; save: SaveMutation; canEdit: boolean }) {
  const [reserve, setReserve] = useState(String(slots.inbound_reserve));
  const [caps, setCaps] = useState<Record<number, string>>(() =>
    Object.fromEntries(slots.teams.map((t) => [t.id, t.max_live_calls === null ? '' : String(t.max_live_calls)])));
  const errors = useFormErrors(save.error, ['inbound_reserve', 'team_max_live_calls.*']);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    save.mutate({
      inbound_reserve: reserve.trim() === '' ? 0 : Number(reserve),
      // A blank cap removes the team's cap; each visible team is sent, the others keep theirs.
      team_max_live_calls: Object.fromEntries(slots.teams.map((t) => [String(t.id), caps[t.id]?.trim() ? Number(caps[t.id]) : null])),
    });
  }

  return (
    <form onSubmit={submit} onChange={() => save.isSuccess && save.reset()} className="mt-4 space-y-4 border-t border-slate-100 pt-4">
      <FormErrorSummary errors={errors} />
      {!canEdit && <Notice>Owners and admins change how live calls are shared.</Notice>}
      <fieldset disabled={!canEdit} className="space-y-4">
        <legend className="sr-only">Sharing the live slots</legend>
        <TextField
          label="Slots kept for inbound calls"
          type="number"
          min={0}
          max={Math.max(slots.max_live_calls - 1, 0)}
          value={reserve}
          onChange={(e) => setReserve(e.target.value)}
          className="max-w-xs"
          hint={`Outbound calls (API calls, campaigns) leave this many of the ${slots.max_live_calls} slots free for callers, so an inbound call is not turned away while a campaign runs. From 0 to ${slots.max_live_calls - 1}.`}
          error={errors.field('inbound_reserve')}
        />
        {slots.teams.length > 0 && (
          <fieldset className="space-y-3">
            <legend className="mb-1 text-sm font-medium text-slate-700">Live-call cap per team</legend>
            <p className="text-xs text-slate-500">
              A call counts toward its agent&apos;s team, inbound calls too. Leave blank for no cap of its own. Running campaigns share the free
              slots evenly, within these caps.
            </p>
            {slots.teams.map((t) => (
              <TextField
                key={t.id}
                label={`${t.name} (${t.live_calls} live now)`}
                type="number"
                min={1}
                max={slots.max_live_calls}
                placeholder="No cap"
                value={caps[t.id] ?? ''}
                onChange={(e) => setCaps((c) => ({ ...c, [t.id]: e.target.value }))}
                className="max-w-xs"
                error={errors.field(`team_max_live_calls.${t.id}`)}
              />
            ))}
          </fieldset>
        )}
      </fieldset>
      {save.isSuccess && <Notice tone="success">Live-call sharing saved.</Notice>}
      {canEdit && (
        <Button type="submit" busy={save.isPending}>
          Save live-call sharing
        </Button>
      )}
    </form>
  );
}

/** One line for pages where calls are started (Campaigns): how full the account is, and where the sharing is set. */
export function LiveSlotsSummary() {
  const slots = api.team.liveSlots.useQuery(undefined, { refetchInterval: 15_000 });
  if (!slots.data) return null;
  const { live_calls: live, max_live_calls: max, inbound_reserve: reserve } = slots.data;
  return (
    <p className="mb-4 text-sm text-slate-600" data-testid="live-slots-summary">
      <span className="font-medium text-slate-900">{live} of {max}</span> live slots in use
      {reserve > 0 ? `, ${reserve} kept for inbound calls` : ''}. Running campaigns share the free slots evenly;{' '}
      <Link className="text-indigo-700 underline" href="/team">
        set how on Team &amp; wallet
      </Link>
      .
    </p>
  );
}
