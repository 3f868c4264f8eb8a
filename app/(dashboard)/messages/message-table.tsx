'use client';

import Link from 'next/link';
import { messageChannelLabels, messageKindLabels, messageStatusLabels, skipReasonLabels } from '@/app/_components/labels';
import { Badge } from '@/app/_components/ui/badge';
import { Table, Td } from '@/app/_components/ui/table';
import { useTimes, type Times } from '@/app/_components/use-times';
import type { RouterOutputs } from '@/app/_trpc/client';
import type { MessageStatus } from '@/server/db/schema';

export type Message = RouterOutputs['messages']['list']['messages'][number];

const statusTone = { queued: 'amber', held: 'amber', sent: 'blue', delivered: 'green', failed: 'red', skipped: 'gray' } as const;

/** The status in words, with why a message was not sent or failed under it. */
export function MessageStatusCell({ message: m }: { message: Pick<Message, 'status' | 'skip_reason' | 'error' | 'direction'> }) {
  const why = m.status === 'skipped' && m.skip_reason ? skipReasonLabels[m.skip_reason] : m.status === 'failed' ? m.error : null;
  return (
    <>
      {m.direction === 'inbound' ? <Badge tone="indigo">Received</Badge> : <MessageStatusBadge status={m.status} />}
      {why && <span className="mt-1 block max-w-xs text-xs text-slate-600">{why}</span>}
    </>
  );
}

export const MessageStatusBadge = ({ status }: { status: MessageStatus }) => <Badge tone={statusTone[status]}>{messageStatusLabels[status]}</Badge>;

/** An envelope or a speech bubble beside the channel's name (the name is what screen readers read). */
export function ChannelLabel({ channel }: { channel: Message['channel'] }) {
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap text-sm text-slate-700">
      <svg viewBox="0 0 24 24" className="size-4 shrink-0 text-slate-500" fill="none" stroke="currentColor" strokeWidth={1.7} strokeLinecap="round" strokeLinejoin="round" aria-hidden>
        {channel === 'email' ? (
          <>
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="M3 7l9 6 9-6" />
          </>
        ) : (
          <path d="M4 5h16v11H9l-5 4z" />
        )}
      </svg>
      {messageChannelLabels[channel]}
    </span>
  );
}

/**
 * When the message went, or is due to go, or came in. A waiting message has no sent_at: its due_at is what the
 * customer will see it by (a held text's is the next lawful moment).
 */
export function messageWhen(m: Pick<Message, 'direction' | 'status' | 'sent_at' | 'due_at' | 'created_at'>, times: Times): string {
  if (m.direction === 'inbound') return `Received ${times.stamp(m.created_at)}`;
  if (m.sent_at) return times.stamp(m.sent_at);
  if (m.status === 'queued' || m.status === 'held') return `Due ${times.dateTime(m.due_at)}`;
  return times.stamp(m.created_at);
}

/** Whether any message on the list is still on its way (a queued one goes within seconds). */
export const anyQueued = (messages: Message[] | undefined) => Boolean(messages?.some((m) => m.status === 'queued'));

/** Messages newest first, the email's subject (or the text's start) under its kind; each row's time opens the message. */
export function MessageTable({ caption, messages }: { caption: string; messages: Message[] }) {
  const times = useTimes();
  return (
    <Table caption={caption} head={['When', 'Channel', 'To', 'Kind', 'Status']}>
      {messages.map((m) => (
        <tr key={m.id} className="hover:bg-slate-50" data-testid="message-row">
          <Td className="whitespace-nowrap">
            <Link href={`/messages/${m.id}`} className="font-medium text-indigo-700 hover:underline">
              {messageWhen(m, times)}
            </Link>
          </Td>
          <Td>
            <ChannelLabel channel={m.channel} />
          </Td>
          <Td className="break-all">{m.direction === 'inbound' ? <>From {m.from}</> : m.to}</Td>
          <Td>
            {messageKindLabels[m.kind]}
            <span className="mt-0.5 block max-w-xs truncate text-xs text-slate-500">{m.subject ?? m.body}</span>
          </Td>
          <Td>
            <MessageStatusCell message={m} />
          </Td>
        </tr>
      ))}
    </Table>
  );
}
