'use client';

import { useState } from 'react';
import { Card } from '@/app/_components/ui/card';
import { Empty, ErrorNote, Loading } from '@/app/_components/ui/states';
import { Pagination } from '@/app/_components/ui/table';
import { api } from '@/app/_trpc/client';
import { anyQueued, MessageTable } from './message-table';

/**
 * The messages of one contact or one event, newest first: the Messages list filtered by it. `card` false puts it
 * under a heading of its own instead (the event dialog has no cards).
 */
export function RelatedMessages({ of, card = true }: { of: { contact_id: number } | { event_id: number }; card?: boolean }) {
  const [page, setPage] = useState(1);
  const list = api.messages.list.useQuery(
    { ...of, page, limit: 10 },
    { placeholderData: (prev) => prev, refetchInterval: (q) => (anyQueued(q.state.data?.messages) ? 2000 : false) },
  );
  const forContact = 'contact_id' in of;
  const body = list.isPending ? (
    <Loading what="Loading messages" />
  ) : list.error ? (
    <ErrorNote error={list.error} onRetry={() => list.refetch()} />
  ) : list.data.messages.length === 0 ? (
    <Empty title="No messages yet">
      {forContact
        ? 'Emails and texts to this contact (an event’s notices, an agent’s texts) and the texts they send show here.'
        : 'With “Send notifications” on and a customer email or phone, the confirmation, updates, cancellation and reminder of this event show here.'}
    </Empty>
  ) : (
    <>
      <MessageTable caption={forContact ? 'Messages to this contact' : 'Messages about this event'} messages={list.data.messages} />
      <Pagination page={list.data.page} pages={list.data.pages} count={list.data.count} onPage={setPage} />
    </>
  );
  if (card) return <Card title="Messages">{body}</Card>;
  return (
    <section aria-label="Messages" className="space-y-2">
      <h3 className="text-sm font-medium text-slate-900">Messages</h3>
      {body}
    </section>
  );
}
