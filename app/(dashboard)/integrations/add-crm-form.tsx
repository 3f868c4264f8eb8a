'use client';

import { useState } from 'react';
import { Button } from '@/app/_components/ui/button';
import { SelectField, TextField } from '@/app/_components/ui/field';
import { ErrorNote } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';

/** A token connects now; without one the CRM's sign-in page opens (OAuth). */
export function AddCrmForm({ onDone }: { onDone: () => void }) {
  const utils = api.useUtils();
  const [provider, setProvider] = useState<'gohighlevel' | 'hubspot'>('gohighlevel');
  const [location, setLocation] = useState('');
  const [portal, setPortal] = useState('');
  const [token, setToken] = useState('');
  const create = api.crmConnections.create.useMutation({
    onSuccess: async (c) => {
      await utils.crmConnections.list.invalidate();
      if (c.authorization_url) window.location.assign(c.authorization_url);
      else onDone();
    },
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const t = token.trim() || undefined;
    create.mutate(provider === 'gohighlevel'
      ? { provider, gohighlevel: { location_id: location.trim(), token: t } }
      : { provider, hubspot: { token: t, portal_id: portal.trim() || undefined } });
  };
  return (
    <form method="post" onSubmit={submit} className="space-y-4">
      <SelectField label="CRM" value={provider} onChange={(e) => setProvider(e.target.value as 'gohighlevel' | 'hubspot')}
        options={[{ value: 'gohighlevel', label: 'HighLevel' }, { value: 'hubspot', label: 'HubSpot' }]} />
      {provider === 'gohighlevel' ? (
        <TextField label="Location id" required value={location} onChange={(e) => setLocation(e.target.value)} hint="The sub-account whose contacts Switchboard reads." />
      ) : (
        <TextField label="HubSpot account id" value={portal} onChange={(e) => setPortal(e.target.value)} hint="The hub id its webhooks name (Settings → Account defaults)." />
      )}
      <TextField label={provider === 'gohighlevel' ? 'Private integration token' : 'Private app token'} type="password" autoComplete="off" value={token}
        onChange={(e) => setToken(e.target.value)} hint="Optional: without one you sign in to the CRM next. Sealed at rest, never shown again." />
      {create.error && <ErrorNote error={create.error} />}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={create.isPending}>Connect</Button>
        <Button type="button" variant="secondary" onClick={onDone}>Cancel</Button>
      </div>
    </form>
  );
}
