'use client';

import { useState } from 'react';
import { Button } from '@/app/_components/ui/button';
import { Card } from '@/app/_components/ui/card';
import { SecretOnce } from '@/app/_components/ui/copy-button';
import { FormErrorSummary, WithFieldError } from '@/app/_components/forms/form-error-ui';
import { useFormErrors } from '@/app/_components/forms/form-errors';
import { Checkbox, TextField } from '@/app/_components/ui/field';
import { api } from '@/app/_trpc/client';
import { permissions, type Permission } from '@/server/auth/permissions';
import { McpConfig } from './mcp-config';
import { permissionHints, permissionLabels, readingPermissions } from './permission-labels';

export function CreateKeyForm() {
  const utils = api.useUtils();
  const create = api.apiKeys.create.useMutation({ onSuccess: () => utils.apiKeys.list.invalidate() });
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<Set<Permission>>(new Set(readingPermissions));
  const errors = useFormErrors(create.error, ['name', 'permissions']);

  const toggle = (p: Permission) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(p)) next.delete(p);
      else next.add(p);
      return next;
    });

  function submit(e: React.FormEvent) {
    e.preventDefault();
    create.mutate({ name: name.trim() || 'Unnamed key', permissions: permissions.filter((p) => chosen.has(p)) });
    setName('');
  }

  return (
    <Card title="Create a key">
      <form onSubmit={submit} className="space-y-4">
        <FormErrorSummary errors={errors} />
        <TextField
          label="Name"
          className="max-w-md"
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="CRM integration"
          maxLength={200}
          error={errors.field('name')}
        />
        <WithFieldError error={errors.field('permissions')} group>
          <fieldset>
            <legend className="mb-1 text-sm font-medium text-slate-700">Permissions</legend>
            <p className="mb-2 text-xs text-slate-500">
              {chosen.size} of {permissions.length} chosen. A new key starts with reading only: choose what else it may do, or give it
              every permission for a key that also places calls and makes changes.
            </p>
            <div className="mb-3 flex flex-wrap gap-2">
              <Button type="button" variant="secondary" onClick={() => setChosen(new Set(readingPermissions))}>
                Reading only
              </Button>
              <Button type="button" variant="secondary" onClick={() => setChosen(new Set(permissions))}>
                Every permission
              </Button>
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              {permissions.map((p) => (
                <Checkbox key={p} label={permissionLabels[p]} hint={`${permissionHints[p]} (${p})`} checked={chosen.has(p)} onChange={() => toggle(p)} />
              ))}
            </div>
          </fieldset>
        </WithFieldError>
        <Button type="submit" busy={create.isPending}>
          Create key
        </Button>
        {create.data && <SecretOnce label="Your new API key" value={create.data.api_key} />}
        {create.data && <McpConfig apiKey={create.data.api_key} />}
      </form>
    </Card>
  );
}
