'use client';

import { useState } from 'react';
import { FormErrorSummary } from '@/app/_components/forms/form-error-ui';
import { useFormErrors } from '@/app/_components/forms/form-errors';
import { Badge } from '@/app/_components/ui/badge';
import { Button } from '@/app/_components/ui/button';
import { Card } from '@/app/_components/ui/card';
import { SelectField, TextField } from '@/app/_components/ui/field';
import { Empty, ErrorNote, Loading, Notice } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';
import { MemberPhone } from './member-phone';

type Role = 'owner' | 'admin' | 'member';

/** `myId`: the signed-in user, who may set their own phone number even when they cannot manage the others. */
export function Members({ canManage, myId }: { canManage: boolean; myId: number | undefined }) {
  const utils = api.useUtils();
  const members = api.team.members.useQuery();
  const teams = api.team.teams.useQuery();
  const add = api.team.addMember.useMutation({ onSuccess: () => utils.team.invalidate() });
  const [form, setForm] = useState({ email: '', name: '', password: '', role: 'member' as Role });
  const errors = useFormErrors(add.error, ['email', 'name', 'password', 'role']);
  const teamName = (id: number) => teams.data?.find((t) => t.id === id)?.name ?? `#${id}`;

  function submit(e: React.FormEvent) {
    e.preventDefault();
    add.mutate(
      { email: form.email, name: form.name || undefined, password: form.password || undefined, role: form.role },
      { onSuccess: () => setForm({ email: '', name: '', password: '', role: 'member' }) },
    );
  }

  return (
    <Card title="Members">
      {members.isPending ? (
        <Loading what="Loading members" />
      ) : members.error ? (
        <ErrorNote error={members.error} onRetry={() => members.refetch()} />
      ) : members.data.length === 0 ? (
        <Empty title="No members" />
      ) : (
        <ul className="divide-y divide-slate-100">
          {members.data.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-slate-900">{m.name || m.email}</p>
                {m.name && <p className="truncate text-xs text-slate-500">{m.email}</p>}
                {m.team_ids.length > 0 && <p className="text-xs text-slate-500">Teams: {m.team_ids.map(teamName).join(', ')}</p>}
                <MemberPhone userId={m.id} name={m.name || m.email} phone={m.phone_number} canEdit={canManage || m.id === myId} />
              </div>
              <Badge tone={m.role === 'member' ? 'gray' : 'indigo'}>{m.role}</Badge>
            </li>
          ))}
        </ul>
      )}
      {canManage && (
        <form method="post" onSubmit={submit} className="mt-4 space-y-3 border-t border-slate-100 pt-4">
          <h3 className="text-sm font-medium text-slate-900">Add a member</h3>
          <FormErrorSummary errors={errors} />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="Email"
              type="email"
              required
              value={form.email}
              onChange={(e) => setForm({ ...form, email: e.target.value })}
              error={errors.field('email')}
            />
            <TextField label="Name" value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} error={errors.field('name')} />
            <TextField
              label="Initial password"
              type="password"
              autoComplete="new-password"
              hint="At least 8 characters; they can sign in with it."
              value={form.password}
              onChange={(e) => setForm({ ...form, password: e.target.value })}
              error={errors.field('password')}
            />
            <SelectField
              label="Role"
              value={form.role}
              onChange={(e) => setForm({ ...form, role: e.target.value as Role })}
              options={[
                { value: 'member', label: 'Member' },
                { value: 'admin', label: 'Admin' },
                { value: 'owner', label: 'Owner' },
              ]}
              error={errors.field('role')}
            />
          </div>
          {add.isSuccess && <Notice tone="success">Member added.</Notice>}
          <Button type="submit" busy={add.isPending}>
            Add member
          </Button>
        </form>
      )}
    </Card>
  );
}
