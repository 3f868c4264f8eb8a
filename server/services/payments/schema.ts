import { z } from 'zod';

/** Between $5 and $10,000 a payment: below, card fees eat the credit; above, it is a conversation with the operator. */
export const MIN_CHECKOUT_CENTS = 500;
export const MAX_CHECKOUT_CENTS = 1_000_000;

export const checkoutInput = z.object({
  amount_cents: z.number().int().min(MIN_CHECKOUT_CENTS).max(MAX_CHECKOUT_CENTS),
});
export type CheckoutInput = z.input<typeof checkoutInput>;

export const checkoutSchema = z.object({ id: z.string(), url: z.string() });
export type CheckoutDto = z.infer<typeof checkoutSchema>;

/**
 * Set in the metadata of every Checkout session this server creates: the webhook credits no other session of the
 * Stripe account (a Payment Link, another product), whatever its client_reference_id says. Beside it, under
 * DEPLOYMENT_METADATA_KEY, the deployment's id (STRIPE_DEPLOYMENT_ID): the marker alone is the same for every
 * Switchboard, and account ids repeat from one deployment to the next.
 */
export const switchboardCheckoutMetadata = { switchboard: 'wallet_credit' } as const;
export const DEPLOYMENT_METADATA_KEY = 'switchboard_deployment';

export const stripeWebhookResultSchema = z.object({
  received: z.literal(true),
  /**
   * Money was added to the account: a paid Checkout session of this server, or a won dispute's debit given back
   * (false for a replay or any other event).
   */
  credited: z.boolean(),
  /** A refund or dispute of a card credit was debited from the account it credited (false for a replay). */
  debited: z.boolean(),
});
export type StripeWebhookResult = z.infer<typeof stripeWebhookResultSchema>;
