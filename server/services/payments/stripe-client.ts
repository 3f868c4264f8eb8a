import Stripe from 'stripe';
import { config } from '../../config';

let client: { key: string; base: string; stripe: Stripe } | null = null;

/** The Stripe client for the configured key and API address (rebuilt when tests change either). */
export function stripeClient(): Stripe {
  const key = config.STRIPE_SECRET_KEY ?? '';
  const base = config.STRIPE_API_BASE_URL;
  if (!client || client.key !== key || client.base !== base) {
    const url = new URL(base);
    client = {
      key,
      base,
      stripe: new Stripe(key, {
        host: url.hostname,
        port: url.port || (url.protocol === 'http:' ? 80 : 443),
        protocol: url.protocol === 'http:' ? 'http' : 'https',
        maxNetworkRetries: 1,
        timeout: 15_000,
      }),
    };
  }
  return client.stripe;
}
