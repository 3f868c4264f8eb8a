'use client';

import { useState } from 'react';
import { Button } from '@/app/_components/ui/button';
import { SecretOnce } from '@/app/_components/ui/copy-button';
import { TextField } from '@/app/_components/ui/field';
import { FormErrorSummary } from '@/app/_components/forms/form-error-ui';
import { useFormErrors } from '@/app/_components/forms/form-errors';
import { FormFooter } from '@/app/_components/ui/form-footer';
import { api, type RouterOutputs } from '@/app/_trpc/client';
import { webhookEventNames, type WebhookEventName } from '@/server/services/webhooks/schema';
import { EventPicker } from './event-picker';

type Webhook = RouterOutputs['webhooks']['get'];

const fields = ['name', 'url', 'subscribed_events'];

/** Create (then show the secret once) or edit a webhook's name, URL and events. */
export function WebhookForm({ webhook, onDone }: { webhook: Webhook | null; onDone: () => void }) {
  const utils = api.useUtils();
  const create = api.webhooks.create.useMutation({ onSuccess: () => utils.webhooks.invalidate() });
  const update = api.webhooks.update.useMutation({
    onSuccess: async () => {
      await utils.webhooks.invalidate();
      onDone();
    },
  });
  const [name, setName] = useState(webhook?.name ?? '');
  const [url, setUrl] = useState(webhook?.url ?? '');
  // A new webhook hears every event until narrowed: most receivers filter on X-Klen-Event themselves.
  const [events, setEvents] = useState<WebhookEventName[]>((webhook?.subscribed_events ?? webhookEventNames) as WebhookEventName[]);
  const errors = useFormErrors((webhook ? update : create).error, fields);

  if (create.data) {
    return (
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          <strong>{create.data.name}</strong> is registered. Use the secret to verify the <code>X-Klen-Signature</code> header of each delivery.
        </p>
        <SecretOnce label="Signing secret" value={create.data.secret} />
        <div className="flex justify-end">
          <Button onClick={onDone}>Done</Button>
        </div>
      </div>
    );
  }

  const mutation = webhook ? update : create;
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (webhook) update.mutate({ id: webhook.id, patch: { name, url, subscribed_events: events } });
        else create.mutate({ name, url, subscribed_events: events });
      }}
    >
      <FormErrorSummary errors={errors} />
      <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} required maxLength={200} error={errors.field('name')} />
      <TextField
        label="URL"
        type="url"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        placeholder="https://example.com/webhooks/switchboard"
        required
        error={errors.field('url')}
      />
      <EventPicker value={events} onChange={setEvents} error={errors.field('subscribed_events')} />
      <FormFooter busy={mutation.isPending} onCancel={onDone} submitLabel={webhook ? 'Save' : 'Create webhook'} />
    </form>
  );
}
