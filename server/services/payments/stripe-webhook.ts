import type Stripe from 'stripe';
import type { Database } from '../../db/types';
import { config, paymentsConfigured, stripeDeploymentId } from '../../config';
import { AppError } from '../../errors';
import { logger } from '../../logger';
import { creditCardPayment } from './credit-card-payment';
import { restoreDisputedPayment } from './restore-disputed-payment';
import { reverseCardPayment } from './reverse-card-payment';
import type { StripeWebhookResult } from './schema';
import { stripeClient } from './stripe-client';
import { foreignEventReason, idOf, judgeSession } from './stripe-trust';

/** Events that mean a Checkout session's money arrived (a card at once, or a delayed method later). */
const paidEvents = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/**
 * How a closed dispute gives its money back: `won`, and `warning_closed` (an inquiry that closed without becoming a
 * dispute, whose amount the opening event debited all the same). A lost dispute keeps its debit.
 */
const givenBackStatuses: ReadonlySet<string> = new Set(['won', 'warning_closed']);

const nothing: StripeWebhookResult = { received: true, credited: false, debited: false };

/**
 * A Stripe webhook delivery: verified with Stripe's library against STRIPE_WEBHOOK_SECRET (the exact body bytes,
 * the Stripe-Signature header, its timestamp tolerance). Then, for events of this server's own mode and Stripe
 * account (stripe-trust.ts): a paid Checkout session this server created credits its account once, a refund
 * (`charge.refunded`) or dispute (`charge.dispute.created`) of such a payment debits it once, and a dispute closed in
 * the account's favour (`charge.dispute.closed`, won) gives back once what it took. A replayed event, or a
 * second event of the same session, finds its ledger entry and changes nothing. Every other event is acknowledged
 * and ignored, so Stripe stops sending it.
 */
export async function handleStripeWebhook(db: Database, rawBody: string, signature: string | null): Promise<StripeWebhookResult> {
  if (!paymentsConfigured()) throw new AppError('not_found', 'Card payments are not set up on this server.');
  let event: Stripe.Event;
  try {
    event = stripeClient().webhooks.constructEvent(rawBody, signature ?? '', config.STRIPE_WEBHOOK_SECRET!);
  } catch {
    throw new AppError('invalid_signature', 'The Stripe-Signature header does not verify this body.');
  }
  const foreign = foreignEventReason(event, config.STRIPE_SECRET_KEY!);
  if (foreign) {
    logger.warn('stripe event ignored', { event_id: event.id, type: event.type, reason: foreign });
    return nothing;
  }
  if (paidEvents.has(event.type)) return { ...nothing, credited: await creditSession(db, event.id, event.data.object as Stripe.Checkout.Session) };
  if (event.type === 'charge.refunded') {
    const charge = event.data.object as Stripe.Charge;
    return { ...nothing, debited: await reverse(db, 'refund', event.id, charge.payment_intent, charge.amount_refunded, charge.currency) };
  }
  if (event.type === 'charge.dispute.created') {
    const dispute = event.data.object as Stripe.Dispute;
    return { ...nothing, debited: await reverse(db, 'dispute', event.id, dispute.payment_intent, dispute.amount, dispute.currency) };
  }
  if (event.type === 'charge.dispute.closed') {
    const dispute = event.data.object as Stripe.Dispute;
    return { ...nothing, credited: await restore(db, event.id, dispute) };
  }
  return nothing;
}

async function restore(db: Database, eventId: string, dispute: Stripe.Dispute): Promise<boolean> {
  const paymentIntentId = idOf(dispute.payment_intent);
  if (!givenBackStatuses.has(dispute.status) || !paymentIntentId || dispute.currency !== 'usd') {
    logger.info('stripe dispute closed, nothing given back', { event_id: eventId, dispute_id: dispute.id, status: dispute.status });
    return false;
  }
  return restoreDisputedPayment(db, { eventId, disputeId: dispute.id, paymentIntentId });
}

async function creditSession(db: Database, eventId: string, session: Stripe.Checkout.Session): Promise<boolean> {
  const verdict = judgeSession(session, stripeDeploymentId());
  if (!verdict.credit) {
    logger[verdict.alert ? 'error' : 'info']('stripe session not credited', { event_id: eventId, session_id: session.id, reason: verdict.reason });
    return false;
  }
  return creditCardPayment(db, {
    accountId: verdict.accountId, amountCents: verdict.amountCents, eventId, sessionId: session.id, paymentIntentId: verdict.paymentIntentId,
  });
}

async function reverse(
  db: Database,
  kind: 'refund' | 'dispute',
  eventId: string,
  paymentIntent: string | Stripe.PaymentIntent | null,
  amountCents: number,
  currency: string,
): Promise<boolean> {
  const paymentIntentId = idOf(paymentIntent);
  // Credits are in USD cents only, so a payment in another currency was never one of them.
  if (!paymentIntentId || currency !== 'usd' || !Number.isSafeInteger(amountCents) || amountCents < 1) {
    logger.info(`stripe ${kind} ignored`, { event_id: eventId, payment_intent: paymentIntentId, currency });
    return false;
  }
  return reverseCardPayment(db, { kind, eventId, paymentIntentId, amountCents });
}
