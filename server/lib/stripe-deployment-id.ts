import { createHash } from 'node:crypto';

/**
 * The default deployment id a Checkout session carries (STRIPE_DEPLOYMENT_ID unset): a hash of the deployment's
 * public origin, so two deployments on one Stripe account (production and staging, two tenants' installs) never
 * credit each other's sessions, and the id stays the same across restarts, key rotations and processes.
 */
export function deploymentIdOfOrigin(publicBaseUrl: string): string {
  return `sb_${createHash('sha256').update(new URL(publicBaseUrl).origin).digest('hex').slice(0, 16)}`;
}
