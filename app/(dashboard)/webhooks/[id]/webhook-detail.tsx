'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Badge } from '@/app/_components/ui/badge';
import { Card, PageHeader } from '@/app/_components/ui/card';
import { ErrorNote, Loading } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';
import { WebhookActions } from '../webhook-actions';
import { DeliveryLog } from './delivery-log';

export function WebhookDetail({ webhookId }: { webhookId: number }) {
  const router = useRouter();
  const hook = api.webhooks.get.useQuery({ id: webhookId });
  if (hook.isPending) return <Loading what="Loading webhook" />;
  if (hook.error) return <ErrorNote error={hook.error} onRetry={() => hook.refetch()} />;
  const w = hook.data;
  return (
    <>
      <PageHeader title={w.name} description={w.url} actions={<Link href="/webhooks" className="text-sm text-indigo-700 hover:underline">← All webhooks</Link>} />
      <Card className="mb-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="space-y-2 text-sm">
            <p>{w.is_active ? <Badge tone="green">active</Badge> : <Badge tone="red">disabled</Badge>}</p>
            <p className="text-slate-600">
              Secret <span className="font-mono">{w.secret_prefix}…</span>
            </p>
            <p className="flex flex-wrap gap-1">
              {w.subscribed_events.map((e) => (
                <Badge key={e} tone="indigo">
                  {e}
                </Badge>
              ))}
            </p>
          </div>
          <WebhookActions webhook={w} afterDelete={() => router.push('/webhooks')} />
        </div>
      </Card>
      <DeliveryLog webhookId={w.id} />
    </>
  );
}
