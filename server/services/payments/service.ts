export { createCheckout } from './checkout';
export { handleStripeWebhook } from './stripe-webhook';
