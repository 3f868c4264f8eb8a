'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { CallVariableFields, callVariablesOf, useVariableTypes, type TypedValues } from '@/app/_components/call-variable-fields';
import { ContactPicker } from '@/app/_components/contact-picker';
import { callPurposeLabels, optionsOf } from '@/app/_components/labels';
import { RetryPolicyFields, retryPolicyOf, retryPolicyPaths, type RetryPolicyValue } from '@/app/_components/retry-policy-fields';
import { FormErrorSummary } from '@/app/_components/forms/form-error-ui';
import { useFormErrors } from '@/app/_components/forms/form-errors';
import { browserZone, localInputToUtc, toLocalInput } from '@/app/_components/local-time';
import { useDashboardZone } from '@/app/_components/use-dashboard-zone';
import { Button } from '@/app/_components/ui/button';
import { Checkbox, SelectField, TextField } from '@/app/_components/ui/field';
import { api, type RouterOutputs } from '@/app/_trpc/client';
import { ConsentVerdict } from './consent-verdict';
import type { CallPurpose } from '@/server/db/schema';

export type StartedCall = RouterOutputs['calls']['start'];

const DAY_MS = 86_400_000;
const WAIT = "wait for the callee's calling hours";
const ANY_HOUR = "don't wait for calling hours";

/** Tomorrow at 10:00 in the dashboard's zone: a sensible first proposal for "at a date and time". */
function tomorrowMorning(zone: string): string {
  return `${toLocalInput(new Date(Date.now() + DAY_MS), zone).slice(0, 10)}T10:00`;
}

