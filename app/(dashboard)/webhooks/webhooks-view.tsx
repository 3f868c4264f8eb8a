'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Badge } from '@/app/_components/ui/badge';
import { Button } from '@/app/_components/ui/button';
import { PageHeader } from '@/app/_components/ui/card';
import { Dialog } from '@/app/_components/ui/dialog';
import { Empty, ErrorNote, Loading } from '@/app/_components/ui/states';
import { Table, Td } from '@/app/_components/ui/table';
import { api } from '@/app/_trpc/client';
import { WebhookForm } from './webhook-form';

export function WebhooksView() {
  const [creating, setCreating] = useState(false);
  const list = api.webhooks.list.useQuery({ page: 1, limit: 100 });
  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Signed HTTP POST notifications of call and calendar events. Failed deliveries are retried after 1, 5 and 30 minutes."
        actions={<Button onClick={() => setCreating(true)}>New webhook</Button>}
      />
      {list.isPending ? (
        <Loading what="Loading webhooks" />
      ) : list.error ? (
        <ErrorNote error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.webhooks.length === 0 ? (
        <Empty title="No webhooks yet">Register an endpoint to receive events as they happen.</Empty>
      ) : (
        <Table caption="Webhooks" head={['Name', 'URL', 'Events', 'Secret', 'Status', '']}>
          {list.data.webhooks.map((w) => (
            <tr key={w.id}>
              <Td>
                <Link href={`/webhooks/${w.id}`} className="font-medium text-indigo-700 hover:underline">
                  {w.name}
                </Link>
              </Td>
              <Td className="max-w-xs break-all font-mono text-xs">{w.url}</Td>
              <Td>
                <span title={w.subscribed_events.join(', ')}>{w.subscribed_events.length}</span>
              </Td>
              <Td className="font-mono text-xs">{w.secret_prefix}…</Td>
              <Td>{w.is_active ? <Badge tone="green">active</Badge> : <Badge tone="red">disabled</Badge>}</Td>
              <Td className="whitespace-nowrap text-right">
                <Link href={`/webhooks/${w.id}`} className="text-sm font-medium text-indigo-700 hover:underline">
                  Deliveries &amp; settings<span className="sr-only"> of {w.name}</span> <span aria-hidden>→</span>
                </Link>
              </Td>
            </tr>
          ))}
        </Table>
      )}
      <Dialog open={creating} onClose={() => setCreating(false)} title="New webhook" wide>
        {creating && <WebhookForm webhook={null} onDone={() => setCreating(false)} />}
      </Dialog>
    </>
  );
}
