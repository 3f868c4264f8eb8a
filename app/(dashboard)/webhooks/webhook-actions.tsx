'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/app/_components/ui/button';
import { SecretOnce } from '@/app/_components/ui/copy-button';
import { Dialog } from '@/app/_components/ui/dialog';
import { ErrorNote, Notice } from '@/app/_components/ui/states';
import { api, type RouterOutputs } from '@/app/_trpc/client';
import { WebhookForm } from './webhook-form';

type Webhook = RouterOutputs['webhooks']['get'];

/** Edit, send a test, rotate the secret, enable or disable, delete. */
export function WebhookActions({ webhook: w, afterDelete }: { webhook: Webhook; afterDelete?: () => void }) {
  const router = useRouter();
  const utils = api.useUtils();
  const invalidate = () => utils.webhooks.invalidate();
  const [editing, setEditing] = useState(false);
  const toggle = api.webhooks.update.useMutation({ onSuccess: invalidate });
  const test = api.webhooks.sendTest.useMutation({ onSuccess: invalidate });
  const rotate = api.webhooks.rotateSecret.useMutation({ onSuccess: invalidate });
  const remove = api.webhooks.delete.useMutation({
    onSuccess: async () => {
      await invalidate();
      afterDelete?.();
    },
  });
  const error = toggle.error ?? test.error ?? rotate.error ?? remove.error;

  return (
    <div className="inline-flex flex-col items-end gap-2">
      <div className="flex flex-wrap justify-end gap-1">
        <Button variant="secondary" onClick={() => setEditing(true)}>
          Edit
        </Button>
        <Button variant="secondary" busy={test.isPending} disabled={!w.is_active} onClick={() => test.mutate({ id: w.id })}>
          Send test
        </Button>
        <Button
          variant="secondary"
          busy={rotate.isPending}
          onClick={() => {
            if (confirm('Rotate the signing secret? The old one keeps signing for 24 hours beside the new one.')) rotate.mutate({ id: w.id });
          }}
        >
          Rotate secret
        </Button>
        <Button variant="secondary" busy={toggle.isPending} onClick={() => toggle.mutate({ id: w.id, patch: { is_active: !w.is_active } })}>
          {w.is_active ? 'Disable' : 'Enable'}
        </Button>
        <Button
          variant="danger"
          busy={remove.isPending}
          onClick={() => {
            if (confirm(`Delete the webhook "${w.name}"?`)) remove.mutate({ id: w.id });
          }}
        >
          Delete
        </Button>
      </div>
      <ErrorNote error={error} />
      {test.data && (
        <div className="text-left">
          <Notice tone="success">
            Test delivery queued.{' '}
            <button type="button" className="underline" onClick={() => router.push(`/webhooks/${w.id}`)}>
              See the log
            </button>
          </Notice>
        </div>
      )}
      {rotate.data && (
        <div className="w-full max-w-md text-left">
          <SecretOnce label="New signing secret" value={rotate.data.secret} />
        </div>
      )}
      <Dialog open={editing} onClose={() => setEditing(false)} title="Edit webhook" wide>
        {editing && <WebhookForm webhook={w} onDone={() => setEditing(false)} />}
      </Dialog>
    </div>
  );
}
