import { eq, or, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { accounts, walletLedger } from '../../db/schema';
import type { Database } from '../../db/types';
import { config } from '../../config';
import { AppError } from '../../errors';
import { logger } from '../../logger';
import type { StripeWebhookResult } from './schema';
import { paymentsConfigured, stripeClient } from './stripe-client';

/** Events that mean a Checkout session's money arrived (a card at once, or a delayed method later). */
const paidEvents = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/**
 * A Stripe webhook delivery: verified with Stripe's library against STRIPE_WEBHOOK_SECRET (the exact body bytes,
 * the Stripe-Signature header, its timestamp tolerance), then a paid Checkout session credits its account once.
 * A replayed event, or a second event of the same session, finds its ledger entry and credits nothing. Other
 * events are acknowledged and ignored, so Stripe stops sending them.
 */
export async function handleStripeWebhook(db: Database, rawBody: string, signature: string | null): Promise<StripeWebhookResult> {
  if (!paymentsConfigured()) throw new AppError('not_found', 'Card payments are not set up on this server.');
  let event: Stripe.Event;
  try {
    event = stripeClient().webhooks.constructEvent(rawBody, signature ?? '', config.STRIPE_WEBHOOK_SECRET!);
  } catch {
    throw new AppError('invalid_signature', 'The Stripe-Signature header does not verify this body.');
  }
  if (!paidEvents.has(event.type)) return { received: true, credited: false };
  const session = event.data.object as Stripe.Checkout.Session;
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return { received: true, credited: false };
  const accountId = Number(session.client_reference_id ?? session.metadata?.account_id);
  const amount = session.amount_total ?? 0;
  if (!Number.isSafeInteger(accountId) || accountId < 1 || !Number.isSafeInteger(amount) || amount < 1 || session.currency !== 'usd') {
    logger.error('stripe session that cannot be credited', { event_id: event.id, session_id: session.id, currency: session.currency });
    return { received: true, credited: false };
  }
  const credited = await creditPaidSession(db, { accountId, amountCents: amount, eventId: event.id, sessionId: session.id });
  return { received: true, credited };
}

/** One ledger credit per paid session, under the account lock; false when already credited or the account is gone. */
async function creditPaidSession(
  db: Database,
  p: { accountId: number; amountCents: number; eventId: string; sessionId: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, p.accountId)).for('update');
    if (!account) {
      logger.error('stripe payment for a missing account', { account_id: p.accountId, event_id: p.eventId });
      return false;
    }
    const [seen] = await tx
      .select({ id: walletLedger.id })
      .from(walletLedger)
      .where(or(eq(walletLedger.stripeEventId, p.eventId), eq(walletLedger.stripeCheckoutSessionId, p.sessionId)))
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
    });
    return true;
  });
}
