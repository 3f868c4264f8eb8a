'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { Checkbox, FieldError, SelectField, TextArea, TextField } from '@/app/_components/ui/field';
import { FormFooter } from '@/app/_components/ui/form-footer';
import { api } from '@/app/_trpc/client';
import { CallingHoursFields, callingHoursPaths, inWeekOrder, type CallingHoursValue } from '@/app/_components/calling-hours-fields';
import { FormErrorSummary } from '@/app/_components/forms/form-error-ui';
import { useFormErrors } from '@/app/_components/forms/form-errors';
import { contactStageLabels, contactStatusLabels, optionsOf } from '@/app/_components/labels';
import { RetryPolicyFields, retryPolicyOf, retryPolicyPaths, type RetryPolicyValue } from '@/app/_components/retry-policy-fields';
import type { ContactStage, ContactStatus } from '@/server/db/schema';
import { describeError } from '@/app/_trpc/errors';
import { CampaignPreviewPanel, useCampaignPreview, WalletShortNote } from './campaign-preview';
import { ConsentWaysForward } from './consent-ways-forward';

type Audience = { tag?: string; status?: ContactStatus; stage?: ContactStage; q?: string };

const options = (labels: Record<string, string>, none: string) => [{ value: '', label: none }, ...optionsOf(labels)];

/**
 * The create form: name, agent, audience (with a live count of matching contacts), purpose, concurrency, retries
 * and, when it should differ from the account's, the campaign's own calling hours; below them the pre-flight (who
 * would be called or skipped, the estimates), and a warning beside Start when the wallet will not last the first hour.
 */
