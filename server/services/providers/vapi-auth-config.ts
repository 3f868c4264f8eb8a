import { config } from '../../config';
import type { VapiAuthPlan } from './vapi-auth-plan';

/** The plans the operator configured: VAPI_WEBHOOK_SECRET as a shared secret, a bearer token or an HMAC key. */
export function configuredVapiAuthPlans(): VapiAuthPlan[] {
  const secret = config.VAPI_WEBHOOK_SECRET;
  if (!secret) return [];
  return [
    { type: 'secret', secret },
    { type: 'bearer', plan: { token: secret } },
    { type: 'hmac', plan: { secretKey: secret, algorithm: 'sha256' } },
  ];
}
