'use client';

import Link from 'next/link';
import { useState } from 'react';
import { callPurposeLabels, messageChannelLabels, messageKindLabels, messageTransportLabels } from '@/app/_components/labels';
import { Card, PageHeader } from '@/app/_components/ui/card';
import { useTimes } from '@/app/_components/use-times';
import { ErrorNote, Loading } from '@/app/_components/ui/states';
import { api, type RouterOutputs } from '@/app/_trpc/client';
import { MessageStatusCell } from '../message-table';
import { TextCompliance } from './text-compliance';

type Detail = RouterOutputs['messages']['get'];

const link = 'text-indigo-700 hover:underline';

/** One email or text as the customer got it (or would have), with what it is about and, for a text, the gate's decision. */
export function MessageDetail({ messageId }: { messageId: string }) {
  const times = useTimes();
  // A queued message goes within seconds; its status, sent time and decision follow.
  const q = api.messages.get.useQuery({ id: messageId }, { refetchInterval: (s) => (s.state.data?.status === 'queued' ? 2000 : false) });
  if (q.isPending) return <Loading what="Loading message" />;
  if (q.error) return <ErrorNote error={q.error} onRetry={() => q.refetch()} />;
  const m = q.data;
  const inbound = m.direction === 'inbound';
  const title = m.channel === 'email' ? (m.subject ?? 'Email') : inbound ? `Text from ${m.from}` : `Text to ${m.to}`;

  const facts: [string, React.ReactNode][] = [
    ['Status', <MessageStatusCell key="s" message={m} />],
    ['Channel', messageChannelLabels[m.channel]],
    ['Kind', messageKindLabels[m.kind]],
    ['From', m.from || '—'],
    ['To', m.to],
  ];
  if (!inbound) facts.push(['Purpose', callPurposeLabels[m.purpose]]);
  if (m.transport) facts.push(['Sent through', messageTransportLabels[m.transport]]);
  if (!inbound && (m.status === 'queued' || m.status === 'held')) facts.push(['Due', times.dateTime(m.due_at)]);
  facts.push([inbound ? 'Received' : 'Created', times.dateTime(m.created_at)]);
  if (m.sent_at) facts.push(['Sent', times.dateTime(m.sent_at)]);
  if (m.delivered_at) facts.push(['Delivered', times.dateTime(m.delivered_at)]);
  if (m.event_id !== null) {
    facts.push(['Event', <Link key="e" href={`/calendar?event=${m.event_id}`} className={link}>Open the event</Link>]);
  }
  if (m.contact_id !== null) facts.push(['Contact', <Link key="c" href={`/contacts/${m.contact_id}`} className={link}>Open the contact</Link>]);
  if (m.call_id) facts.push(['Call', <Link key="call" href={`/calls/${m.call_id}`} className={link}>{m.call_id}</Link>]);

  return (
    <>
      <PageHeader
        title={title}
        description={`${messageKindLabels[m.kind]} · ${m.id}`}
        actions={
          <Link href="/messages" className="self-center text-sm text-indigo-700 hover:underline">
            ← All messages
          </Link>
        }
      />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <Card title="Details">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              {facts.map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="text-slate-500">{k}</dt>
                  <dd data-testid={`message-${k.toLowerCase().replaceAll(' ', '-')}`} className="min-w-0 break-words text-slate-900">{v}</dd>
                </div>
              ))}
            </dl>
          </Card>
          {m.compliance && <TextCompliance record={m.compliance} />}
        </div>
        <div className="space-y-6">
          {m.channel === 'email' ? <EmailBody message={m} /> : <TextBubble message={m} />}
          {m.ics && <Invitation ics={m.ics} method={m.ics_method} />}
        </div>
      </div>
    </>
  );
}

