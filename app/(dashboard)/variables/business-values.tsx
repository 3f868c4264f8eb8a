'use client';

import { useState } from 'react';
import { Button } from '@/app/_components/ui/button';
import { Card } from '@/app/_components/ui/card';
import { FormErrorSummary } from '@/app/_components/forms/form-error-ui';
import { useFormErrors } from '@/app/_components/forms/form-errors';
import { ErrorNote, Loading, Notice } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';
import { ContextValuesEditor, inputValue, outputValue } from '../contacts/context-values';

/** The business profile's values, system defaults included (they are the profile's own fields). */
export function BusinessValues() {
  const utils = api.useUtils();
  const values = api.variables.businessValues.useQuery();
  const defs = api.variables.list.useQuery({ context_type: 'business', limit: 100 });
  const save = api.variables.setBusinessValues.useMutation({
    onSuccess: async () => {
      setEdits({});
      await utils.variables.businessValues.invalidate();
      await utils.agents.templateValues.invalidate();
      // The business zone is one of these values; the calendar and calling rules show it.
      await Promise.all([utils.calendar.settings.invalidate(), utils.compliance.settings.invalidate()]);
    },
  });
  const [edits, setEdits] = useState<Record<string, string>>({});
  const errors = useFormErrors(save.error, ['variables.*']);

  const stored: Record<string, string> = {};
  for (const v of defs.data?.variables ?? []) stored[v.name] = inputValue(v, values.data?.[v.name]);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const variables: Record<string, unknown> = {};
    for (const v of defs.data?.variables ?? []) {
      if (v.name in edits && edits[v.name] !== stored[v.name]) variables[v.name] = outputValue(v, edits[v.name]);
    }
    if (Object.keys(variables).length) save.mutate({ variables });
  }

  return (
    <Card title="Business values">
      {values.isPending ? (
        <Loading what="Loading values" />
      ) : values.error ? (
        <ErrorNote error={values.error} onRetry={() => values.refetch()} />
      ) : (
        <form onSubmit={submit} className="space-y-4">
          <FormErrorSummary errors={errors} />
          <ContextValuesEditor
            contextType="business"
            includeDefaults
            values={{ ...stored, ...edits }}
            onChange={(n, t) => setEdits((p) => ({ ...p, [n]: t }))}
            errorFor={(name) => errors.field(`variables.${name}`)}
          />
          {save.isSuccess && Object.keys(edits).length === 0 && <Notice tone="success">Saved.</Notice>}
          <Button type="submit" busy={save.isPending} disabled={Object.keys(edits).length === 0}>
            Save values
          </Button>
        </form>
      )}
    </Card>
  );
}
