'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Badge } from '@/app/_components/ui/badge';
import { Button } from '@/app/_components/ui/button';
import { Card } from '@/app/_components/ui/card';
import { TextField } from '@/app/_components/ui/field';
import { formatCents } from '@/app/_components/ui/format';
import { useTimes } from '@/app/_components/use-times';
import { Empty, ErrorNote, Loading } from '@/app/_components/ui/states';
import { Pagination, Table, Td } from '@/app/_components/ui/table';
import { FormErrorSummary } from '@/app/_components/forms/form-error-ui';
import { useFormErrors } from '@/app/_components/forms/form-errors';
import { api } from '@/app/_trpc/client';
import { MAX_CHECKOUT_CENTS, MIN_CHECKOUT_CENTS } from '@/server/services/payments/schema';
import { TrialCreditButton } from '@/app/_components/trial-credit-button';
import { CopyButton } from '@/app/_components/ui/copy-button';
import { ledgerLine } from './ledger-line';
import { ADD_CREDIT_TITLE, PAY_WITH_CARD_LABEL } from '@/server/services/wallet/add-funds-words';

export function Wallet({ canCredit }: { canCredit: boolean }) {
  const times = useTimes();
  const [page, setPage] = useState(1);
  const balance = api.wallet.balance.useQuery();
  const ledger = api.wallet.ledger.useQuery({ page, limit: 20 });
  const returned = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('payment');

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
        <div className="flex flex-wrap items-end gap-4">
          <TrialCreditButton variant="secondary" />
          {canCredit && balance.data?.payments_enabled && <CreditForm />}
        </div>
      </div>
      <AddCreditPanel />
      {returned === 'success' && (
        <p role="status" className="mb-4 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          Payment received. The credit appears below as soon as Stripe confirms it.
        </p>
      )}
      {balance.data && <HoldMeter wallet={balance.data} />}
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
                <Td className="whitespace-nowrap">{times.stamp(e.created_at)}</Td>
                <Td>
                  <Badge tone={ledgerKindTones[e.kind]}>{ledgerKindLabels[e.kind]}</Badge> <LedgerWhat entry={e} />
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

function LedgerWhat({ entry }: { entry: Parameters<typeof ledgerLine>[0] }) {
  const line = ledgerLine(entry);
  return (
    <>
      {line.call && <Link href={line.call.href} className="font-mono text-indigo-700 hover:underline">{line.call.label}</Link>}
      {line.text}
    </>
  );
}

const ledgerKindLabels = { credit: 'credit', trial_credit: 'trial credit', call_debit: 'call', refund: 'refund', dispute: 'dispute' } as const;
// Money taken back from a card payment stands out from ordinary call charges.
const ledgerKindTones = { credit: 'green', trial_credit: 'green', call_debit: 'gray', refund: 'amber', dispute: 'red' } as const;

interface WalletView {
  balance_cents: number;
  held_cents: number;
  available_cents: number;
  max_call_seconds: number;
  max_live_calls: number;
  per_minute_rate_cents: number;
}

/** The balance split into what live calls hold and what new calls may use, as one bar. */
function HoldMeter({ wallet }: { wallet: WalletView }) {
  const total = Math.max(1, wallet.balance_cents);
  const heldPct = Math.min(100, Math.round((wallet.held_cents / total) * 100));
  const minutes = wallet.per_minute_rate_cents > 0 ? Math.floor(Math.max(0, wallet.available_cents) / wallet.per_minute_rate_cents) : null;
  return (
    <div className="mb-6">
      <div
        className="flex h-3 overflow-hidden rounded-full bg-emerald-200"
        role="img"
        aria-label={`${formatCents(wallet.held_cents)} held by live calls, ${formatCents(wallet.available_cents)} available`}
      >
        <span className="h-full bg-amber-400" style={{ width: `${heldPct}%` }} />
      </div>
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-xs text-slate-600">
        <div><span aria-hidden className="mr-1 inline-block size-2 rounded-full bg-amber-400" /><dt className="inline">Held by live calls: </dt><dd className="inline font-medium" data-testid="wallet-held">{formatCents(wallet.held_cents)}</dd></div>
        <div><span aria-hidden className="mr-1 inline-block size-2 rounded-full bg-emerald-300" /><dt className="inline">Available: </dt><dd className="inline font-medium">{formatCents(wallet.available_cents)}{minutes !== null && ` (about ${minutes} billed minutes of calling)`}</dd></div>
        <div><dt className="inline">Longest call: </dt><dd className="inline font-medium">{Math.round(wallet.max_call_seconds / 60)} min</dd></div>
        <div><dt className="inline">Live calls at once: </dt><dd className="inline font-medium">{wallet.max_live_calls}</dd></div>
      </dl>
      <p className="mt-1 text-xs text-slate-500">
        Each call holds the price of its longest possible length when it is placed, and gives back what it did not use when it ends.
      </p>
    </div>
  );
}

/**
 * How money gets in on this server, for the signed-in user: with card payments, a line for members (owners and
 * admins have the form above); without them, the operator's command with the account id to give them.
 */
function AddCreditPanel() {
  const guide = api.wallet.refillGuide.useQuery();
  if (!guide.data || guide.data.can_pay_by_card) return null;
  const g = guide.data;
  return (
    <section aria-labelledby="add-credit-title" data-testid="add-credit-panel" className="mb-6 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
      <h3 id="add-credit-title" className="font-medium">{ADD_CREDIT_TITLE}</h3>
      <p className="mt-1">{g.panel}</p>
      {g.way === 'operator' && (
        <>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <span>Account id: <strong data-testid="account-id">{g.account_id}</strong></span>
            <CopyButton text={String(g.account_id)} label="Copy account id" />
          </div>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <code className="min-w-0 flex-1 break-all rounded bg-white px-2 py-1.5 font-mono text-xs text-slate-900 ring-1 ring-sky-200">
              {g.operator_command}
            </code>
            <CopyButton text={g.operator_command} label="Copy command" />
          </div>
          <p className="mt-1 text-xs text-sky-800">N is the amount in cents (2000 adds $20.00).</p>
        </>
      )}
    </section>
  );
}

/** Sends the payer to Stripe Checkout; the credit arrives through Stripe's confirmation, never from this form. */
function CreditForm() {
  const [dollars, setDollars] = useState('20');
  const checkout = api.wallet.checkout.useMutation({
    onSuccess: (session) => {
      window.location.assign(session.url);
    },
  });
  const errors = useFormErrors(checkout.error, ['amount_cents']);
  // The API counts cents; the person typed dollars, so the range is said in dollars.
  const amountError = errors.field('amount_cents') && `Enter an amount from ${formatCents(MIN_CHECKOUT_CENTS)} to ${formatCents(MAX_CHECKOUT_CENTS)}.`;
  return (
    <form
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        checkout.mutate({ amount_cents: Math.round(Number(dollars) * 100) });
      }}
    >
      <FormErrorSummary errors={errors} />
      <div className="flex items-end gap-2">
        <TextField
          label="Add credit (USD)"
          type="number"
          min="5"
          max="10000"
          step="0.01"
          value={dollars}
          onChange={(e) => setDollars(e.target.value)}
          className="w-36"
          error={amountError || undefined}
        />
        <Button type="submit" busy={checkout.isPending || checkout.isSuccess}>
          {PAY_WITH_CARD_LABEL}
        </Button>
      </div>
    </form>
  );
}
