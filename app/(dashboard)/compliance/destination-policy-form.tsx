'use client';

import { useState } from 'react';
import { Button } from '@/app/_components/ui/button';
import { Card } from '@/app/_components/ui/card';
import { Checkbox } from '@/app/_components/ui/field';
import { ErrorNote, Loading, Notice } from '@/app/_components/ui/states';
import { FormErrorSummary } from '@/app/_components/forms/form-error-ui';
import { useFormErrors } from '@/app/_components/forms/form-errors';
import { api, type RouterOutputs } from '@/app/_trpc/client';

type Policy = RouterOutputs['compliance']['destinationPolicy'];

const typeLabels: Record<Policy['number_types'][number], { label: string; hint: string }> = {
  premium_rate: { label: 'Premium rate', hint: 'Numbers that charge the caller extra, such as +1 900 or +44 909.' },
  shared_cost: { label: 'Shared cost', hint: 'Numbers whose cost is split with the callee, such as +34 901.' },
  uan: { label: 'Universal access (UAN)', hint: 'Company-wide numbers such as +44 55, often billed above normal rates.' },
  international_network: { label: 'International networks', hint: 'Satellite and non-geographic networks (+870, +881, +882, +883): the usual revenue-share fraud targets.' },
  toll_free: { label: 'Toll free', hint: 'Numbers free for their caller, such as +1 800.' },
  voip: { label: 'VoIP', hint: 'Numbers of internet telephony services.' },
  personal_number: { label: 'Personal numbers', hint: 'Follow-me numbers that forward elsewhere.' },
  pager: { label: 'Pagers', hint: 'Paging services, where no one answers.' },
  voicemail: { label: 'Voicemail access', hint: 'Numbers that reach a voicemail system directly.' },
};

/** Where calls may go: beside the calling hours, the same owners-and-admins rule. */
export function DestinationPolicyForm() {
  const utils = api.useUtils();
  const policy = api.compliance.destinationPolicy.useQuery();
  const me = api.auth.me.useQuery();
  const save = api.compliance.updateDestinationPolicy.useMutation({
    onSuccess: (saved) => utils.compliance.destinationPolicy.setData(undefined, saved),
  });
  return (
    <Card title="Where calls may go">
      {policy.isPending || me.isPending ? (
        <Loading what="Loading the destination policy" />
      ) : policy.error ? (
        <ErrorNote error={policy.error} onRetry={() => policy.refetch()} />
      ) : (
        <PolicyForm key={JSON.stringify(policy.data)} policy={policy.data} save={save} canEdit={me.data?.role === 'owner' || me.data?.role === 'admin'} />
      )}
    </Card>
  );
}

type SaveMutation = ReturnType<typeof api.compliance.updateDestinationPolicy.useMutation>;

function PolicyForm({ policy, save, canEdit }: { policy: Policy; save: SaveMutation; canEdit: boolean }) {
  const [countries, setCountries] = useState<string[]>(policy.allowed_countries);
  const [blocked, setBlocked] = useState<string[]>(policy.blocked_number_types);
  const errors = useFormErrors(save.error, ['allowed_countries', 'blocked_number_types']);
  const granted = policy.permitted_countries.filter((c) => c !== policy.country);
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({
          allowed_countries: policy.permitted_countries.filter((c) => countries.includes(c)),
          blocked_number_types: policy.number_types.filter((t) => blocked.includes(t)),
        });
      }}
    >
      <FormErrorSummary errors={errors} />
      <p className="text-sm text-slate-600">
        Every call, scheduled call, retry and campaign call is checked against this when it is placed and again when it is dialed.
        A refused number is never dialed.
      </p>
      {!canEdit && <Notice>Owners and admins change where calls may go.</Notice>}
      <fieldset disabled={!canEdit} className="space-y-4">
        <legend className="sr-only">Destination policy</legend>
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-700">Countries calls may go to</legend>
          <p className="mb-2 text-xs text-slate-500">
            Your account calls {policy.country}
            {granted.length > 0 ? `, and the operator lets it call ${granted.join(', ')} too` : ''}. Other countries are opened by
            the operator of this server, not here.
          </p>
          <div className="space-y-2">
            {policy.permitted_countries.map((c) => (
              <Checkbox
                key={c}
                label={c === policy.country ? `${c} (your account's country)` : `${c} (granted by the operator)`}
                checked={countries.includes(c)}
                onChange={(e) => setCountries((prev) => (e.target.checked ? [...prev, c] : prev.filter((x) => x !== c)))}
              />
            ))}
          </div>
          {errors.field('allowed_countries') && <p className="mt-1 text-sm text-red-700">{errors.field('allowed_countries')}</p>}
        </fieldset>
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-700">Refuse these kinds of numbers</legend>
          <div className="space-y-2">
            {policy.number_types.map((t) => {
              const floor = policy.operator_blocked_number_types.includes(t);
              return (
                <Checkbox
                  key={t}
                  label={typeLabels[t].label + (floor ? ' (always refused by the operator)' : policy.default_blocked_number_types.includes(t) ? ' (refused by default)' : '')}
                  hint={typeLabels[t].hint}
                  checked={floor || blocked.includes(t)}
                  disabled={floor}
                  onChange={(e) => setBlocked((prev) => (e.target.checked ? [...prev, t] : prev.filter((x) => x !== t)))}
                />
              );
            })}
          </div>
        </fieldset>
      </fieldset>
      {save.isSuccess && <Notice tone="success">Destination policy saved.</Notice>}
      {canEdit && (
        <Button type="submit" busy={save.isPending}>
          Save destination policy
        </Button>
      )}
    </form>
  );
}
