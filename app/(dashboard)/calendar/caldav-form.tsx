'use client';

import { useState } from 'react';
import { FormErrorSummary } from '@/app/_components/forms/form-error-ui';
import { useFormErrors } from '@/app/_components/forms/form-errors';
import { Button } from '@/app/_components/ui/button';
import { TextField } from '@/app/_components/ui/field';
import { api, type RouterOutputs } from '@/app/_trpc/client';

type Created = RouterOutputs['calendarConnections']['create'];

/**
 * A CalDAV account (iCloud, Fastmail, Nextcloud, …): the server checks the address and password against the CalDAV
 * server before anything is kept, so a wrong one is said here and nothing is linked.
 */
export function CaldavForm({ onLinked, onCancel }: { onLinked: (c: Created) => void; onCancel: () => void }) {
  const utils = api.useUtils();
  const create = api.calendarConnections.create.useMutation({
    onSuccess: async (c) => {
      await Promise.all([utils.calendarConnections.invalidate(), utils.calendar.invalidate()]);
      onLinked(c);
    },
  });
  const [form, setForm] = useState({ server_url: '', username: '', password: '' });
  const errors = useFormErrors(create.error, ['caldav.server_url', 'caldav.username', 'caldav.password']);
  return (
    <form
      method="post"
      className="space-y-3 rounded-md border border-slate-200 p-3"
      aria-label="Link a CalDAV calendar"
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate({ provider: 'caldav', caldav: form });
      }}
    >
      <FormErrorSummary errors={errors} />
      <TextField
        label="Server URL"
        type="url"
        required
        inputMode="url"
        placeholder="https://caldav.example.com/"
        hint="Your provider's CalDAV address; Switchboard finds your calendars from it."
        value={form.server_url}
        onChange={(e) => setForm({ ...form, server_url: e.target.value })}
        error={errors.field('caldav.server_url')}
      />
      <TextField
        label="Username"
        required
        autoComplete="off"
        value={form.username}
        onChange={(e) => setForm({ ...form, username: e.target.value })}
        error={errors.field('caldav.username')}
      />
      <TextField
        label="App password"
        type="password"
        required
        autoComplete="off"
        hint="An app-specific password from your provider's security settings; it is stored encrypted and never shown again."
        value={form.password}
        onChange={(e) => setForm({ ...form, password: e.target.value })}
        error={errors.field('caldav.password')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={create.isPending}>
          Link CalDAV calendar
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
