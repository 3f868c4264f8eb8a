'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ContactPicker } from '@/app/_components/contact-picker';
import { Button } from '@/app/_components/ui/button';
import { SelectField, TextArea, TextField } from '@/app/_components/ui/field';
import { ErrorNote } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';

export function StartCallForm({ onStarted }: { onStarted: () => void }) {
  const router = useRouter();
  const utils = api.useUtils();
  const agents = api.agents.list.useQuery();
  const callable = (agents.data?.agents ?? []).filter((a) => a.can_make_calls);
  const [agentId, setAgentId] = useState('');
  const [contactId, setContactId] = useState<number | null>(null);
  const [phone, setPhone] = useState('');
  const [variables, setVariables] = useState('');
  const [variablesError, setVariablesError] = useState<string | null>(null);
  const contact = api.contacts.get.useQuery({ id: contactId ?? 0 }, { enabled: contactId !== null });
  const start = api.calls.start.useMutation({
    onSuccess: async (call) => {
      await utils.calls.invalidate();
      onStarted();
      router.push(`/calls/${call.id}`);
    },
  });

  function chooseContact(id: number | null) {
    setContactId(id);
    // Picking a contact proposes its primary number; typing a number overrides it.
    setPhone('');
  }
  const contactPhone = contact.data?.phone_numbers.find((p) => p.primary)?.phone_number ?? contact.data?.phone_numbers[0]?.phone_number ?? '';
  const number = phone || contactPhone;

  function submit(e: React.FormEvent) {
    e.preventDefault();
    let vars: Record<string, unknown> | undefined;
    if (variables.trim()) {
      try {
        vars = JSON.parse(variables);
        if (typeof vars !== 'object' || vars === null || Array.isArray(vars)) throw new Error();
      } catch {
        setVariablesError('Variables must be a JSON object, such as {"appointment_day": "Tuesday"}.');
        return;
      }
    }
    setVariablesError(null);
    start.mutate({ agent_id: Number(agentId || callable[0]?.id), phone_number: number, contact_id: contactId, variables: vars });
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      {agents.data && callable.length === 0 ? (
        <p className="text-sm text-amber-800">No agent has a phone number yet. Give one a number on the Agents page first.</p>
      ) : (
        <SelectField
          label="Agent"
          value={agentId || String(callable[0]?.id ?? '')}
          onChange={(e) => setAgentId(e.target.value)}
          options={callable.map((a) => ({ value: String(a.id), label: `${a.name} (${a.phone_number})` }))}
        />
      )}
      <ContactPicker label="Contact (optional)" value={contactId} onChange={chooseContact} />
      <TextField label="Number to call" value={number} onChange={(e) => setPhone(e.target.value)} placeholder="+14155550123" required />
      <TextArea
        label="Variables (optional)"
        rows={3}
        value={variables}
        onChange={(e) => setVariables(e.target.value)}
        placeholder='{"appointment_day": "Tuesday"}'
        hint="Override contact and business values for this call."
      />
      {variablesError && (
        <p role="alert" className="text-sm text-red-700">
          {variablesError}
        </p>
      )}
      <ErrorNote error={start.error} />
      <div className="flex justify-end">
        <Button type="submit" busy={start.isPending} disabled={callable.length === 0}>
          Call now
        </Button>
      </div>
    </form>
  );
}