export function CreateCampaignForm({ onDone }: { onDone: () => void }) {
  const router = useRouter();
  const utils = api.useUtils();
  const ids = useId();
  const agents = api.agents.list.useQuery();
  const [name, setName] = useState('');
  const [agentId, setAgentId] = useState('');
  const [audience, setAudience] = useState<Audience>({});
  const [purpose, setPurpose] = useState<'marketing' | 'informational'>('marketing');
  const [maxConcurrent, setMaxConcurrent] = useState('5');
  const [retryPolicy, setRetryPolicy] = useState<RetryPolicyValue>({ maxAttempts: '3', delay: '60', on: ['busy', 'no_answer'] });
  const [variables, setVariables] = useState('');
  const [startNow, setStartNow] = useState(true);
  const [voicemailAction, setVoicemailAction] = useState<'hang_up' | 'leave_message'>('hang_up');
  const [voicemailMessage, setVoicemailMessage] = useState('');
  const [ownHours, setOwnHours] = useState(false);
  const [hours, setHours] = useState<CallingHoursValue>({ start: '09:00', end: '20:00', days: ['mon', 'tue', 'wed', 'thu', 'fri'] });
  const [startEmpty, setStartEmpty] = useState(false);
  const cleanAudience = Object.fromEntries(Object.entries(audience).filter(([, v]) => v)) as Audience;
  const hasAudience = Object.keys(cleanAudience).length > 0;
  const preview = api.campaigns.audienceCount.useQuery({ audience: cleanAudience }, { enabled: hasAudience });
  const validNumber = (v: string) => v.trim() !== '' && Number.isInteger(Number(v));
  const settingsValid = validNumber(maxConcurrent) && validNumber(retryPolicy.maxAttempts) && validNumber(retryPolicy.delay);
  // The pre-flight of this campaign as the form stands (variables play no part in it).
  const preflight = useCampaignPreview(hasAudience && agentId && settingsValid ? {
    name: name.trim() || 'Preview',
    agent_id: Number(agentId),
    audience: cleanAudience,
    purpose,
    max_concurrent_calls: Number(maxConcurrent),
    retry: retryPolicyOf(retryPolicy),
    calling_hours: ownHours ? { ...hours, days: inWeekOrder(hours.days) } : null,
  } : null);
  const create = api.campaigns.create.useMutation({
    onSuccess: async (c) => {
      await utils.campaigns.list.invalidate();
      onDone();
      router.push(`/campaigns/${c.id}`);
    },
  });
  const [parseError, setParseError] = useState<string | null>(null);
  const errors = useFormErrors(create.error, [
    'name', 'agent_id', 'audience', 'purpose', 'max_concurrent_calls', 'variables', 'voicemail.message', ...retryPolicyPaths, ...(ownHours ? callingHoursPaths() : []),
  ]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    let vars: Record<string, unknown> = {};
    if (variables.trim()) {
      try {
        vars = JSON.parse(variables) as Record<string, unknown>;
      } catch {
        setParseError('Variables must be a JSON object, such as {"offer": "10% off"}.');
        return;
      }
    }
    setParseError(null);
    create.mutate({
      name,
      agent_id: Number(agentId),
      audience: cleanAudience,
      purpose,
      variables: vars,
      max_concurrent_calls: Number(maxConcurrent),
      retry: retryPolicyOf(retryPolicy),
      calling_hours: ownHours ? { ...hours, days: inWeekOrder(hours.days) } : null,
      voicemail: voicemailAction === 'leave_message' ? { action: 'leave_message', message: voicemailMessage } : { action: 'hang_up' },
      start: startNow,
      confirm_nobody_callable: startNow && startEmpty,
    });
  };
  // Started now, a campaign that calls nobody is refused unless confirmed: the pre-flight (or the server) says so first.
  const refusedEmpty = create.error ? describeError(create.error).code === 'campaign_dials_nobody' : false;
  const callsNobody = startNow && (refusedEmpty || (preflight.data !== undefined && preflight.data.callable === 0));
  // The purpose an owner or admin marked the chosen agent with (the list does not carry it).
  const chosenAgent = api.agents.get.useQuery({ id: Number(agentId) || 0 }, { enabled: agentId !== '' });
  const agentPurpose = chosenAgent.data?.purpose ?? null;
  const set = (k: keyof Audience) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setAudience((a) => ({ ...a, [k]: e.target.value || undefined }));

  return (
    <form onSubmit={submit} className="space-y-4">
      <FormErrorSummary errors={errors} />
      <TextField label="Name" required value={name} onChange={(e) => setName(e.target.value)} error={errors.field('name')} />
      <SelectField
        label="Agent"
        required
        value={agentId}
        onChange={(e) => setAgentId(e.target.value)}
        options={[{ value: '', label: 'Choose an agent' }, ...(agents.data?.agents ?? []).map((a) => ({ value: String(a.id), label: a.name }))]}
        error={errors.field('agent_id')}
      />
      <fieldset className="space-y-3 rounded border border-slate-200 p-3" aria-describedby={errors.field('audience') ? `${ids}-audience-error` : undefined}>
        <legend className="px-1 text-sm font-medium">Audience</legend>
        <div className="grid grid-cols-2 gap-3">
          <TextField label="Tag" value={audience.tag ?? ''} onChange={set('tag')} />
          <TextField label="Search" hint="name, email, company or number" value={audience.q ?? ''} onChange={set('q')} />
          <SelectField label="Contact status" value={audience.status ?? ''} onChange={set('status')} options={options(contactStatusLabels, 'Any status')} />
          <SelectField label="Stage" value={audience.stage ?? ''} onChange={set('stage')} options={options(contactStageLabels, 'Any stage')} />
        </div>
        <p className="text-sm text-slate-600" aria-live="polite">
          {!hasAudience ? 'Choose at least one filter.' : preview.data ? `${preview.data.contacts} contacts match now.` : 'Counting…'}
        </p>
        <FieldError id={`${ids}-audience-error`} error={errors.field('audience')} />
      </fieldset>
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label="Purpose"
          value={purpose}
          onChange={(e) => setPurpose(e.target.value as 'marketing' | 'informational')}
          options={[{ value: 'marketing', label: 'Marketing' }, { value: 'informational', label: 'Informational' }]}
          error={errors.field('purpose')}
        />
        <TextField
          label="Max concurrent calls"
          type="number"
          min={1}
          max={50}
          value={maxConcurrent}
          onChange={(e) => setMaxConcurrent(e.target.value)}
          error={errors.field('max_concurrent_calls')}
        />
      </div>
      <fieldset className="space-y-3 rounded border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium">Retries</legend>
        <RetryPolicyFields
          value={retryPolicy}
          onChange={setRetryPolicy}
          errors={errors}
          labels={{ attempts: 'Attempts per contact', delay: 'Minutes between attempts', on: 'Retry on' }}
        />
      </fieldset>
      <fieldset className="space-y-3 rounded border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium">Calling hours</legend>
        <Checkbox
          label="Its own calling hours"
          hint="Otherwise the account's, from Calling rules. Either way the callee's local time, and state law still applies."
          checked={ownHours}
          onChange={(e) => setOwnHours(e.target.checked)}
        />
        {ownHours && <CallingHoursFields value={hours} onChange={setHours} errors={errors} />}
      </fieldset>
      <fieldset className="space-y-3 rounded border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium">Voicemail</legend>
        <SelectField
          label="When a machine answers"
          value={voicemailAction}
          onChange={(e) => setVoicemailAction(e.target.value as 'hang_up' | 'leave_message')}
          options={[{ value: 'hang_up', label: 'Hang up' }, { value: 'leave_message', label: 'Leave a message (once per contact)' }]}
        />
        {voicemailAction === 'leave_message' && (
          <TextArea
            label="Message"
            hint="Said once per contact, on the first machine reached; later attempts hang up. Variables such as {{first_name}} work as in the first message."
            rows={2}
            value={voicemailMessage}
            onChange={(e) => setVoicemailMessage(e.target.value)}
            error={errors.field('voicemail.message')}
          />
        )}
      </fieldset>
      <TextArea label="Variables (JSON)" rows={3} value={variables} onChange={(e) => setVariables(e.target.value)} error={parseError ?? errors.field('variables')} />
      <section aria-label="Before the first call" className="space-y-2">
        <h3 className="text-sm font-medium">Before the first call</h3>
        <CampaignPreviewPanel preview={preflight.data} pending={preflight.isFetching} />
        <ConsentWaysForward
          missing={preflight.data?.skipped.no_consent ?? 0}
          purpose={purpose}
          agentPurpose={agentPurpose}
          onInformational={() => setPurpose('informational')}
        />
      </section>
      <Checkbox label="Start now" checked={startNow} onChange={(e) => setStartNow(e.target.checked)} />
      {startNow && preflight.data && !preflight.data.wallet.covers_first_hour && <WalletShortNote available={preflight.data.wallet.available_cents} />}
      {callsNobody && (
        <div className="space-y-2 rounded border border-red-200 bg-red-50 p-3 text-sm text-red-900" role="alert" data-testid="calls-nobody">
          <p>
            <strong>Nobody would be called.</strong> Started now, this campaign would skip every contact and end at once, so Create and
            start is refused until something changes: record or import the missing consents, change the audience, or choose the purpose
            the calls truly have. You can also create it as a draft and start it later.
          </p>
          <Checkbox label="Start it anyway (it will call nobody)" checked={startEmpty} onChange={(e) => setStartEmpty(e.target.checked)} />
        </div>
      )}
      <FormFooter
        busy={create.isPending}
        onCancel={onDone}
        submitLabel={startNow ? 'Create and start' : 'Create draft'}
        disabled={callsNobody && !startEmpty}
      />
    </form>
  );
}
