'use client';

import { useState } from 'react';
import { Button } from '@/app/_components/ui/button';
import { TextField } from '@/app/_components/ui/field';
import { ErrorNote } from '@/app/_components/ui/states';
import { api } from '@/app/_trpc/client';
import type { CrmConnectionDto } from '@/server/services/crm/schema';

type Line = { crm_field: string; contact_field: string };

/** The CRM's fields onto contact fields, phone_numbers, tags or context.<variable>; the server checks each line's type. */
export function FieldMapEditor({ connection, onDone }: { connection: CrmConnectionDto; onDone: () => void }) {
  const utils = api.useUtils();
  const [lines, setLines] = useState<Line[]>(connection.field_map);
  const save = api.crmConnections.patch.useMutation({ onSuccess: async () => { await utils.crmConnections.list.invalidate(); onDone(); } });
  const set = (i: number, key: keyof Line, value: string) => setLines((ls) => ls.map((l, j) => (j === i ? { ...l, [key]: value } : l)));
  return (
    <form onSubmit={(e) => { e.preventDefault(); save.mutate({ id: connection.id, patch: { field_map: lines } }); }} className="space-y-3">
      {lines.length === 0 && <p className="text-sm text-slate-600">No field is mapped: only the CRM&apos;s numbers and do-not-disturb are read.</p>}
      {lines.length > 0 && (
        <p className="text-sm text-slate-600">
          A line onto <code>context.&lt;variable&gt;</code> works both ways: the CRM&apos;s field fills the variable, and the value a call&apos;s
          analysis finds for it is written back to that field.
        </p>
      )}
      {lines.map((l, i) => (
        <div key={i} className="flex flex-wrap items-end gap-2">
          <TextField label="CRM field" value={l.crm_field} onChange={(e) => set(i, 'crm_field', e.target.value)} />
          <TextField label="Contact field" value={l.contact_field} onChange={(e) => set(i, 'contact_field', e.target.value)} hint="first_name, email, phone_numbers, tags, context.<variable>…" />
          <Button type="button" variant="secondary" onClick={() => setLines((ls) => ls.filter((_, j) => j !== i))}>Remove<span className="sr-only"> line {i + 1}</span></Button>
        </div>
      ))}
      {save.error && <ErrorNote error={save.error} />}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={() => setLines((ls) => [...ls, { crm_field: '', contact_field: '' }])}>Add a line</Button>
        <Button type="submit" busy={save.isPending}>Save field map</Button>
      </div>
    </form>
  );
}
