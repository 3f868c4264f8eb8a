'use client';

import { Button } from '@/app/_components/ui/button';
import { Stat } from '@/app/_components/ui/card';
import { StackedBar } from '@/app/_components/ui/stacked-bar';
import { ErrorNote, Loading, Notice } from '@/app/_components/ui/states';
import { Table, Td } from '@/app/_components/ui/table';
import { api } from '@/app/_trpc/client';

const parts = [
  { key: 'created', label: 'Created', color: 'bg-emerald-500' },
  { key: 'updated', label: 'Updated', color: 'bg-indigo-400' },
  { key: 'failed', label: 'Rejected', color: 'bg-red-400' },
] as const;

const problemOf = (message: string) => {
  const rest = message.replace(/^Row \d+: /, '');
  return rest[0] === '"' ? rest : rest.charAt(0).toUpperCase() + rest.slice(1);
};

/** An import's progress while it runs (polled each second), then its summary and rejected rows. */
export function ImportProgress({ id, onDone }: { id: number; onDone: () => void }) {
  const utils = api.useUtils();
  const status = api.contacts.importStatus.useQuery(
    { id },
    { refetchInterval: (q) => (q.state.data && (q.state.data.status === 'completed' || q.state.data.status === 'failed') ? false : 1000) },
  );
  if (status.isPending) return <Loading what="Starting the import" />;
  if (status.error) return <ErrorNote error={status.error} onRetry={() => status.refetch()} />;
  const s = status.data;
  const finished = s.status === 'completed' || s.status === 'failed';
  const total = Math.max(s.total_rows, s.processed, 1);
  const pct = s.status === 'queued' ? 0 : Math.round((s.processed / total) * 100);

  return (
    <div className="space-y-4">
      <div>
        <div className="mb-1 flex justify-between text-sm text-slate-600">
          <span>{s.status === 'queued' ? 'Waiting to start…' : finished ? 'Import finished' : `Importing ${s.file_name ?? 'file'}…`}</span>
          <span>{s.status === 'queued' ? '' : `${s.processed.toLocaleString()} of ${s.total_rows.toLocaleString()} rows`}</span>
        </div>
        <StackedBar label="Import progress" height="h-3" of={total} now={pct} max={100} parts={parts.map((p) => ({ ...p, value: s[p.key] }))} />
        <ul className="mt-2 flex gap-4 text-xs text-slate-600">
          {parts.map((p) => (
            <li key={p.key} className="flex items-center gap-1">
              <span className={`inline-block size-2 rounded-full ${p.color}`} aria-hidden />
              {p.label}
            </li>
          ))}
        </ul>
      </div>
      <div className="grid grid-cols-3 gap-3">
        <Stat label="Created" value={s.created.toLocaleString()} />
        <Stat label="Updated" value={s.updated.toLocaleString()} />
        <Stat label="Rejected" value={s.failed.toLocaleString()} />
      </div>
      {s.failure && <Notice tone="warning">{s.failure}</Notice>}
      {finished && s.status === 'completed' && s.failed === 0 && <Notice tone="success">Every row was imported.</Notice>}
      {s.errors.length > 0 && (
        <>
          <div className="flex items-center justify-between">
            <h3 className="text-sm font-semibold text-slate-700">Rejected rows{s.failed > s.errors.length ? ` (first ${s.errors.length})` : ''}</h3>
            <a className="text-sm font-medium text-indigo-700 hover:underline" href={`/api/dashboard/contacts/imports/${s.id}/errors.csv`} download>
              Download error report
            </a>
          </div>
          <Table caption="Rejected rows" head={['Row', 'Problem']}>
            {s.errors.map((e) => (
              <tr key={e.row}>
                <Td className="w-16 tabular-nums">{e.row}</Td>
                {/* The row has its own column here; the message says it too, for the error report and the API. */}
                <Td>{problemOf(e.message)}</Td>
              </tr>
            ))}
          </Table>
        </>
      )}
      <div className="flex justify-end">
        <Button
          variant={finished ? 'primary' : 'secondary'}
          onClick={() => {
            void utils.contacts.list.invalidate();
            onDone();
          }}
        >
          {finished ? 'Done' : 'Close (the import goes on)'}
        </Button>
      </div>
    </div>
  );
}
