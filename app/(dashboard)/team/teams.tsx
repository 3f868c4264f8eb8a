'use client';

import { useState } from 'react';
import { FormErrorSummary } from '@/app/_components/forms/form-error-ui';
import { useFormErrors } from '@/app/_components/forms/form-errors';
import { Button } from '@/app/_components/ui/button';
import { Card } from '@/app/_components/ui/card';
import { Checkbox, TextField } from '@/app/_components/ui/field';
import { Empty, ErrorNote, Loading } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';

export function Teams({ canManage }: { canManage: boolean }) {
  const utils = api.useUtils();
  const teams = api.team.teams.useQuery();
  const members = api.team.members.useQuery(undefined, { enabled: canManage });
  const create = api.team.createTeam.useMutation({ onSuccess: () => utils.team.invalidate() });
  const [name, setName] = useState('');
  const [memberIds, setMemberIds] = useState<number[]>([]);
  const errors = useFormErrors(create.error, ['name']);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    create.mutate({ name, member_ids: memberIds }, { onSuccess: () => { setName(''); setMemberIds([]); } });
  }

  return (
    <Card title="Teams">
      {teams.isPending ? (
        <Loading what="Loading teams" />
      ) : teams.error ? (
        <ErrorNote error={teams.error} onRetry={() => teams.refetch()} />
      ) : teams.data.length === 0 ? (
        <Empty title="You are not in any team" />
      ) : (
        <ul className="divide-y divide-slate-100">
          {teams.data.map((t) => (
            <li key={t.id} className="flex justify-between py-2 text-sm">
              <span className="font-medium text-slate-900">{t.name}</span>
              <span className="text-slate-500">
                {t.member_count} member{t.member_count === 1 ? '' : 's'}
              </span>
            </li>
          ))}
        </ul>
      )}
      {canManage && (
        <form onSubmit={submit} className="mt-4 space-y-3 border-t border-slate-100 pt-4">
          <h3 className="text-sm font-medium text-slate-900">Create a team</h3>
          <FormErrorSummary errors={errors} />
          <TextField label="Team name" required value={name} onChange={(e) => setName(e.target.value)} error={errors.field('name')} />
          {members.data && members.data.length > 0 && (
            <fieldset className="space-y-1">
              <legend className="mb-1 text-sm text-slate-700">Members</legend>
              {members.data.map((m) => (
                <Checkbox
                  key={m.id}
                  label={m.name || m.email}
                  checked={memberIds.includes(m.id)}
                  onChange={(e) => setMemberIds((ids) => (e.target.checked ? [...ids, m.id] : ids.filter((i) => i !== m.id)))}
                />
              ))}
            </fieldset>
          )}
          <Button type="submit" busy={create.isPending}>
            Create team
          </Button>
        </form>
      )}
    </Card>
  );
}
