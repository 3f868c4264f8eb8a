import { and, eq, inArray, sql } from 'drizzle-orm';
import { accounts, walletLedger } from '../../db/schema';
import type { Database } from '../../db/types';
import { logger } from '../../logger';
import { lockAccountFunds } from '../wallet/holds';
import { wonBackCents } from './restore-disputed-payment';

export interface CardReversal {
  kind: 'refund' | 'dispute';
  eventId: string;
  paymentIntentId: string;
  /**
   * A refund: the charge's `amount_refunded`, all refunds of the payment so far (Stripe sends the running total, so
   * a late or repeated event takes nothing twice). A dispute: the disputed amount.
   */
  amountCents: number;
}

const descriptions = { refund: 'Card payment refunded (Stripe)', dispute: 'Card payment disputed (Stripe)' } as const;

/**
 * Takes a refunded or disputed card payment back from the wallet it credited, once per event and never more than
 * the credit: its PaymentIntent leads to the credit and to what earlier refunds and disputes already took back.
 *
 * The balance may go below zero: the money has left the Stripe account whether or not the credit was spent, and
 * the ledger says so. A negative balance leaves nothing available, so the account places no new call until credit
 * covers it (calls under way end and are billed as usual).
 */
export async function reverseCardPayment(db: Database, r: CardReversal): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [credit] = await tx
      .select({ accountId: walletLedger.accountId, amountCents: walletLedger.amountCents })
      .from(walletLedger)
      .where(and(eq(walletLedger.stripePaymentIntentId, r.paymentIntentId), eq(walletLedger.kind, 'credit')));
    if (!credit) {
      logger.info(`stripe ${r.kind} of a payment this server did not credit`, { event_id: r.eventId, payment_intent: r.paymentIntentId });
      return false;
    }
    await lockAccountFunds(tx, credit.accountId);
    const [seen] = await tx.select({ id: walletLedger.id }).from(walletLedger).where(eq(walletLedger.stripeEventId, r.eventId)).limit(1);
    if (seen) return false;
    const taken = await tx
      .select({ kind: walletLedger.kind, cents: sql<string>`coalesce(-sum(${walletLedger.amountCents}), 0)` })
      .from(walletLedger)
      .where(and(eq(walletLedger.stripePaymentIntentId, r.paymentIntentId), inArray(walletLedger.kind, ['refund', 'dispute'])))
      .groupBy(walletLedger.kind);
    const takenBy = (kind: string) => Number(taken.find((t) => t.kind === kind)?.cents ?? 0);
    // A dispute won back returned its money to the credit, so a later refund can take it.
    const left = Number(credit.amountCents) - takenBy('refund') - takenBy('dispute') + await wonBackCents(tx, r.paymentIntentId);
    const wanted = r.kind === 'refund' ? r.amountCents - takenBy('refund') : r.amountCents;
    const debit = Math.min(wanted, left);
    if (debit <= 0) return false;
    const [row] = await tx
      .update(accounts)
      .set({ walletBalanceCents: sql`${accounts.walletBalanceCents} - ${debit}` })
      .where(eq(accounts.id, credit.accountId))
      .returning({ balance: accounts.walletBalanceCents });
    await tx.insert(walletLedger).values({
      accountId: credit.accountId,
      kind: r.kind,
      amountCents: -debit,
      balanceAfterCents: row.balance,
      description: descriptions[r.kind],
      stripeEventId: r.eventId,
      stripePaymentIntentId: r.paymentIntentId,
    });
    if (Number(row.balance) < 0) {
      logger.warn(`stripe ${r.kind} left a negative balance`, { account_id: credit.accountId, balance_cents: Number(row.balance), event_id: r.eventId });
    }
    return true;
  });
}
