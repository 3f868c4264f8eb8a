import { and, eq, sql } from 'drizzle-orm';
import { accounts, walletLedger } from '../../db/schema';
import type { DbOrTx, Database } from '../../db/types';
import { logger } from '../../logger';
import { lockAccountFunds } from '../wallet/holds';

export interface DisputeOutcome {
  eventId: string;
  disputeId: string;
  paymentIntentId: string;
}

/**
 * The ledger key of a dispute's money given back. A won dispute's credit cannot carry the PaymentIntent (that
 * column names the one credit of a payment), so its `stripe_event_id` names the payment and the dispute instead:
 * unique, so a dispute gives back once whichever of its events (or replays) arrives, and found by the payment's
 * prefix when a later refund counts what is left of the credit.
 */
const wonBackPrefix = (paymentIntentId: string) => `dispute_won:${paymentIntentId}:`;
export const wonBackKey = (paymentIntentId: string, disputeId: string) => `${wonBackPrefix(paymentIntentId)}${disputeId}`;

/** What won disputes of a payment have given back to the wallet so far, in cents. */
export async function wonBackCents(tx: DbOrTx, paymentIntentId: string): Promise<number> {
  const prefix = wonBackPrefix(paymentIntentId);
  // left() rather than LIKE: a PaymentIntent id holds underscores, which LIKE reads as wildcards.
  const [row] = await tx
    .select({ cents: sql<string>`coalesce(sum(${walletLedger.amountCents}), 0)` })
    .from(walletLedger)
    .where(and(eq(walletLedger.kind, 'credit'), sql`left(${walletLedger.stripeEventId}, ${prefix.length}::int) = ${prefix}`));
  return Number(row?.cents ?? 0);
}

/**
 * Gives back to the wallet what a dispute took from it, once the dispute closed in the account's favour: the money
 * has returned to the Stripe account. It gives back what the payment's dispute debits took (capped as they were at
 * what was left of the credit) less what was already given back, so never more than was taken, and once per
 * dispute. A payment has one dispute at most (a charge can be disputed once).
 */
export async function restoreDisputedPayment(db: Database, d: DisputeOutcome): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [credit] = await tx
      .select({ accountId: walletLedger.accountId })
      .from(walletLedger)
      .where(and(eq(walletLedger.stripePaymentIntentId, d.paymentIntentId), eq(walletLedger.kind, 'credit')));
    if (!credit) {
      logger.info('stripe dispute won for a payment this server did not credit', { event_id: d.eventId, payment_intent: d.paymentIntentId });
      return false;
    }
    await lockAccountFunds(tx, credit.accountId);
    const key = wonBackKey(d.paymentIntentId, d.disputeId);
    const [seen] = await tx.select({ id: walletLedger.id }).from(walletLedger).where(eq(walletLedger.stripeEventId, key)).limit(1);
    if (seen) return false;
    const [disputed] = await tx
      .select({ cents: sql<string>`coalesce(-sum(${walletLedger.amountCents}), 0)` })
      .from(walletLedger)
      .where(and(eq(walletLedger.stripePaymentIntentId, d.paymentIntentId), eq(walletLedger.kind, 'dispute')));
    const owed = Number(disputed?.cents ?? 0) - await wonBackCents(tx, d.paymentIntentId);
    if (owed <= 0) return false;
    const [row] = await tx
      .update(accounts)
      .set({ walletBalanceCents: sql`${accounts.walletBalanceCents} + ${owed}` })
      .where(eq(accounts.id, credit.accountId))
      .returning({ balance: accounts.walletBalanceCents });
    await tx.insert(walletLedger).values({
      accountId: credit.accountId,
      kind: 'credit',
      amountCents: owed,
      balanceAfterCents: row.balance,
      description: 'Disputed card payment won back (Stripe)',
      stripeEventId: key,
    });
    return true;
  });
}
