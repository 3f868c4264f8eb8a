'use client';

import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { messageChannelLabels, messageStatusLabels, optionsOf } from '@/app/_components/labels';
import { Button } from '@/app/_components/ui/button';
import { PageHeader } from '@/app/_components/ui/card';
import { Dialog } from '@/app/_components/ui/dialog';
import { SelectField } from '@/app/_components/ui/field';
import { useDashboardZone } from '@/app/_components/use-dashboard-zone';
import { useTimes } from '@/app/_components/use-times';
import { Empty, ErrorNote, Loading, Notice } from '@/app/_components/ui/states';
import { Pagination } from '@/app/_components/ui/table';
import { api } from '@/app/_trpc/client';
import type { MessageChannel, MessageStatus } from '@/server/db/schema';
import { anyQueued, MessageTable } from './message-table';
import { SendTextForm, type SentText } from './send-text-form';
import { SimulateReplyForm } from './simulate-reply-form';

/** A filter's value from the address, when it is one the list knows (the label tables name every value). */
const oneOf = <T extends string>(labels: Record<T, string>, v: string | null): T | undefined => (v !== null && Object.hasOwn(labels, v) ? (v as T) : undefined);

/**
 * The filters live in the address (`?channel=sms&status=failed&page=2`), so a filtered list can be shared, reloaded
 * and gone back to.
 */
function useFilters() {
  const params = useSearchParams();
  const router = useRouter();
  const path = usePathname();
  const page = Number(params.get('page'));
  const filters = {
    channel: oneOf(messageChannelLabels, params.get('channel')),
    status: oneOf(messageStatusLabels, params.get('status')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
  const set = (next: { channel?: MessageChannel; status?: MessageStatus; page?: number }) => {
    const q = new URLSearchParams();
    if (next.channel) q.set('channel', next.channel);
    if (next.status) q.set('status', next.status);
    if (next.page && next.page > 1) q.set('page', String(next.page));
    const qs = q.toString();
    router.replace(qs ? `${path}?${qs}` : path, { scroll: false });
  };
  return { filters, set };
}

export function MessagesView() {
  const times = useTimes();
  const { words } = useDashboardZone();
  const { filters, set } = useFilters();
  const [sending, setSending] = useState(false);
  const [simulating, setSimulating] = useState(false);
  const [sent, setSent] = useState<SentText | null>(null);
  const transports = api.messages.transports.useQuery();
  const me = api.auth.me.useQuery();
  const list = api.messages.list.useQuery(
    { channel: filters.channel, status: filters.status, page: filters.page, limit: 20 },
    // A queued message goes within seconds: the list follows it until it has gone.
    { placeholderData: (prev) => prev, refetchInterval: (q) => (anyQueued(q.state.data?.messages) ? 2000 : false) },
  );
  const simulator = transports.data?.sms === 'simulator';
  // The simulator takes a customer's STOP for real (it lists the number), so only owners and admins may use it.
  const maySimulate = simulator && (me.data?.role === 'owner' || me.data?.role === 'admin');
  const filtered = Boolean(filters.channel || filters.status);

  return (
    <>
      <PageHeader
        title="Messages"
        description={`Every email and text to your customers, and the texts they sent back, newest first. Times are in the ${words}.`}
        actions={
          <>
            {maySimulate && (
              <Button variant="secondary" onClick={() => setSimulating(true)}>
                Simulate a customer’s text
              </Button>
            )}
            <Button
              onClick={() => {
                setSent(null);
                setSending(true);
              }}
            >
              Send a text
            </Button>
          </>
        }
      />
      {transports.data && (transports.data.email === 'local' || simulator) && (
        <div className="mb-4">
          <Notice tone="warning">
            <span data-testid="transport-notice">
              {transports.data.email === 'local' && 'No mail server is set up (SMTP_URL): emails are kept here and not sent, exactly as a customer would get them. '}
              {simulator && 'Twilio is not set up: texts go to a simulator and reach no phone; numbers ending in 0003 fail, to show a failure.'}
            </span>
          </Notice>
        </div>
      )}
      {sent && (
        <div className="mb-4">
          <Notice tone="success">
            {sent.status === 'held'
              ? `The text to ${sent.to} is held by the quiet hours and goes ${times.dateTime(sent.due_at)}.`
              : `The text to ${sent.to} is on its way.`}{' '}
            <Link href={`/messages/${sent.id}`} className="font-medium underline">
              Open it
            </Link>
          </Notice>
        </div>
      )}
      <div className="mb-4 flex max-w-2xl flex-wrap gap-4">
        <SelectField
          className="min-w-48 flex-1"
          label="Channel"
          value={filters.channel ?? ''}
          onChange={(e) => set({ ...filters, channel: (e.target.value || undefined) as MessageChannel | undefined, page: 1 })}
          options={[{ value: '', label: 'Email and text' }, ...optionsOf(messageChannelLabels)]}
        />
        <SelectField
          className="min-w-48 flex-1"
          label="Status"
          value={filters.status ?? ''}
          onChange={(e) => set({ ...filters, status: (e.target.value || undefined) as MessageStatus | undefined, page: 1 })}
          options={[{ value: '', label: 'Any status' }, ...optionsOf(messageStatusLabels)]}
        />
      </div>
      {list.isPending ? (
        <Loading what="Loading messages" />
      ) : list.error ? (
        <ErrorNote error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.messages.length === 0 ? (
        filtered ? (
          <Empty title="No messages match these filters">Choose another channel or status.</Empty>
        ) : (
          <Empty title="No messages yet">
            <p>Messages come from three places:</p>
            <ul className="mx-auto mt-2 max-w-lg list-disc space-y-1 pl-5 text-left">
              <li>
                A <Link href="/calendar" className="text-indigo-700 hover:underline">calendar event</Link> with “Send notifications” and a customer email or
                phone: its confirmation, updates, cancellation and reminder.
              </li>
              <li>Texts your agents send during a call (their send_sms tool), and texts sent here or with POST /api/v1/messages.</li>
              <li>Texts your customers send to your numbers, STOP and HELP included.</li>
            </ul>
            <p className="mt-2">Without a mail server or Twilio nothing leaves: every email and text is kept here, as the customer would have got it.</p>
          </Empty>
        )
      ) : (
        <>
          <MessageTable caption="Messages" messages={list.data.messages} />
          <Pagination page={list.data.page} pages={list.data.pages} count={list.data.count} onPage={(page) => set({ ...filters, page })} />
        </>
      )}
      <Dialog open={sending} onClose={() => setSending(false)} title="Send a text">
        {sending && (
          <SendTextForm
            onCancel={() => setSending(false)}
            onSent={(text) => {
              setSending(false);
              setSent(text);
            }}
          />
        )}
      </Dialog>
      <Dialog open={simulating} onClose={() => setSimulating(false)} title="Simulate a customer’s text">
        {simulating && <SimulateReplyForm onClose={() => setSimulating(false)} />}
      </Dialog>
    </>
  );
}
