import { eq, or, sql } from 'drizzle-orm';
import { accounts, walletLedger } from '../../db/schema';
import type { Database } from '../../db/types';
import { logger } from '../../logger';
import { lockAccountFunds } from '../wallet/holds';

export interface CardPayment {
  accountId: number;
  amountCents: number;
  eventId: string;
  sessionId: string;
  /** Kept on the credit so a refund or dispute of the payment finds it. */
  paymentIntentId: string | null;
}

/** One ledger credit per paid session, under the account lock; false when already credited or the account is gone. */
export async function creditCardPayment(db: Database, p: CardPayment): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, p.accountId));
    if (!account) {
      logger.error('stripe payment for a missing account', { account_id: p.accountId, event_id: p.eventId });
      return false;
    }
    await lockAccountFunds(tx, p.accountId);
    const [seen] = await tx
      .select({ id: walletLedger.id })
      .from(walletLedger)
      .where(or(
        eq(walletLedger.stripeEventId, p.eventId),
        eq(walletLedger.stripeCheckoutSessionId, p.sessionId),
        ...(p.paymentIntentId ? [eq(walletLedger.stripePaymentIntentId, p.paymentIntentId)] : []),
      ))
      .limit(1);
    if (seen) return false;
    const [row] = await tx
      .update(accounts)
      .set({ walletBalanceCents: sql`${accounts.walletBalanceCents} + ${p.amountCents}` })
      .where(eq(accounts.id, p.accountId))
      .returning({ balance: accounts.walletBalanceCents });
    await tx.insert(walletLedger).values({
      accountId: p.accountId,
      kind: 'credit',
      amountCents: p.amountCents,
      balanceAfterCents: row.balance,
      description: 'Card payment (Stripe Checkout)',
      stripeEventId: p.eventId,
      stripeCheckoutSessionId: p.sessionId,
      stripePaymentIntentId: p.paymentIntentId,
    });
    return true;
  });
}
