'use client';

import { useState } from 'react';
import { Badge } from '@/app/_components/ui/badge';
import { Button } from '@/app/_components/ui/button';
import { Card } from '@/app/_components/ui/card';
import { TextField } from '@/app/_components/ui/field';
import { formatCents, formatDateTime } from '@/app/_components/ui/format';
import { Empty, ErrorNote, Loading } from '@/app/_components/ui/states';
import { Pagination, Table, Td } from '@/app/_components/ui/table';
import { api } from '@/app/_trpc/client';

export function Wallet({ canCredit }: { canCredit: boolean }) {
  const [page, setPage] = useState(1);
  const balance = api.wallet.balance.useQuery();
  const ledger = api.wallet.ledger.useQuery({ page, limit: 20 });

  return (
    <Card title="Wallet">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Balance</p>
          <p data-testid="wallet-balance" className="text-3xl font-semibold text-slate-900">
            {balance.data ? formatCents(balance.data.balance_cents) : '…'}
          </p>
          {balance.data && <p className="text-xs text-slate-500">Calls cost {formatCents(balance.data.per_minute_rate_cents)} per started minute.</p>}
        </div>
        {canCredit && <CreditForm />}
      </div>
      <ErrorNote error={balance.error} />
      <h3 className="mb-2 text-sm font-medium text-slate-900">Ledger</h3>
      {ledger.isPending ? (
        <Loading what="Loading ledger" />
      ) : ledger.error ? (
        <ErrorNote error={ledger.error} onRetry={() => ledger.refetch()} />
      ) : ledger.data.entries.length === 0 ? (
        <Empty title="No entries yet">Credits and call charges appear here.</Empty>
      ) : (
        <>
          <Table caption="Wallet ledger" head={['When', 'What', 'Amount', 'Balance']}>
            {ledger.data.entries.map((e) => (
              <tr key={e.id}>
                <Td className="whitespace-nowrap">{formatDateTime(e.created_at)}</Td>
                <Td>
                  <Badge tone={e.kind === 'credit' ? 'green' : 'gray'}>{e.kind === 'credit' ? 'credit' : 'call'}</Badge> {e.description}
                </Td>
                <Td className={`whitespace-nowrap text-right ${e.amount_cents < 0 ? 'text-red-700' : 'text-emerald-700'}`}>{formatCents(e.amount_cents)}</Td>
                <Td className="whitespace-nowrap text-right">{formatCents(e.balance_after_cents)}</Td>
              </tr>
            ))}
          </Table>
          <Pagination page={ledger.data.page} pages={ledger.data.pages} count={ledger.data.count} onPage={setPage} />
        </>
      )}
    </Card>
  );
}

function CreditForm() {
  const utils = api.useUtils();
  const [dollars, setDollars] = useState('20');
  const credit = api.wallet.credit.useMutation({ onSuccess: () => utils.wallet.invalidate() });
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        credit.mutate({ amount_cents: Math.round(Number(dollars) * 100), description: 'Added from the dashboard' });
      }}
    >
      <TextField label="Add credit (USD)" type="number" min="0.01" step="0.01" value={dollars} onChange={(e) => setDollars(e.target.value)} className="w-36" />
      <Button type="submit" busy={credit.isPending}>
        Add credit
      </Button>
      {credit.error && <ErrorNote error={credit.error} />}
    </form>
  );
}
