'use client';

import { useState } from 'react';
import { FormErrorSummary } from '@/app/_components/forms/form-error-ui';
import { useFormErrors } from '@/app/_components/forms/form-errors';
import { Button } from '@/app/_components/ui/button';
import { TextField } from '@/app/_components/ui/field';
import { api } from '@/app/_trpc/client';

/**
 * A member's phone number, where the agents hand them calls (transfer_to_human). Shown to everyone; editable by
 * owners and admins for anyone, and by each member for themself.
 */
export function MemberPhone({ userId, name, phone, canEdit }: { userId: number; name: string; phone: string | null; canEdit: boolean }) {
  const utils = api.useUtils();
  const save = api.team.setPhone.useMutation({ onSuccess: () => utils.team.members.invalidate() });
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(phone ?? '');
  const errors = useFormErrors(save.error, ['phone_number']);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    save.mutate({ user_id: userId, phone_number: value.trim() || null }, { onSuccess: () => setEditing(false) });
  }

  if (!editing) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
        {phone ? (
          <span>
            Takes transferred calls at <span className="font-mono text-slate-700">{phone}</span>
          </span>
        ) : (
          <span>No phone number: agents do not transfer calls to {name}.</span>
        )}
        {canEdit && (
          <button
            type="button"
            className="text-indigo-700 hover:underline"
            onClick={() => {
              save.reset();
              setValue(phone ?? '');
              setEditing(true);
            }}
          >
            {phone ? 'Change' : 'Add a number'}
          </button>
        )}
      </p>
    );
  }
  return (
    <form onSubmit={submit} className="mt-2 space-y-2" aria-label={`Phone number of ${name}`}>
      <FormErrorSummary errors={errors} />
      <TextField
        label="Phone number for transferred calls"
        type="tel"
        autoComplete="tel"
        placeholder="+14155550123"
        hint="E.164, such as +14155550123. Leave empty to stop transfers to them."
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={errors.field('phone_number')}
      />
      <div className="flex gap-2">
        <Button type="submit" busy={save.isPending}>
          Save
        </Button>
        <Button variant="secondary" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
