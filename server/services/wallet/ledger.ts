import { count, desc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { paymentsConfigured } from '../../config';
import { accounts, walletLedger } from '../../db/schema';
import type { Database, DbOrTx } from '../../db/types';
import { AppError, notFound, parseOrThrow } from '../../errors';
import { toIso } from '../../lib/time';
import { dollars } from './billing';
import { pagedSelect } from '../../lib/pagination';
import { pageInput, type PageInput } from '../../lib/pagination';
import type { LedgerEntryDto, WalletDto } from './schema';

/**
 * Adds money to an account's wallet: one ledger entry and the cached balance, in one transaction.
 * Only the operator calls it (the CLI); tenants pay through Stripe Checkout (services/payments).
 */
export async function creditAccount(
  db: Database,
  accountId: number,
  amountCents: number,
  opts: { description?: string; userId?: number | null } = {},
): Promise<{ balance_cents: number }> {
  if (!Number.isSafeInteger(amountCents) || amountCents < 1) {
    throw new AppError('validation_error', 'The amount must be a positive whole number of cents.', {
      details: [{ path: 'amount_cents', message: 'must be a positive integer' }],
    });
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(accounts)
      .set({ walletBalanceCents: sql`${accounts.walletBalanceCents} + ${amountCents}` })
      .where(eq(accounts.id, accountId))
      .returning({ balance: accounts.walletBalanceCents });
    if (!row) throw notFound(`Account ${accountId}`);
    await tx.insert(walletLedger).values({
      accountId,
      kind: 'credit',
      amountCents,
      balanceAfterCents: row.balance,
      description: opts.description ?? 'Credit',
      createdByUserId: opts.userId ?? null,
    });
    return { balance_cents: Number(row.balance) };
  });
}

export async function walletBalance(db: DbOrTx, actor: Actor): Promise<WalletDto> {
  const [row] = await db
    .select({
      balance: accounts.walletBalanceCents, held: accounts.heldCents, rate: accounts.perMinuteRateCents,
      maxCallSeconds: accounts.maxCallSeconds, maxLiveCalls: accounts.maxLiveCalls,
    })
    .from(accounts)
    .where(eq(accounts.id, actor.accountId));
  if (!row) throw notFound('Account');
  const balance = Number(row.balance);
  const held = Number(row.held);
  return {
    balance_cents: balance, balance: dollars(balance), currency: 'USD', per_minute_rate_cents: row.rate,
    held_cents: held, available_cents: balance - held, max_call_seconds: row.maxCallSeconds, max_live_calls: row.maxLiveCalls,
    payments_enabled: paymentsConfigured(),
  };
}

const toLedgerEntryDto = (r: typeof walletLedger.$inferSelect): LedgerEntryDto => ({
  id: r.id,
  kind: r.kind,
  amount_cents: Number(r.amountCents),
  balance_after_cents: Number(r.balanceAfterCents),
  call_id: r.callId,
  description: r.description,
  created_at: toIso(r.createdAt),
});

/** The wallet's entries, newest first. */
export async function listLedger(db: DbOrTx, actor: Actor, input: PageInput = {}) {
  const { page, limit } = parseOrThrow(pageInput, input);
  const where = eq(walletLedger.accountId, actor.accountId);
  return pagedSelect({
    key: 'entries',
    page,
    limit,
    count: async () => (await db.select({ n: count() }).from(walletLedger).where(where))[0].n,
    rows: async (limit, offset) =>
      (await db.select().from(walletLedger).where(where).orderBy(desc(walletLedger.id)).limit(limit).offset(offset)).map(toLedgerEntryDto),
  });
}
