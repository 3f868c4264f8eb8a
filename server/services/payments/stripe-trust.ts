import type Stripe from 'stripe';
import { DEPLOYMENT_METADATA_KEY, MAX_CHECKOUT_CENTS, MIN_CHECKOUT_CENTS, switchboardCheckoutMetadata } from './schema';

/**
 * Which verified Stripe events this server acts on: pure decisions over the event and the configured key. A valid
 * signature proves Stripe sent the event to this endpoint, not that it concerns this server's payments: the Stripe
 * account may sell other things, run Connect accounts, or send test events to a live endpoint.
 */

/** A secret or restricted key of live mode (`sk_live_…`, `rk_live_…`); anything else is a test key. */
export const isLiveKey = (key: string) => /^(sk|rk)_live_/.test(key);

/** Why an event is not this integration's at all, or null when it is: another mode, or a connected account. */
export function foreignEventReason(event: Pick<Stripe.Event, 'livemode' | 'account'>, secretKey: string): string | null {
  if (event.livemode !== isLiveKey(secretKey)) return event.livemode ? 'live event for a test key' : 'test event for a live key';
  if (event.account) return 'event of a connected account';
  return null;
}

export type SessionVerdict =
  | { credit: true; accountId: number; amountCents: number; paymentIntentId: string | null }
  /** `alert`: the session is this server's, yet cannot be credited; an operator should look at it. */
  | { credit: false; reason: string; alert: boolean };

type SessionFacts = Pick<
  Stripe.Checkout.Session,
  'mode' | 'payment_status' | 'metadata' | 'client_reference_id' | 'amount_total' | 'currency' | 'payment_intent'
>;

/**
 * A Checkout session credits only when this server created it (its metadata marker and this deployment's id), as a
 * one-off payment that is paid (not `no_payment_required`: nothing was paid), in USD, for an amount checkout allows,
 * to the account it names.
 */
export function judgeSession(session: SessionFacts, deploymentId: string): SessionVerdict {
  if (session.metadata?.switchboard !== switchboardCheckoutMetadata.switchboard) {
    return { credit: false, reason: 'not created by this server', alert: false };
  }
  const deployment = session.metadata[DEPLOYMENT_METADATA_KEY];
  // Another deployment's session is its business; one with no id at all was made before sessions carried one (or
  // by an older version), and an operator should see it.
  if (!deployment) return { credit: false, reason: 'no deployment id', alert: true };
  if (deployment !== deploymentId) return { credit: false, reason: `created by another deployment (${deployment})`, alert: false };
  if (session.mode !== 'payment') return { credit: false, reason: `mode ${session.mode}`, alert: true };
  if (session.payment_status !== 'paid') return { credit: false, reason: `payment status ${session.payment_status}`, alert: false };
  const named = session.metadata.account_id;
  const accountId = Number(named);
  if (!named || !/^\d+$/.test(named) || !Number.isSafeInteger(accountId) || accountId < 1) {
    return { credit: false, reason: 'no account', alert: true };
  }
  if (session.client_reference_id != null && session.client_reference_id !== named) {
    return { credit: false, reason: 'client_reference_id and metadata name different accounts', alert: true };
  }
  if (session.currency !== 'usd') return { credit: false, reason: `currency ${session.currency}`, alert: true };
  const amount = session.amount_total;
  if (amount == null || !Number.isSafeInteger(amount) || amount < MIN_CHECKOUT_CENTS || amount > MAX_CHECKOUT_CENTS) {
    return { credit: false, reason: `amount ${amount} outside ${MIN_CHECKOUT_CENTS}–${MAX_CHECKOUT_CENTS}`, alert: true };
  }
  return { credit: true, accountId, amountCents: amount, paymentIntentId: idOf(session.payment_intent) };
}

/** An expandable Stripe field's id (an event carries the id; an expanded object has its own). */
export function idOf(field: string | { id: string } | null | undefined): string | null {
  if (!field) return null;
  return typeof field === 'string' ? field : field.id;
}
