'use client';

import { useState } from 'react';
import { FormErrorSummary } from '@/app/_components/forms/form-error-ui';
import { useFormErrors } from '@/app/_components/forms/form-errors';
import { Button } from '@/app/_components/ui/button';
import { Card } from '@/app/_components/ui/card';
import { Checkbox, SelectField } from '@/app/_components/ui/field';
import { ErrorNote, Loading, Notice } from '@/app/_components/ui/states';
import { api, type RouterOutputs } from '@/app/_trpc/client';

type Settings = RouterOutputs['compliance']['settings'];
type Required = Settings['consent_required'];

const marketingOptions: { value: Required['marketing']; label: string }[] = [
  { value: 'express_written', label: 'Express written consent (the law for AI voice marketing calls)' },
  { value: 'express', label: 'Express consent' },
  { value: 'none', label: 'Not checked' },
];
const informationalOptions: { value: Required['informational']; label: string }[] = [
  { value: 'express', label: 'Express consent (the law for AI voice calls)' },
  { value: 'none', label: 'Not checked' },
];

const fields = ['consent_required.marketing', 'consent_required.informational', 'enforce_consent_on_api_calls'];

/** What the account asks of a callee's consent before a dial: the business settings consent_required and enforce_consent_on_api_calls. */
export function ConsentSettingsForm() {
  const utils = api.useUtils();
  const settings = api.compliance.settings.useQuery();
  const me = api.auth.me.useQuery();
  const save = api.compliance.updateSettings.useMutation({
    onSuccess: (saved) => utils.compliance.settings.setData(undefined, saved),
  });
  return (
    <Card title="Consent">
      {settings.isPending || me.isPending ? (
        <Loading what="Loading the consent rules" />
      ) : settings.error ? (
        <ErrorNote error={settings.error} onRetry={() => settings.refetch()} />
      ) : (
        <ConsentForm
          key={JSON.stringify([settings.data.consent_required, settings.data.enforce_consent_on_api_calls])}
          settings={settings.data}
          save={save}
          canEdit={me.data?.role === 'owner' || me.data?.role === 'admin'}
        />
      )}
    </Card>
  );
}

type SaveMutation = ReturnType<typeof api.compliance.updateSettings.useMutation>;

function ConsentForm({ settings, save, canEdit }: { settings: Settings; save: SaveMutation; canEdit: boolean }) {
  const [marketing, setMarketing] = useState(settings.consent_required.marketing);
  const [informational, setInformational] = useState(settings.consent_required.informational);
  const [enforce, setEnforce] = useState(settings.enforce_consent_on_api_calls);
  const errors = useFormErrors(save.error, fields);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    save.mutate({ consent_required: { marketing, informational }, enforce_consent_on_api_calls: enforce });
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <FormErrorSummary errors={errors} />
      <p className="text-sm text-slate-600">
        Calls made with an AI voice need the callee&apos;s prior consent, and marketing calls their prior written consent. A
        campaign skips a recipient without the consent below, and a scheduled call or a retry without it is canceled when
        it comes due. A marketing consent also covers informational calls; a written consent also counts where express
        consent is enough. A consent counts from the moment it was given until it expires or is revoked.
      </p>
      {!canEdit && <Notice>Owners and admins change the consent rules. You can read them here.</Notice>}
      <fieldset disabled={!canEdit} className="space-y-4">
        <legend className="sr-only">Consent rules</legend>
        <SelectField
          label="Marketing calls need"
          value={marketing}
          onChange={(e) => setMarketing(e.target.value as Required['marketing'])}
          options={marketingOptions}
          hint="Sales, offers, renewals: anything that promotes what you sell."
          error={errors.field('consent_required.marketing')}
        />
        <SelectField
          label="Informational calls need"
          value={informational}
          onChange={(e) => setInformational(e.target.value as Required['informational'])}
          options={informationalOptions}
          hint="Reminders, confirmations and service calls."
          error={errors.field('consent_required.informational')}
        />
        <Checkbox
          label="Also refuse API calls without consent"
          hint={
            'Off (the default, so existing API integrations work unchanged): a call placed at once through the API ' +
            '(POST /api/v1/calls) or the start-call form is held to the do-not-call list, the destination policy and, when ' +
            "marketing, the law's calling windows, but its consent is not checked. On: it is refused (consent_required) when " +
            'the callee has not given the consent above. Assistant (MCP) calls, campaigns, scheduled calls and retries are ' +
            'checked either way.'
          }
          checked={enforce}
          onChange={(e) => setEnforce(e.target.checked)}
        />
      </fieldset>
      {save.isSuccess && <Notice tone="success">Consent rules saved.</Notice>}
      {canEdit && (
        <Button type="submit" busy={save.isPending}>
          Save consent rules
        </Button>
      )}
    </form>
  );
}
