'use client';

import { useState } from 'react';
import { Button } from '@/app/_components/ui/button';
import { Card } from '@/app/_components/ui/card';
import { Dialog } from '@/app/_components/ui/dialog';
import { FormErrorSummary } from '@/app/_components/forms/form-error-ui';
import { useFormErrors } from '@/app/_components/forms/form-errors';
import { TextField } from '@/app/_components/ui/field';
import { useTimes } from '@/app/_components/use-times';
import { Empty, ErrorNote, Loading } from '@/app/_components/ui/states';
import { Pagination } from '@/app/_components/ui/table';
import { api } from '@/app/_trpc/client';
import { DoNotCallChanges } from './do-not-call-changes';

export function DoNotCall() {
  const times = useTimes();
  const utils = api.useUtils();
  const [page, setPage] = useState(1);
  const list = api.calls.doNotCall.list.useQuery({ page, limit: 20 });
  const add = api.calls.doNotCall.add.useMutation({ onSuccess: () => utils.calls.doNotCall.invalidate() });
  const remove = api.calls.doNotCall.remove.useMutation({
    onSuccess: () => {
      setUnblocking(null);
      return utils.calls.doNotCall.invalidate();
    },
  });
  const me = api.auth.me.useQuery();
  // Members may block numbers but not unblock them; the server refuses them either way.
  const canUnblock = me.data?.role === 'owner' || me.data?.role === 'admin';
  const [number, setNumber] = useState('');
  const [reason, setReason] = useState('');
  const [unblocking, setUnblocking] = useState<string | null>(null);
  const [unblockReason, setUnblockReason] = useState('');
  // A number the service cannot read answers invalid_phone_number, which names no field: it is this one.
  const errors = useFormErrors(add.error, ['number', 'phone_number', 'reason']);

  return (
    <Card title="Do-not-call list">
      <form
        className="mb-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate({ number, reason: reason || null }, { onSuccess: () => { setNumber(''); setReason(''); } });
        }}
      >
        <FormErrorSummary errors={errors} className="sm:col-span-3" />
        <TextField label="Number" value={number} onChange={(e) => setNumber(e.target.value)} placeholder="+14155550123" required error={errors.field('number') ?? errors.field('phone_number')} />
        <TextField label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} error={errors.field('reason')} />
        <Button type="submit" busy={add.isPending}>
          Block number
        </Button>
      </form>
      {list.isPending ? (
        <Loading what="Loading the list" />
      ) : list.error ? (
        <ErrorNote error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.numbers.length === 0 ? (
        <Empty title="No blocked numbers">Calls to numbers listed here are refused.</Empty>
      ) : (
        <>
          <ul className="divide-y divide-slate-100">
            {list.data.numbers.map((n) => (
              <li key={n.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span>
                  <span className="font-medium text-slate-900">{n.number}</span>
                  {n.reason && <span className="ml-2 text-slate-500">{n.reason}</span>}
                  <span className="ml-2 text-xs text-slate-500">since {times.date(n.created_at)}</span>
                </span>
                {canUnblock && (
                  <Button
                    variant="ghost"
                    onClick={() => {
                      remove.reset();
                      setUnblockReason('');
                      setUnblocking(n.number);
                    }}
                    aria-label={`Unblock ${n.number}`}
                  >
                    Unblock
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <Pagination page={list.data.page} pages={list.data.pages} count={list.data.count} onPage={setPage} />
        </>
      )}
      <Dialog open={unblocking !== null} onClose={() => setUnblocking(null)} title={`Unblock ${unblocking ?? ''}`}>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (unblocking) remove.mutate({ number: unblocking, reason: unblockReason || null });
          }}
        >
          <p className="text-sm text-slate-600">Calls to this number will be allowed again. The change is kept in the log below with your name.</p>
          <TextField label="Reason (optional)" value={unblockReason} onChange={(e) => setUnblockReason(e.target.value)} maxLength={500} />
          <ErrorNote error={remove.error} />
          <Button type="submit" busy={remove.isPending}>
            Unblock number
          </Button>
        </form>
      </Dialog>
      {canUnblock && <DoNotCallChanges />}
    </Card>
  );
}
