'use client';

import { useState } from 'react';
import { Button } from '@/app/_components/ui/button';
import { FormErrorSummary } from '@/app/_components/forms/form-error-ui';
import { useFormErrors } from '@/app/_components/forms/form-errors';
import { Checkbox, TextField } from '@/app/_components/ui/field';
import { api } from '@/app/_trpc/client';
import type { PhoneNumberDto } from '@/server/services/phone-numbers/schema';

const fields = ['phone_number', 'provider_phone_number_id', 'agent_ids', 'max_calls_per_day'] as const;

/** Adds a caller number, or edits one (`number`): its provider id, agents and daily cap. */
export function PhoneNumberForm({ number, onDone }: { number?: PhoneNumberDto; onDone: () => void }) {
  const utils = api.useUtils();
  const agents = api.agents.list.useQuery();
  const done = async () => {
    await utils.phoneNumbers.list.invalidate();
    onDone();
  };
  const create = api.phoneNumbers.create.useMutation({ onSuccess: done });
  const update = api.phoneNumbers.update.useMutation({ onSuccess: done });
  const [phone, setPhone] = useState(number?.phone_number ?? '');
  const [providerId, setProviderId] = useState(number?.provider_phone_number_id ?? '');
  const [agentIds, setAgentIds] = useState<number[]>(number?.agent_ids ?? []);
  const [cap, setCap] = useState(String(number?.max_calls_per_day ?? 100));
  const errors = useFormErrors(number ? update.error : create.error, fields);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const common = { provider_phone_number_id: providerId.trim() || null, agent_ids: agentIds, max_calls_per_day: Number(cap) };
    if (number) update.mutate({ id: number.id, patch: common });
    else create.mutate({ phone_number: phone.trim(), ...common });
  }

  const toggle = (id: number, on: boolean) => setAgentIds((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));
  return (
    <form onSubmit={submit} className="space-y-4">
      <FormErrorSummary errors={errors} />
      {!number && (
        <TextField
          label="Phone number"
          hint="Such as (415) 555-0123 in the account's country, or with its country code, such as +14155550123."
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          required
          inputMode="tel"
          autoComplete="off"
          error={errors.field('phone_number')}
        />
      )}
      <TextField
        label="Provider phone number id"
        hint="With Vapi, the number's id at Vapi (one of this account's numbers); with Retell, the number. Leave empty with the simulator."
        value={providerId}
        onChange={(e) => setProviderId(e.target.value)}
        maxLength={200}
        error={errors.field('provider_phone_number_id')}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">Agents that call from it</legend>
        {agents.data?.agents.length ? (
          agents.data.agents.map((a) => (
            <Checkbox key={a.id} label={a.name} checked={agentIds.includes(a.id)} onChange={(e) => toggle(a.id, e.target.checked)} />
          ))
        ) : (
          <p className="text-sm text-slate-600">{agents.isPending ? 'Loading agents…' : 'No agents yet.'}</p>
        )}
        {errors.field('agent_ids') && <p className="text-sm text-red-700">{errors.field('agent_ids')}</p>}
      </fieldset>
      <TextField
        label="Calls per day"
        hint="Campaign calls leave the number once it placed this many calls since midnight in the business zone."
        type="number"
        min={1}
        max={100000}
        step={1}
        value={cap}
        onChange={(e) => setCap(e.target.value)}
        required
        error={errors.field('max_calls_per_day')}
      />
      <Button type="submit" busy={create.isPending || update.isPending}>
        {number ? 'Save number' : 'Add number'}
      </Button>
    </form>
  );
}
