'use client';

import { useState } from 'react';
import { FormErrorSummary } from '@/app/_components/forms/form-error-ui';
import { useFormErrors } from '@/app/_components/forms/form-errors';
import { Button } from '@/app/_components/ui/button';
import { Card } from '@/app/_components/ui/card';
import { Checkbox } from '@/app/_components/ui/field';
import { ErrorNote, Loading, Notice } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';

const fields = ['redact_pii'];

/** The business setting redact_pii: whether sensitive numbers are replaced in content before it is stored. */
export function RedactionSettingForm() {
  const utils = api.useUtils();
  const settings = api.compliance.settings.useQuery();
  const me = api.auth.me.useQuery();
  const save = api.compliance.updateSettings.useMutation({
    onSuccess: (saved) => utils.compliance.settings.setData(undefined, saved),
  });
  return (
    <Card title="Sensitive numbers">
      {settings.isPending || me.isPending ? (
        <Loading what="Loading the redaction setting" />
      ) : settings.error ? (
        <ErrorNote error={settings.error} onRetry={() => settings.refetch()} />
      ) : (
        <RedactionForm
          key={String(settings.data.redact_pii)}
          on={settings.data.redact_pii}
          save={save}
          canEdit={me.data?.role === 'owner' || me.data?.role === 'admin'}
        />
      )}
    </Card>
  );
}

type SaveMutation = ReturnType<typeof api.compliance.updateSettings.useMutation>;

function RedactionForm({ on, save, canEdit }: { on: boolean; save: SaveMutation; canEdit: boolean }) {
  const [redact, setRedact] = useState(on);
  const errors = useFormErrors(save.error, fields);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    save.mutate({ redact_pii: redact });
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <FormErrorSummary errors={errors} />
      <p className="text-sm text-slate-600">
        Callers sometimes read out a card number or their social security number. With this on, card numbers, social
        security numbers, bank account and routing numbers and dates of birth are replaced by [card], [ssn], [bank] and
        [dob] in transcripts, summaries, call analysis and text messages before anything is saved, so they never reach
        your history, exports or webhooks. Phone numbers, prices, times, order numbers and appointment dates are kept.
        What was saved before the change stays as it is.
      </p>
      {!canEdit && <Notice>Owners and admins change this setting. You can read it here.</Notice>}
      <fieldset disabled={!canEdit} className="space-y-4">
        <legend className="sr-only">Redaction</legend>
        <Checkbox
          label="Remove sensitive numbers before saving"
          hint="Your voice provider is also asked to redact its own copy of the call where it can."
          checked={redact}
          onChange={(e) => setRedact(e.target.checked)}
        />
      </fieldset>
      {save.isSuccess && <Notice tone="success">{redact ? 'Sensitive numbers will be removed.' : 'Sensitive numbers will be kept.'}</Notice>}
      {canEdit && (
        <Button type="submit" busy={save.isPending}>
          Save
        </Button>
      )}
    </form>
  );
}
