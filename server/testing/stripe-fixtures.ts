import Stripe from 'stripe';
import { stripeDeploymentId } from '../config';

/**
 * Stripe webhook events for tests, typed by the stripe package's own event and object types (each object holds the
 * fields the webhook reads, every one of them checked against Stripe's type), and signed offline with Stripe's
 * test-header helper.
 */
export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_test_switchboard';
const stripe = new Stripe('sk_test_offline');

type EventOf<E extends Stripe.Event, O> = Omit<E, 'data'> & { data: { object: O } };

let seq = 0;
const nextId = (prefix: string) => `${prefix}_test_${process.pid}_${Date.now().toString(36)}_${++seq}`;

interface EventOptions {
  id?: string;
  livemode?: boolean;
  /** A connected account's id: Connect events name it. */
  account?: string;
}

function eventOf<E extends Stripe.Event, O>(type: E['type'], object: O, o: EventOptions): EventOf<E, O> {
  return {
    id: o.id ?? nextId('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: o.livemode ?? false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
    ...(o.account && { account: o.account }),
  } as EventOf<E, O>;
}

export type SessionFields = Pick<
  Stripe.Checkout.Session,
  'id' | 'object' | 'mode' | 'payment_status' | 'status' | 'metadata' | 'client_reference_id' | 'amount_total' | 'currency' | 'payment_intent' | 'livemode'
>;

/** A Checkout session as this server creates it (its marker, deployment and account in the metadata), paid by card. */
export function checkoutSession(accountId: number, o: Partial<SessionFields> = {}): SessionFields {
  return {
    id: nextId('cs'),
    object: 'checkout.session',
    mode: 'payment',
    payment_status: 'paid',
    status: 'complete',
    metadata: { switchboard: 'wallet_credit', switchboard_deployment: stripeDeploymentId(), account_id: String(accountId), user_id: '1' },
    client_reference_id: String(accountId),
    amount_total: 2_000,
    currency: 'usd',
    payment_intent: nextId('pi'),
    livemode: false,
    ...o,
  };
}

export const sessionEvent = (
  session: SessionFields,
  type: 'checkout.session.completed' | 'checkout.session.async_payment_succeeded' = 'checkout.session.completed',
  o: EventOptions = {},
) => eventOf<Stripe.CheckoutSessionCompletedEvent | Stripe.CheckoutSessionAsyncPaymentSucceededEvent, SessionFields>(type, session, { livemode: session.livemode, ...o });

export type ChargeFields = Pick<Stripe.Charge, 'id' | 'object' | 'amount' | 'amount_refunded' | 'refunded' | 'currency' | 'payment_intent' | 'livemode'>;

/** `charge.refunded` for a payment: `refunded` is the running total of its refunds, as Stripe sends it. */
export function refundEvent(paymentIntent: string, o: { amount: number; refunded: number; currency?: string } & EventOptions): EventOf<Stripe.ChargeRefundedEvent, ChargeFields> {
  const charge: ChargeFields = {
    id: nextId('ch'),
    object: 'charge',
    amount: o.amount,
    amount_refunded: o.refunded,
    refunded: o.refunded >= o.amount,
    currency: o.currency ?? 'usd',
    payment_intent: paymentIntent,
    livemode: o.livemode ?? false,
  };
  return eventOf<Stripe.ChargeRefundedEvent, ChargeFields>('charge.refunded', charge, o);
}

export type DisputeFields = Pick<Stripe.Dispute, 'id' | 'object' | 'amount' | 'currency' | 'charge' | 'payment_intent' | 'reason' | 'status' | 'livemode'>;

/** `charge.dispute.created` for a payment. */
export function disputeEvent(paymentIntent: string, o: { amount: number; currency?: string } & EventOptions): EventOf<Stripe.ChargeDisputeCreatedEvent, DisputeFields> {
  const dispute: DisputeFields = {
    id: nextId('dp'),
    object: 'dispute',
    amount: o.amount,
    currency: o.currency ?? 'usd',
    charge: nextId('ch'),
    payment_intent: paymentIntent,
    reason: 'fraudulent',
    status: 'needs_response',
    livemode: o.livemode ?? false,
  };
  return eventOf<Stripe.ChargeDisputeCreatedEvent, DisputeFields>('charge.dispute.created', dispute, o);
}

/** `charge.dispute.closed` for a dispute (the object of its `charge.dispute.created`), with how it ended. */
export function disputeClosedEvent(
  dispute: DisputeFields,
  status: Extract<Stripe.Dispute.Status, 'won' | 'lost' | 'warning_closed'>,
  o: EventOptions = {},
): EventOf<Stripe.ChargeDisputeClosedEvent, DisputeFields> {
  return eventOf<Stripe.ChargeDisputeClosedEvent, DisputeFields>('charge.dispute.closed', { ...dispute, status }, { livemode: dispute.livemode, ...o });
}

/** Any other event type, for "acknowledged and ignored". */
export const otherEvent = (type: 'customer.created' | 'checkout.session.expired', object: object, o: EventOptions = {}) =>
  eventOf<Stripe.CustomerCreatedEvent | Stripe.CheckoutSessionExpiredEvent, object>(type, object, o);

/** The Stripe-Signature header Stripe would send for this body and secret. */
export const stripeSignature = (payload: string, secret = STRIPE_TEST_WEBHOOK_SECRET) => stripe.webhooks.generateTestHeaderString({ payload, secret });
