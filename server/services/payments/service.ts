export { createCheckout } from './checkout';
export { handleStripeWebhook } from './stripe-webhook';
export { paymentsConfigured } from './stripe-client';
