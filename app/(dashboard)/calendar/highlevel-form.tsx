'use client';

import { useState } from 'react';
import { FormErrorSummary } from '@/app/_components/forms/form-error-ui';
import { useFormErrors } from '@/app/_components/forms/form-errors';
import { Button } from '@/app/_components/ui/button';
import { TextField } from '@/app/_components/ui/field';
import { api, type RouterOutputs } from '@/app/_trpc/client';

type Created = RouterOutputs['calendarConnections']['create'];

/**
 * A HighLevel location, by a private integration token (checked against HighLevel now), or, when this server has
 * the marketplace app, by signing in there instead: both need the location (sub-account) id.
 */
export function HighLevelForm({ oauth, onLinked, onCancel }: { oauth: boolean; onLinked: (c: Created) => void; onCancel: () => void }) {
  const utils = api.useUtils();
  const create = api.calendarConnections.create.useMutation({
    onSuccess: async (c) => {
      if (c.authorization_url) return window.location.assign(c.authorization_url);
      await Promise.all([utils.calendarConnections.invalidate(), utils.calendar.invalidate()]);
      onLinked(c);
    },
  });
  const [locationId, setLocationId] = useState('');
  const [token, setToken] = useState('');
  const errors = useFormErrors(create.error, ['gohighlevel.location_id', 'gohighlevel.token']);
  // After a sign-in link is begun the page is leaving for HighLevel: the buttons stay busy until it has.
  const leaving = create.isSuccess && Boolean(create.data.authorization_url);
  return (
    <form
      method="post"
      className="space-y-3 rounded-md border border-slate-200 p-3"
      aria-label="Link a HighLevel calendar"
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate({ provider: 'gohighlevel', gohighlevel: { location_id: locationId, token } });
      }}
    >
      <FormErrorSummary errors={errors} />
      <TextField
        label="Location id"
        required
        autoComplete="off"
        hint="The sub-account's id, in HighLevel under Settings → Business Profile."
        value={locationId}
        onChange={(e) => setLocationId(e.target.value)}
        error={errors.field('gohighlevel.location_id')}
      />
      <TextField
        label="Private integration token"
        type="password"
        required
        autoComplete="off"
        hint="Settings → Private Integrations, with the calendar scopes; stored encrypted and never shown again."
        value={token}
        onChange={(e) => setToken(e.target.value)}
        error={errors.field('gohighlevel.token')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={create.isPending && Boolean(create.variables?.gohighlevel?.token)}>
          Link HighLevel calendar
        </Button>
        {oauth && (
          <Button
            variant="secondary"
            busy={(create.isPending && !create.variables?.gohighlevel?.token) || leaving}
            disabled={!locationId.trim()}
            onClick={() => create.mutate({ provider: 'gohighlevel', gohighlevel: { location_id: locationId } })}
          >
            Sign in with HighLevel instead
          </Button>
        )}
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
