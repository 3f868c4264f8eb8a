'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { contactStageLabels, contactStatusLabels } from '@/app/_components/labels';
import { Badge, StatusBadge } from '@/app/_components/ui/badge';
import { Button } from '@/app/_components/ui/button';
import { Card, PageHeader } from '@/app/_components/ui/card';
import { Dialog } from '@/app/_components/ui/dialog';
import { useTimes } from '@/app/_components/use-times';
import { ErrorNote, Loading } from '@/app/_components/ui/states';
import { api, type RouterOutputs } from '@/app/_trpc/client';
import { StartCallForm } from '../../calls/start-call-form';
import { RelatedMessages } from '../../messages/related-messages';
import { ContactEditor } from '../contact-editor';
import { ContactCalls } from './contact-calls';
import { ContactConsents } from './contact-consents';
import { ContactCrmConflicts } from './contact-crm-conflicts';
import { ContactPrivacy } from './contact-privacy';

type Contact = RouterOutputs['contacts']['get'];

/** A contact's page: its details, numbers, consents, tags and context values, its calls and messages, Call now, Edit and Delete, and its personal data (export, erasure). */
export function ContactDetail({ contactId }: { contactId: number }) {
  const router = useRouter();
  const utils = api.useUtils();
  const contact = api.contacts.get.useQuery({ id: contactId });
  const me = api.auth.me.useQuery();
  const isAdmin = me.data?.role === 'owner' || me.data?.role === 'admin';
  const [calling, setCalling] = useState(false);
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const remove = api.contacts.delete.useMutation({
    onSuccess: async () => {
      await utils.contacts.list.invalidate();
      router.push('/contacts');
    },
  });

  if (contact.isPending) return <Loading what="Loading contact" />;
  if (contact.error) return <ErrorNote error={contact.error} onRetry={() => contact.refetch()} />;
  const c = contact.data;

  return (
    <>
      <PageHeader
        title={c.full_name}
        description={[c.company, c.email].filter(Boolean).join(' · ') || undefined}
        actions={
          <>
            <Button onClick={() => setCalling(true)} disabled={c.phone_numbers.length === 0} title={c.phone_numbers.length === 0 ? 'Add a phone number first' : undefined}>
              Call now
            </Button>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button variant="danger" onClick={() => setConfirmDelete(true)}>
              Delete
            </Button>
            <Link href="/contacts" className="self-center text-sm text-indigo-700 hover:underline">
              ← All contacts
            </Link>
          </>
        }
      />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <Details contact={c} />
          <Card title="Phone numbers">
            {c.phone_numbers.length === 0 ? (
              <p className="text-sm text-slate-500">No phone numbers. Edit the contact to add one.</p>
            ) : (
              <ul className="space-y-2 text-sm" aria-label="Phone numbers">
                {c.phone_numbers.map((p) => (
                  <li key={p.id} className="flex flex-wrap items-center gap-2">
                    <span className="font-mono">{p.phone_number}</span>
                    {p.phone_type && <span className="text-slate-500">{p.phone_type}</span>}
                    {p.primary && <Badge tone="indigo">primary</Badge>}
                    {p.do_not_call && <Badge tone="red">do not call</Badge>}
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <ContactConsents contactId={c.id} phoneNumbers={c.phone_numbers.map((p) => p.phone_number)} />
          <Card title="Tags">
            {c.tags.length === 0 ? (
              <p className="text-sm text-slate-500">No tags.</p>
            ) : (
              <span className="flex flex-wrap gap-1">
                {c.tags.map((t) => (
                  <Badge key={t} tone="indigo">
                    {t}
                  </Badge>
                ))}
              </span>
            )}
          </Card>
          <ContextValues contact={c} />
          <ContactCrmConflicts contactId={c.id} />
          <ContactPrivacy contactId={c.id} name={c.full_name} isAdmin={isAdmin} />
        </div>
        <div className="space-y-6">
          <ContactCalls contactId={c.id} />
          <RelatedMessages of={{ contact_id: c.id }} />
        </div>
      </div>

      <Dialog open={calling} onClose={() => setCalling(false)} title={`Call ${c.full_name}`}>
        {calling && (
          <StartCallForm
            initialContactId={c.id}
            onStarted={async () => {
              setCalling(false);
              await utils.calls.list.invalidate();
            }}
          />
        )}
      </Dialog>
      <Dialog open={editing} onClose={() => setEditing(false)} title="Edit contact" wide>
        {editing && <ContactEditor contactId={c.id} onDone={() => setEditing(false)} onCreated={() => setEditing(false)} />}
      </Dialog>
      <Dialog open={confirmDelete} onClose={() => setConfirmDelete(false)} title="Delete contact">
        <p className="text-sm text-slate-700">
          Delete {c.full_name} with their phone numbers and tags? Their calls stay in the history, without their name and email. This cannot be undone.
        </p>
        {remove.error && <ErrorNote error={remove.error} />}
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirmDelete(false)}>
            Cancel
          </Button>
          <Button variant="danger" busy={remove.isPending} onClick={() => remove.mutate({ id: c.id })}>
            Delete contact
          </Button>
        </div>
      </Dialog>
    </>
  );
}

function Details({ contact: c }: { contact: Contact }) {
  const times = useTimes();
  const address = [c.address, c.city, c.state, c.zip_code].filter(Boolean).join(', ');
  const facts: [string, React.ReactNode][] = [
    ['Status', <StatusBadge key="s" status={c.status} label={contactStatusLabels[c.status]} />],
    ['Stage', contactStageLabels[c.stage]],
    ['Email', c.email ?? '—'],
    ['Company', c.company ?? '—'],
    ['Website', c.website ?? '—'],
    ['Address', address || '—'],
    ['Country', c.country],
    ['Time zone', c.timezone ?? 'From the number'],
    ['Created', times.dateTime(c.created_at)],
    ['Updated', times.dateTime(c.updated_at)],
  ];
  return (
    <Card title="Details">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {facts.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-slate-500">{k}</dt>
            <dd data-testid={`contact-${k.toLowerCase().replaceAll(' ', '-')}`} className="break-words text-slate-900">
              {v}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

function ContextValues({ contact: c }: { contact: Contact }) {
  const entries = [...Object.entries(c.custom_context), ...Object.entries(c.industry_context)];
  return (
    <Card title="Context values">
      {entries.length === 0 ? (
        <p className="text-sm text-slate-500">No context values. Edit the contact, or let an agent extract them after a call.</p>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {entries.map(([k, v], i) => (
            <div key={`${i}-${k}`} className="contents">
              <dt className="font-mono text-xs text-slate-500">{`{{${k}}}`}</dt>
              <dd className="break-words text-slate-900">{show(v)}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
