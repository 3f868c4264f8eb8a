import { isAccountAdmin, type Actor } from '../../auth/actor';
import { config, paymentsConfigured, publicBaseUrl, stripeDeploymentId } from '../../config';
import { AppError, parseOrThrow } from '../../errors';
import { logger } from '../../logger';
import { checkoutInput, DEPLOYMENT_METADATA_KEY, switchboardCheckoutMetadata, type CheckoutDto, type CheckoutInput } from './schema';
import { stripeClient } from './stripe-client';

/**
 * Starts a Stripe Checkout payment that, once paid, credits the account (the webhook does the crediting; nothing
 * here adds money). Owners and admins only. The session carries the account in `client_reference_id` and
 * metadata, beside the marker and the deployment id that tell the webhook this server created it (other sessions of
 * the Stripe account, another deployment's included, credit nothing).
 */
export async function createCheckout(actor: Actor, input: CheckoutInput): Promise<CheckoutDto> {
  if (!isAccountAdmin(actor)) throw new AppError('permission_denied', 'Only account owners and admins can add credit.');
  if (!paymentsConfigured()) throw new AppError('payments_not_configured', 'Card payments are not set up on this server; ask the operator to add credit.');
  const base = checkoutReturnBase();
  const { amount_cents } = parseOrThrow(checkoutInput, input);
  let session;
  try {
    session = await stripeClient().checkout.sessions.create({
      mode: 'payment',
      client_reference_id: String(actor.accountId),
      metadata: {
        ...switchboardCheckoutMetadata,
        [DEPLOYMENT_METADATA_KEY]: stripeDeploymentId(),
        account_id: String(actor.accountId),
        user_id: String(actor.userId),
      },
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

/**
 * Where Stripe sends the payer back: PUBLIC_BASE_URL, never a request's origin (under `npm start` Next.js reports
 * its bind address, 0.0.0.0:PORT, and a Host header is the client's to choose). Without it a development server
 * uses its local address; a production one refuses, since the payer would land on an address that is not the site.
 */
function checkoutReturnBase(): string {
  if (config.PUBLIC_BASE_URL || config.NODE_ENV !== 'production') return publicBaseUrl();
  logger.error('stripe checkout refused: PUBLIC_BASE_URL is not set');
  throw new AppError(
    'payments_not_configured',
    "Card payments are not fully set up on this server: its public address (PUBLIC_BASE_URL), where Stripe returns the payer, is not set; ask the operator to set it.",
  );
}
