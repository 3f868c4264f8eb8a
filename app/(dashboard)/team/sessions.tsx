'use client';

import { signOut } from 'next-auth/react';
import { useState } from 'react';
import { Button } from '@/app/_components/ui/button';
import { Card } from '@/app/_components/ui/card';
import { TextField } from '@/app/_components/ui/field';
import { FormErrorSummary } from '@/app/_components/forms/form-error-ui';
import { useFormErrors } from '@/app/_components/forms/form-errors';
import { ErrorNote, Notice } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';

/** The signed-in user's own sign-in: change the password (other browsers are signed out) or sign out everywhere. */
export function Sessions() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const change = api.auth.changePassword.useMutation({
    onSuccess: () => {
      setCurrent('');
      setNext('');
    },
  });
  const errors = useFormErrors(change.error, ['current_password', 'new_password']);
  // The server ends every session; signing this browser out as well clears its cookie and leaves the dashboard.
  const everywhere = api.auth.signOutEverywhere.useMutation({ onSuccess: () => signOut({ redirectTo: '/sign-in' }) });

  return (
    <Card title="Your sign-in">
      <form
        method="post"
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          change.mutate({ current_password: current, new_password: next });
        }}
      >
        <FormErrorSummary errors={errors} className="sm:col-span-3" />
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          required
          error={errors.field('current_password')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          minLength={8}
          hint="At least 8 characters"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          required
          error={errors.field('new_password')}
        />
        <Button type="submit" busy={change.isPending}>
          Change password
        </Button>
      </form>
      <div className="mt-3 space-y-3">
        {change.isSuccess && (
          <Notice tone="success">
            Password changed. {change.data.ended_sessions === 1 ? '1 other session was' : `${change.data.ended_sessions} other sessions were`} signed out.
          </Notice>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3 text-sm text-slate-600">
          <p>Lost a device, or signed in on a shared computer? End every session of your account, this one included.</p>
          <Button variant="secondary" busy={everywhere.isPending} onClick={() => everywhere.mutate()}>
            Sign out everywhere
          </Button>
        </div>
        <ErrorNote error={everywhere.error} />
      </div>
    </Card>
  );
}