/** `initialContactId`: the contact a contact page's "Call now" starts with (its primary number proposed). */
export function StartCallForm({ onStarted, initialContactId = null }: { onStarted: (call: StartedCall) => void; initialContactId?: number | null }) {
  const router = useRouter();
  const utils = api.useUtils();
  const ids = useId();
  // The dashboard's zone (the business's), as every screen shows times; the browser's until it has loaded.
  const dashboardZone = useDashboardZone();
  const zone = dashboardZone.zone ?? browserZone();
  const agents = api.agents.list.useQuery();
  const settings = api.compliance.settings.useQuery();
  const callable = (agents.data?.agents ?? []).filter((a) => a.can_make_calls);
  const [agentId, setAgentId] = useState('');
  const [contactId, setContactId] = useState<number | null>(initialContactId);
  const [phone, setPhone] = useState('');
  const [variables, setVariables] = useState<TypedValues>({});
  const variableTypes = useVariableTypes();
  const [when, setWhen] = useState<'now' | 'at'>('now');
  const [at, setAt] = useState('');
  const [atError, setAtError] = useState<string | null>(null);
  const [bounds, setBounds] = useState<{ min: string; max: string } | null>(null);
  const [callingHours, setCallingHours] = useState<'' | 'enforce' | 'ignore'>('');
  const [purpose, setPurpose] = useState<CallPurpose>('marketing');
  const [retry, setRetry] = useState(false);
  const [retryPolicy, setRetryPolicy] = useState<RetryPolicyValue>({ maxAttempts: '3', delay: '60', on: ['busy', 'no_answer'] });
  const contact = api.contacts.get.useQuery({ id: contactId ?? 0 }, { enabled: contactId !== null });
  const start = api.calls.start.useMutation({
    onSuccess: async (call) => {
      await utils.calls.invalidate();
      onStarted(call);
      // A call dialed now opens to be watched; one that waits stays in the list, which says until when.
      if (call.status !== 'scheduled') router.push(`/calls/${call.id}`);
    },
  });
  const errors = useFormErrors(start.error, [
    'phone_number', 'calling_hours', 'purpose', 'variables',
    ...(agents.data && callable.length === 0 ? [] : ['agent_id']),
    ...(when === 'at' ? ['scheduled_at'] : []),
    ...(retry ? retryPolicyPaths : []),
  ]);

  function chooseContact(id: number | null) {
    setContactId(id);
    // Picking a contact proposes its primary number; typing a number overrides it.
    setPhone('');
  }
  const contactPhone = contact.data?.phone_numbers.find((p) => p.primary)?.phone_number ?? contact.data?.phone_numbers[0]?.phone_number ?? '';
  const number = phone || contactPhone;

  function chooseWhen(next: 'now' | 'at') {
    setWhen(next);
    if (next !== 'at') return;
    // The browser's own check of the range; the API checks it again at submit (future, at most 30 days ahead).
    const now = Date.now();
    setBounds({ min: toLocalInput(new Date(now), zone), max: toLocalInput(new Date(now + 30 * DAY_MS), zone) });
    if (!at) setAt(tomorrowMorning(zone));
  }

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const vars = callVariablesOf(variables, variableTypes);
    let scheduledAt: string | null = null;
    if (when === 'at') {
      scheduledAt = localInputToUtc(at, zone);
      if (!scheduledAt) {
        setAtError('Choose a date and a time.');
        return;
      }
    }
    setAtError(null);
    start.mutate({
      agent_id: Number(agentId || callable[0]?.id),
      phone_number: number,
      contact_id: contactId,
      variables: vars,
      scheduled_at: scheduledAt,
      calling_hours: callingHours || null,
      purpose,
      retry: retry ? retryPolicyOf(retryPolicy) : null,
    });
  }

  // The account's own choice, in the words of the two options below.
  const accountDefault = settings.data ? `: ${settings.data.enforce_calling_hours_on_api_calls ? WAIT : ANY_HOUR}` : '';

  return (
    <form onSubmit={submit} className="space-y-4">
      <FormErrorSummary errors={errors} />
      {agents.data && callable.length === 0 ? (
        <p className="text-sm text-amber-800">No agent can place calls yet. Give an agent a phone number (or unarchive one) on the Agents page first.</p>
      ) : (
        <SelectField
          label="Agent"
          value={agentId || String(callable[0]?.id ?? '')}
          onChange={(e) => setAgentId(e.target.value)}
          options={callable.map((a) => ({ value: String(a.id), label: `${a.name} (${a.phone_number})` }))}
          error={errors.field('agent_id')}
        />
      )}
      <ContactPicker label="Contact (optional)" value={contactId} onChange={chooseContact} />
      <TextField
        label="Number to call"
        value={number}
        onChange={(e) => setPhone(e.target.value)}
        placeholder="+14155550123"
        required
        error={errors.field('phone_number')}
      />

      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">When</legend>
        <div className="flex flex-wrap gap-4 text-sm text-slate-700">
          <label className="flex items-center gap-2">
            <input type="radio" name={`${ids}-when`} value="now" checked={when === 'now'} onChange={() => chooseWhen('now')} className="size-4 text-indigo-600" />
            Now
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name={`${ids}-when`} value="at" checked={when === 'at'} onChange={() => chooseWhen('at')} className="size-4 text-indigo-600" />
            At a date and time
          </label>
        </div>
        {when === 'at' && (
          <TextField
            label={`Date and time (${dashboardZone.words})`}
            type="datetime-local"
            value={at}
            onChange={(e) => setAt(e.target.value)}
            min={bounds?.min}
            max={bounds?.max}
            required
            hint="Up to 30 days ahead. With calling hours enforced, the call waits for the first allowed moment at or after it."
            error={atError ?? errors.field('scheduled_at')}
          />
        )}
      </fieldset>

      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Calling hours"
          value={callingHours}
          onChange={(e) => setCallingHours(e.target.value as '' | 'enforce' | 'ignore')}
          options={[
            { value: '', label: `As the account's calling rules say${accountDefault}` },
            { value: 'enforce', label: WAIT[0].toUpperCase() + WAIT.slice(1) },
            { value: 'ignore', label: ANY_HOUR[0].toUpperCase() + ANY_HOUR.slice(1) },
          ]}
          hint="Waiting, the call goes out within the callee's calling hours and the laws of their state."
          error={errors.field('calling_hours')}
        />
        <SelectField
          label="Purpose"
          value={purpose}
          onChange={(e) => setPurpose(e.target.value as CallPurpose)}
          options={optionsOf(callPurposeLabels)}
          hint="Legal calling windows, state days off and state caps bind marketing calls."
          error={errors.field('purpose')}
        />
      </div>

      <ConsentVerdict phoneNumber={number} contactId={contactId} purpose={purpose} />

      <div className="rounded-md border border-slate-200 p-3">
        <Checkbox
          label="Retry if the call does not get through"
          hint="Each retry is a new call, attempt 2, 3…, scheduled after the delay within the calling hours."
          checked={retry}
          onChange={(e) => setRetry(e.target.checked)}
        />
        {retry && (
          <fieldset className="mt-3 space-y-3">
            <legend className="sr-only">Retry</legend>
            <RetryPolicyFields
              value={retryPolicy}
              onChange={setRetryPolicy}
              errors={errors}
              labels={{ attempts: 'Max attempts', attemptsHint: 'In all, the first call included (1 to 5).', delay: 'Delay (minutes)', on: 'Retry when the call is' }}
            />
          </fieldset>
        )}
      </div>

      <CallVariableFields value={variables} onChange={setVariables} error={errors.field('variables')} />
      <div className="flex justify-end">
        <Button type="submit" busy={start.isPending} disabled={callable.length === 0}>
          {when === 'at' ? 'Schedule call' : 'Call now'}
        </Button>
      </div>
    </form>
  );
}
