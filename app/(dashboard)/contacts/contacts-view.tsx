'use client';

import Link from 'next/link';
import { useDeferredValue, useState } from 'react';
import { contactStageLabels, contactStatusLabels, optionsOf } from '@/app/_components/labels';
import { Badge, StatusBadge } from '@/app/_components/ui/badge';
import { Button, buttonClass } from '@/app/_components/ui/button';
import { PageHeader } from '@/app/_components/ui/card';
import { Dialog } from '@/app/_components/ui/dialog';
import { SelectField, TextField } from '@/app/_components/ui/field';
import { Empty, ErrorNote, Loading } from '@/app/_components/ui/states';
import { Pagination, Table, Td } from '@/app/_components/ui/table';
import { api } from '@/app/_trpc/client';
import type { ContactStage, ContactStatus } from '@/server/db/schema';
import { ContactEditor } from './contact-editor';
import { ImportWizard } from './import-wizard';

/** `openImport`: the import opens at once (`/contacts?import=1`). */
export function ContactsView({ openImport = false }: { openImport?: boolean }) {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<ContactStatus | ''>('');
  const [stage, setStage] = useState<ContactStage | ''>('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [importing, setImporting] = useState(openImport);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirmDelete, setConfirmDelete] = useState(false);
  const utils = api.useUtils();
  const deleteMany = api.contacts.deleteMany.useMutation({
    onSuccess: async () => {
      setSelected(new Set());
      setConfirmDelete(false);
      await utils.contacts.list.invalidate();
    },
  });
  const search = useDeferredValue(q.trim());
  const filters = { q: search || undefined, status: status || undefined, stage: stage || undefined };
  const list = api.contacts.list.useQuery({ ...filters, page, limit: 20 }, { placeholderData: (prev) => prev });
  const exportHref = `/api/dashboard/contacts/export.csv?${new URLSearchParams(
    Object.entries(filters).flatMap(([k, v]) => (v ? [[k, v]] : [])),
  ).toString()}`;
  const pageIds = list.data?.contacts.map((c) => c.id) ?? [];
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const toggle = (id: number) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <>
      <PageHeader
        title="Contacts"
        description="The people your agents call, with their numbers, tags and context values."
        actions={
          <div className="flex flex-wrap gap-2">
            <a className={buttonClass('secondary')} href={exportHref} download>
              Export CSV
            </a>
            <Button variant="secondary" onClick={() => setImporting(true)}>
              Import CSV
            </Button>
            <Button onClick={() => setEditing('new')}>New contact</Button>
          </div>
        }
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
          {search || status || stage ? 'Try another search.' : 'Add one here, import a CSV file, or send them through the API.'}
        </Empty>
      ) : (
        <>
          {selected.size > 0 && (
            <div className="mb-3 flex items-center justify-between rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm" role="region" aria-label="Selection">
              <span>{selected.size} selected</span>
              <span className="flex gap-2">
                <Button variant="ghost" onClick={() => setSelected(new Set())}>
                  Clear
                </Button>
                <Button variant="danger" onClick={() => setConfirmDelete(true)}>
                  Delete selected
                </Button>
              </span>
            </div>
          )}
          <Table
            caption="Contacts"
            pin={2}
            head={[
              <input
                key="all"
                type="checkbox"
                aria-label="Select all contacts on this page"
                checked={allOnPage}
                onChange={() =>
                  setSelected((prev) => {
                    const next = new Set(prev);
                    for (const id of pageIds) {
                      if (allOnPage) next.delete(id);
                      else next.add(id);
                    }
                    return next;
                  })
                }
              />,
              'Name', 'Phone', 'Email', 'Company', 'Status', 'Stage', 'Tags', <span key="a" className="sr-only">Actions</span>,
            ]}
          >
            {list.data.contacts.map((c) => {
              const primary = c.phone_numbers.find((p) => p.primary) ?? c.phone_numbers[0];
              return (
                <tr key={c.id} className="hover:bg-slate-50">
                  <Td className="w-8">
                    <input type="checkbox" aria-label={`Select ${c.full_name}`} checked={selected.has(c.id)} onChange={() => toggle(c.id)} />
                  </Td>
                  <Td>
                    <Link href={`/contacts/${c.id}`} className="font-medium text-indigo-700 hover:underline">
                      {c.full_name}
                    </Link>
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
                    <StatusBadge status={c.status} label={contactStatusLabels[c.status]} />
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
                  <Td className="text-right">
                    <Button variant="ghost" onClick={() => setEditing(c.id)} aria-label={`Edit ${c.full_name}`}>
                      Edit
                    </Button>
                  </Td>
                </tr>
              );
            })}
          </Table>
          <Pagination page={list.data.page} pages={list.data.pages} count={list.data.count} exact={list.data.count_exact} hasNext={list.data.next_cursor !== null} onPage={setPage} />
        </>
      )}
      <Dialog open={importing} onClose={() => setImporting(false)} title="Import contacts from CSV" wide>
        {importing && <ImportWizard onDone={() => setImporting(false)} />}
      </Dialog>
      <Dialog open={confirmDelete} onClose={() => setConfirmDelete(false)} title="Delete contacts">
        <p className="text-sm text-slate-700">
          Delete {selected.size} contact{selected.size === 1 ? '' : 's'} with their phone numbers and tags? Their calls stay in the history,
          without their name and email. This cannot be undone.
        </p>
        {deleteMany.error && <ErrorNote error={deleteMany.error} />}
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirmDelete(false)}>
            Cancel
          </Button>
          <Button variant="danger" busy={deleteMany.isPending} onClick={() => deleteMany.mutate({ ids: [...selected] })}>
            Delete
          </Button>
        </div>
      </Dialog>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'New contact' : 'Edit contact'} wide>
        {editing !== null && <ContactEditor contactId={editing === 'new' ? null : editing} onDone={() => setEditing(null)} onCreated={(id) => setEditing(id)} />}
      </Dialog>
    </>
  );
}