/** A text as a phone shows it: the customer's on the left, the business's on the right. */
function TextBubble({ message: m }: { message: Detail }) {
  const inbound = m.direction === 'inbound';
  return (
    <Card title="Text">
      <div className={`flex ${inbound ? 'justify-start' : 'justify-end'}`}>
        <p
          data-testid="text-bubble"
          className={`max-w-md whitespace-pre-wrap break-words rounded-2xl px-4 py-2 text-sm ${inbound ? 'rounded-bl-sm bg-slate-100 text-slate-900' : 'rounded-br-sm bg-indigo-600 text-white'}`}
        >
          {m.body}
        </p>
      </div>
      <p className={`mt-1 text-xs text-slate-500 ${inbound ? '' : 'text-right'}`}>{m.body.length.toLocaleString('en-US')} characters</p>
    </Card>
  );
}

/**
 * The email as it was sent: its HTML in a frame that may run nothing and reach nothing (`sandbox=""`: no scripts,
 * no forms, no navigation of this page, an origin of its own), or its plain-text part.
 */
function EmailBody({ message: m }: { message: Detail }) {
  const [plain, setPlain] = useState(!m.html);
  return (
    <Card
      title="Email"
      actions={
        m.html ? (
          <div className="inline-flex rounded-md shadow-sm" role="group" aria-label="Show the email as">
            {[false, true].map((p) => (
              <button
                key={String(p)}
                type="button"
                aria-pressed={plain === p}
                onClick={() => setPlain(p)}
                className={`border border-slate-300 px-3 py-1 text-xs font-medium first:rounded-l-md last:rounded-r-md ${plain === p ? 'bg-indigo-600 text-white' : 'bg-white text-slate-700 hover:bg-slate-50'}`}
              >
                {p ? 'Plain text' : 'HTML'}
              </button>
            ))}
          </div>
        ) : null
      }
    >
      <dl className="mb-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-b border-slate-100 pb-3 text-sm">
        <dt className="text-slate-500">Subject</dt>
        <dd className="font-medium text-slate-900" data-testid="email-subject">{m.subject ?? '—'}</dd>
        <dt className="text-slate-500">From</dt>
        <dd className="break-all text-slate-900">{m.from}</dd>
        <dt className="text-slate-500">To</dt>
        <dd className="break-all text-slate-900">{m.to}</dd>
      </dl>
      {plain || !m.html ? (
        <Scrollable label="The email’s plain text" className="max-h-[32rem]">
          <pre className="whitespace-pre-wrap break-words font-sans text-sm text-slate-800" data-testid="email-text">{m.body}</pre>
        </Scrollable>
      ) : (
        <iframe title="The email as the customer sees it" sandbox="" srcDoc={m.html} className="h-[32rem] w-full rounded border border-slate-200 bg-white" />
      )}
    </Card>
  );
}

/** The iCalendar part the calendar apps read (REQUEST to add or update, CANCEL to remove), as text and as a file. */
function Invitation({ ics, method }: { ics: string; method: Detail['ics_method'] }) {
  const href = `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
  return (
    <Card
      title={method === 'CANCEL' ? 'Cancellation (iCalendar)' : 'Invitation (iCalendar)'}
      actions={
        <a href={href} download="invite.ics" className="text-sm text-indigo-700 hover:underline">
          Download invite.ics
        </a>
      }
    >
      <p className="mb-2 text-xs text-slate-500">
        {method === 'CANCEL'
          ? 'METHOD:CANCEL: the customer’s calendar removes the event it added.'
          : 'METHOD:REQUEST: the customer’s calendar adds the event, or updates it (same UID, higher SEQUENCE).'}
      </p>
      <Scrollable label="The invitation’s iCalendar text" className="max-h-80 rounded bg-slate-50 p-3">
        <pre className="font-mono text-xs text-slate-800" data-testid="invitation-ics">{ics}</pre>
      </Scrollable>
    </Card>
  );
}

/** A box that scrolls, named and focusable so a keyboard can scroll it too (as the tables' boxes are). */
function Scrollable({ label, className, children }: { label: string; className: string; children: React.ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`overflow-auto focus-visible:outline-2 focus-visible:outline-indigo-600 ${className}`}>
      {children}
    </div>
  );
}
