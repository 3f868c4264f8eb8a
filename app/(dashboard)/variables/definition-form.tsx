'use client';

import { useState } from 'react';
import { optionsOf, variableTypeLabels } from '@/app/_components/labels';
import { FormErrorSummary } from '@/app/_components/forms/form-error-ui';
import { useFormErrors } from '@/app/_components/forms/form-errors';
import { SelectField, TextArea, TextField } from '@/app/_components/ui/field';
import { FormFooter } from '@/app/_components/ui/form-footer';
import { api } from '@/app/_trpc/client';
import type { VariableType } from '@/server/db/schema';
import type { Variable } from '../contacts/context-values';

export function DefinitionForm({ variable, onDone }: { variable: Variable | null; onDone: () => void }) {
  const utils = api.useUtils();
  const done = async () => {
    await utils.variables.invalidate();
    onDone();
  };
  const create = api.variables.create.useMutation({ onSuccess: done });
  const update = api.variables.update.useMutation({ onSuccess: done });
  const [name, setName] = useState(variable?.name ?? '');
  const [displayName, setDisplayName] = useState(variable?.display_name ?? '');
  const [description, setDescription] = useState(variable?.description ?? '');
  const [type, setType] = useState<VariableType>(variable?.variable_type ?? 'text');
  const [contextType, setContextType] = useState<'contact' | 'business'>(variable?.context_type ?? 'contact');
  const [options, setOptions] = useState((variable?.select_options ?? []).join('\n'));

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const selectOptions = type === 'select' ? options.split('\n').map((o) => o.trim()).filter(Boolean) : null;
    const common = { display_name: displayName, description, variable_type: type, select_options: selectOptions };
    if (variable) update.mutate({ id: variable.id, patch: common });
    else create.mutate({ ...common, name, context_type: contextType });
  }

  const mutation = variable ? update : create;
  const errors = useFormErrors(mutation.error, ['name', 'display_name', 'variable_type', 'description', ...(type === 'select' ? ['select_options'] : [])]);
  return (
    <form onSubmit={submit} className="space-y-4">
      <FormErrorSummary errors={errors} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Name"
          value={name}
          disabled={Boolean(variable)}
          onChange={(e) => setName(e.target.value)}
          hint={variable ? 'Names cannot change.' : 'Lowercase letters, digits and underscores.'}
          pattern="[a-z][a-z0-9_]{0,63}"
          required
          error={errors.field('name')}
        />
        <TextField label="Display name" value={displayName} onChange={(e) => setDisplayName(e.target.value)} required error={errors.field('display_name')} />
        <SelectField
          label="Type"
          value={type}
          onChange={(e) => setType(e.target.value as VariableType)}
          options={optionsOf(variableTypeLabels)}
          error={errors.field('variable_type')}
        />
        <SelectField
          label="Applies to"
          value={contextType}
          disabled={Boolean(variable)}
          onChange={(e) => setContextType(e.target.value as 'contact' | 'business')}
          options={[
            { value: 'contact', label: 'Contacts' },
            { value: 'business', label: 'The business' },
          ]}
        />
      </div>
      <TextField label="Description" value={description} onChange={(e) => setDescription(e.target.value)} error={errors.field('description')} />
      {type === 'select' && (
        <TextArea label="Options" rows={4} value={options} onChange={(e) => setOptions(e.target.value)} hint="One per line." error={errors.field('select_options')} />
      )}
      <FormFooter busy={mutation.isPending} onCancel={onDone} submitLabel={variable ? 'Save' : 'Create variable'} />
    </form>
  );
}
