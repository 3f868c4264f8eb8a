'use client';

import { useDeferredValue, useState } from 'react';
import { contactStageLabels, contactStatusLabels, optionsOf } from '@/app/_components/labels';
import { Badge, StatusBadge } from '@/app/_components/ui/badge';
import { Button } from '@/app/_components/ui/button';
import { PageHeader } from '@/app/_components/ui/card';
import { Dialog } from '@/app/_components/ui/dialog';
import { SelectField, TextField } from '@/app/_components/ui/field';
import { Empty, ErrorNote, Loading } from '@/app/_components/ui/states';
import { Pagination, Table, Td } from '@/app/_components/ui/table';
import { api } from '@/app/_trpc/client';
import type { ContactStage, ContactStatus } from '@/server/db/schema';
import { ContactEditor } from './contact-editor';

export function ContactsView() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<ContactStatus | ''>('');
  const [stage, setStage] = useState<ContactStage | ''>('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const search = useDeferredValue(q.trim());
  const list = api.contacts.list.useQuery(
    { q: search || undefined, status: status || undefined, stage: stage || undefined, page, limit: 20 },
    { placeholderData: (prev) => prev },
  );

  return (
    <>
      <PageHeader
        title="Contacts"
        description="The people your agents call, with their numbers, tags and context values."
        actions={<Button onClick={() => setEditing('new')}>New contact</Button>}
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-[minmax(0,2fr)_1fr_1fr]">
        <TextField
          label="Search"
          type="search"
          placeholder="Name, email, company or phone"
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(1);
          }}
        />
        <SelectField
          label="Status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as ContactStatus | '');
            setPage(1);
          }}
          options={[{ value: '', label: 'Any status' }, ...optionsOf(contactStatusLabels)]}
        />
        <SelectField
          label="Stage"
          value={stage}
          onChange={(e) => {
            setStage(e.target.value as ContactStage | '');
            setPage(1);
          }}
          options={[{ value: '', label: 'Any stage' }, ...optionsOf(contactStageLabels)]}
        />
      </div>
      {list.isPending ? (
        <Loading what="Loading contacts" />
      ) : list.error ? (
        <ErrorNote error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.contacts.length === 0 ? (
        <Empty title={search || status || stage ? 'No contacts match' : 'No contacts yet'}>
          {search || status || stage ? 'Try another search.' : 'Add one here or through the API.'}
        </Empty>
      ) : (
        <>
          <Table caption="Contacts" head={['Name', 'Phone', 'Email', 'Company', 'Status', 'Stage', 'Tags']}>
            {list.data.contacts.map((c) => {
              const primary = c.phone_numbers.find((p) => p.primary) ?? c.phone_numbers[0];
              return (
                <tr key={c.id} className="hover:bg-slate-50">
                  <Td>
                    <button type="button" className="text-left font-medium text-indigo-700 hover:underline" onClick={() => setEditing(c.id)}>
                      {c.full_name}
                    </button>
                  </Td>
                  <Td className="whitespace-nowrap">
                    {primary ? primary.phone_number : '—'}
                    {primary?.do_not_call && (
                      <span className="ml-1">
                        <Badge tone="red">DNC</Badge>
                      </span>
                    )}
                  </Td>
                  <Td>{c.email ?? '—'}</Td>
                  <Td>{c.company ?? '—'}</Td>
                  <Td>
                    <StatusBadge status={c.status} />
                  </Td>
                  <Td>{contactStageLabels[c.stage]}</Td>
                  <Td>
                    <span className="flex flex-wrap gap-1">
                      {c.tags.map((t) => (
                        <Badge key={t} tone="indigo">
                          {t}
                        </Badge>
                      ))}
                    </span>
                  </Td>
                </tr>
              );
            })}
          </Table>
          <Pagination page={list.data.page} pages={list.data.pages} count={list.data.count} exact={list.data.count_exact} hasNext={list.data.next_cursor !== null} onPage={setPage} />
        </>
      )}
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'New contact' : 'Edit contact'} wide>
        {editing !== null && <ContactEditor contactId={editing === 'new' ? null : editing} onDone={() => setEditing(null)} onCreated={(id) => setEditing(id)} />}
      </Dialog>
    </>
  );
}
