import { isAccountAdmin, type Actor } from '../../auth/actor';
import { config } from '../../config';
import { AppError, parseOrThrow } from '../../errors';
import { logger } from '../../logger';
import { checkoutInput, type CheckoutDto, type CheckoutInput } from './schema';
import { paymentsConfigured, stripeClient } from './stripe-client';

/**
 * Starts a Stripe Checkout payment that, once paid, credits the account (the webhook does the crediting; nothing
 * here adds money). Owners and admins only. The session carries the account in `client_reference_id` and
 * metadata, which the webhook trusts because Stripe signs the event.
 */
export async function createCheckout(actor: Actor, input: CheckoutInput, origin: string): Promise<CheckoutDto> {
  if (!isAccountAdmin(actor)) throw new AppError('permission_denied', 'Only account owners and admins can add credit.');
  if (!paymentsConfigured()) throw new AppError('payments_not_configured', 'Card payments are not set up on this server; ask the operator to add credit.');
  const { amount_cents } = parseOrThrow(checkoutInput, input);
  const base = (config.PUBLIC_BASE_URL ?? origin).replace(/\/+$/, '');
  let session;
  try {
    session = await stripeClient().checkout.sessions.create({
      mode: 'payment',
      client_reference_id: String(actor.accountId),
      metadata: { account_id: String(actor.accountId), user_id: String(actor.userId) },
      line_items: [{
        quantity: 1,
        price_data: { currency: 'usd', unit_amount: amount_cents, product_data: { name: 'Switchboard calling credit' } },
      }],
      success_url: `${base}/team?payment=success`,
      cancel_url: `${base}/team?payment=canceled`,
    });
  } catch (err) {
    logger.error('stripe checkout session failed', { account_id: actor.accountId, err });
    throw err;
  }
  if (!session.url) throw new Error('Stripe returned a Checkout session without a URL');
  return { id: session.id, url: session.url };
}
