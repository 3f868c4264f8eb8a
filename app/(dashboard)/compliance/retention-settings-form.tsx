'use client';

import { useState } from 'react';
import { FormErrorSummary } from '@/app/_components/forms/form-error-ui';
import { useFormErrors } from '@/app/_components/forms/form-errors';
import { Button } from '@/app/_components/ui/button';
import { Card } from '@/app/_components/ui/card';
import { TextField } from '@/app/_components/ui/field';
import { ErrorNote, Loading, Notice } from '@/app/_components/ui/states';
import { api, type RouterOutputs } from '@/app/_trpc/client';

type Retention = RouterOutputs['compliance']['settings']['retention'];

const fields = ['retention.content_days', 'retention.compliance_days'];

/** "Data retention": how long call content and compliance evidence are kept (business settings `retention`). */
export function RetentionSettingsForm() {
  const utils = api.useUtils();
  const settings = api.compliance.settings.useQuery();
  const me = api.auth.me.useQuery();
  const save = api.compliance.updateSettings.useMutation({
    onSuccess: (saved) => utils.compliance.settings.setData(undefined, saved),
  });
  return (
    <Card title="Data retention">
      {settings.isPending || me.isPending ? (
        <Loading what="Loading the data retention" />
      ) : settings.error ? (
        <ErrorNote error={settings.error} onRetry={() => settings.refetch()} />
      ) : (
        <RetentionForm
          key={JSON.stringify(settings.data.retention)}
          retention={settings.data.retention}
          save={save}
          canEdit={me.data?.role === 'owner' || me.data?.role === 'admin'}
        />
      )}
    </Card>
  );
}

type SaveMutation = ReturnType<typeof api.compliance.updateSettings.useMutation>;

const years = (days: number) => (days / 365.25).toFixed(days % 365 === 0 || days >= 1461 ? 0 : 1);

function RetentionForm({ retention, save, canEdit }: { retention: Retention; save: SaveMutation; canEdit: boolean }) {
  const [content, setContent] = useState(String(retention.content_days));
  const [compliance, setCompliance] = useState(String(retention.compliance_days));
  const errors = useFormErrors(save.error, fields);
  const next = new Date(retention.next_purge_at);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    save.mutate({ retention: { content_days: Number(content), compliance_days: Number(compliance) } });
  }

  return (
    <form onSubmit={submit} onChange={() => save.isSuccess && save.reset()} className="space-y-4">
      <p className="text-sm text-slate-600">
        Calls keep their content for {retention.content_days} days after they end: the transcript, the recording, the summary, what the
        analysis found and the call&apos;s variables, and messages their text. After that it is removed, at the voice provider too, and the
        call keeps only its times, status, cost and outcome, so usage and analytics still add up. Consents and compliance records are kept{' '}
        {retention.compliance_days} days (about {years(retention.compliance_days)} years) and cannot be changed or removed before.
      </p>
      <p className="text-sm text-slate-600" data-testid="next-purge">
        The next purge runs {next.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}.
      </p>
      <FormErrorSummary errors={errors} />
      {!canEdit && <Notice>Owners and admins change how long data is kept.</Notice>}
      <fieldset disabled={!canEdit} className="space-y-4">
        <legend className="sr-only">How long data is kept</legend>
        <TextField
          label="Keep call content and messages (days)"
          type="number"
          min={1}
          max={3650}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          className="max-w-xs"
          hint="From 1 to 3650 days (ten years). The default is 365."
          error={errors.field('retention.content_days')}
        />
        <TextField
          label="Keep consents and compliance records (days)"
          type="number"
          min={1461}
          max={3650}
          value={compliance}
          onChange={(e) => setCompliance(e.target.value)}
          className="max-w-xs"
          hint="At least 1461 days: the law asks for four years of evidence of why each call was allowed. The default is 1825 (five years)."
          error={errors.field('retention.compliance_days')}
        />
      </fieldset>
      {save.isSuccess && <Notice tone="success">Data retention saved.</Notice>}
      {canEdit && (
        <Button type="submit" busy={save.isPending}>
          Save data retention
        </Button>
      )}
    </form>
  );
}
