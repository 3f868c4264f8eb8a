import { getDb } from '@/server/db/client';
import { readBodyText } from '@/server/http/body';
import { publicRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { handleStripeWebhook } from '@/server/services/payments/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: publicRoute(
    async ({ req }) => {
      // The exact body text: Stripe's signature covers its bytes, so it is verified before any parsing.
      const body = await readBodyText(req);
      return handleStripeWebhook(await getDb(), body, req.headers.get('stripe-signature'));
    },
    {
      doc: {
        summary: 'Stripe webhook',
        description:
          'Receives Stripe events, verified with Stripe\'s library against STRIPE_WEBHOOK_SECRET, and acts only on events of ' +
          'the secret key\'s own mode (livemode) and not of a connected account. A paid Checkout session this server created ' +
          '(metadata.switchboard "wallet_credit" and this deployment\'s metadata.switchboard_deployment, mode payment, ' +
          'payment_status paid, USD, 500 to 1,000,000 cents; events checkout.session.completed or ' +
          'checkout.session.async_payment_succeeded) credits its account once. A refund (charge.refunded) or dispute ' +
          '(charge.dispute.created) of such a payment debits the account once per event, never more than the credit, and a ' +
          'dispute closed won (charge.dispute.closed) gives back once what it debited. A replayed event changes nothing; any other event is acknowledged with 200. Not served (404) ' +
          'when Stripe is not configured.',
        tag: 'Providers',
        errors: ['invalid_json', 'invalid_signature', 'not_found', 'payload_too_large'],
      },
    },
  ),
});
