'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { ContactPicker } from '@/app/_components/contact-picker';
import { TrialCreditButton } from '@/app/_components/trial-credit-button';
import { Button } from '@/app/_components/ui/button';
import { Dialog } from '@/app/_components/ui/dialog';
import { TextField } from '@/app/_components/ui/field';
import { ErrorNote, Notice } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';
import { describeError, fieldErrors } from '@/app/_trpc/errors';
import { templateVariables } from '@/server/services/templates/render';
import { SpokenFirstMessage } from './first-message-preview';
import { testCallVariableNames, testCallVariables, variableLabel } from './test-call-variables';

interface TestCallAgent {
  id: number;
  name: string;
  can_make_calls: boolean;
  first_message: string;
  instructions: string;
}

/** "Test call" on an agent's page: calls the number the user enters and opens the call to watch it live. */
export function TestCallButton({ agent }: { agent: TestCallAgent }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        disabled={!agent.can_make_calls}
        title={agent.can_make_calls ? undefined : 'Give the agent a phone number first.'}
      >
        Test call
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Test call">
        <TestCallForm agent={agent} />
      </Dialog>
    </>
  );
}

/**
 * Who the agent talks to: one of the account's contacts (the call gets its contact_id, so the agent has every value
 * a real call to them would), or a name and the other values the agent's templates use (the call's variables).
 * Either way the greeting is shown as it will be said before the phone rings.
 */
function TestCallForm({ agent }: { agent: Omit<TestCallAgent, 'can_make_calls'> }) {
  const router = useRouter();
  const utils = api.useUtils();
  const ids = useId();
  const names = testCallVariableNames(agent);
  const inFirstMessage = templateVariables(agent.first_message);
  const [who, setWho] = useState<'name' | 'contact'>('name');
  const [contactId, setContactId] = useState<number | null>(null);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [phone, setPhone] = useState('');
  const [contactMissing, setContactMissing] = useState(false);
  // The trial credit's confirmation, kept once the funds refusal it answers is cleared.
  const [credited, setCredited] = useState<string | null>(null);
  const offer = api.wallet.trialCredit.useQuery();
  const chosen = who === 'contact' ? contactId : null;
  const contact = api.contacts.get.useQuery({ id: chosen ?? 0 }, { enabled: chosen !== null });
  const known = api.agents.templateValues.useQuery({ contact_id: chosen });
  const start = api.calls.startTest.useMutation({
    onSuccess: async (call) => {
      await utils.calls.invalidate();
      router.push(`/calls/${call.id}`);
    },
  });
  const errors = fieldErrors(start.error);
  const noFunds = start.error && describeError(start.error).code === 'insufficient_funds';

  // With a contact, only the values typed under "Other values" are passed; its own name is the greeting's.
  const asked = who === 'contact' ? names.filter((n) => n !== 'first_name') : names;
  const variables = testCallVariables(typed, asked);
  const contactPhone = contact.data?.phone_numbers.find((p) => p.primary)?.phone_number ?? contact.data?.phone_numbers[0]?.phone_number ?? '';
  const number = phone || (who === 'contact' ? contactPhone : '');
  // The call's own variables (`{{disclosure}}`) win over typed ones, as they do on the call.
  const values = known.data && { ...known.data, overrides: { ...variables, ...known.data.overrides } };

  function chooseContact(id: number | null) {
    setContactId(id);
    setContactMissing(false);
    // Picking a contact proposes its primary number; typing a number overrides it.
    setPhone('');
  }

  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (who === 'contact' && contactId === null) {
          setContactMissing(true);
          return;
        }
        // A test call rings the user's own phone: no telemarketing, so the law's calling windows do not hold it back.
        start.mutate({
          agent_id: agent.id,
          phone_number: number,
          purpose: 'informational',
          contact_id: chosen,
          variables: Object.keys(variables).length > 0 ? variables : null,
        });
      }}
    >
      <p className="text-sm text-slate-600">
        {agent.name} calls this number now, and the call opens so you can follow it live.
        {offer.data?.offered && ' Calls on this server are simulated: nobody is actually dialed.'}
      </p>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700">Talk to</legend>
        <div className="flex flex-wrap gap-4 text-sm text-slate-700">
          {([['name', 'Someone I name'], ['contact', 'One of my contacts']] as const).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2">
              <input type="radio" name={`${ids}-who`} value={value} checked={who === value} onChange={() => setWho(value)} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {who === 'contact' && (
        <div>
          <ContactPicker label="Contact" value={contactId} onChange={chooseContact} />
          {contactMissing && <p className="mt-1 text-xs text-red-700" role="alert">Choose a contact, or talk to someone you name.</p>}
        </div>
      )}
      {asked.map((name) => (
        <TextField
          key={name}
          label={variableLabel(name)}
          value={typed[name] ?? ''}
          onChange={(e) => setTyped({ ...typed, [name]: e.target.value })}
          maxLength={200}
          hint={`{{${name}}} in the agent's ${inFirstMessage.includes(name) ? 'first message' : 'instructions'}${who === 'contact' ? ", instead of the contact's value" : ''}.`}
          autoFocus={name === 'first_name'}
        />
      ))}
      <TextField
        label="Number to call"
        type="tel"
        value={number}
        onChange={(e) => setPhone(e.target.value)}
        required
        autoComplete="tel"
        hint={`Your own phone, to hear the call: E.164, such as +14155550123.${who === 'contact' ? " The contact's number is proposed." : ''}`}
        error={errors.phone_number}
      />
      <div>
        <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">The agent opens with</h3>
        {values
          ? <SpokenFirstMessage firstMessage={agent.first_message} values={values} testId="test-call-first-message" />
          : <ErrorNote error={known.error} />}
      </div>
      <ErrorNote error={start.error} />
      {noFunds && (
        <TrialCreditButton
          onClaimed={(message) => {
            start.reset();
            setCredited(message);
          }}
        />
      )}
      {credited && !start.error && <Notice tone="success">{credited} Press Call now to place the call.</Notice>}
      <div className="flex justify-end">
        <Button type="submit" busy={start.isPending || start.isSuccess}>Call now</Button>
      </div>
    </form>
  );
}
