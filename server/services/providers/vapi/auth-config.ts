import type { Vapi } from '@vapi-ai/server-sdk';
import { config, type Config } from '../../../config';
import type { VapiWebhookCredentialPlan } from '../../../lib/vapi-webhook-credential';
import type { VapiAuthPlan } from './auth-plan';

/**
 * The plans the operator configured:
 * - VAPI_WEBHOOK_CREDENTIAL: each credential made by hand at Vapi, its authentication plan as Vapi holds it;
 * - VAPI_WEBHOOK_SECRET: a shared secret accepted in every way it has been: as `x-vapi-secret`, as a bearer token,
 *   and as the key of an HMAC-SHA256 credential (see legacySecretPlans).
 */
export function configuredVapiAuthPlans(c: Pick<Config, 'VAPI_WEBHOOK_SECRET' | 'VAPI_WEBHOOK_CREDENTIAL'> = config): VapiAuthPlan[] {
  return [...(c.VAPI_WEBHOOK_CREDENTIAL ?? []).map(planOfCredential), ...legacySecretPlans(c.VAPI_WEBHOOK_SECRET)];
}

function planOfCredential({ type, ...plan }: VapiWebhookCredentialPlan): VapiAuthPlan {
  return type === 'hmac' ? { type, plan: plan as Vapi.HmacAuthenticationPlan } : { type, plan: plan as Vapi.BearerAuthenticationPlan };
}

/**
 * VAPI_WEBHOOK_SECRET as it has always been accepted, so no server already set up at Vapi stops authenticating:
 * the secret itself (`x-vapi-secret`, or `Authorization: Bearer`), and HMAC-SHA256 keyed by it, signature in
 * `x-signature` or `x-vapi-signature`, hex or base64, with or without a `sha256=` prefix, over `{timestamp}.{body}`
 * with the timestamp in `x-timestamp` or `x-vapi-timestamp`, or over the body alone.
 */
function legacySecretPlans(secret: string | undefined): VapiAuthPlan[] {
  if (!secret) return [];
  const hmac: VapiAuthPlan[] = [];
  for (const signatureHeader of ['x-signature', 'x-vapi-signature']) {
    for (const signatureEncoding of ['hex', 'base64'] as const) {
      for (const signaturePrefix of [undefined, 'sha256=']) {
        const plan: Vapi.HmacAuthenticationPlan = { secretKey: secret, algorithm: 'sha256', signatureHeader, signatureEncoding, signaturePrefix };
        hmac.push(
          { type: 'hmac', plan: { ...plan, timestampHeader: 'x-timestamp' } },
          { type: 'hmac', plan: { ...plan, timestampHeader: 'x-vapi-timestamp' } },
          { type: 'hmac', plan: { ...plan, includeTimestamp: false } },
        );
      }
    }
  }
  return [{ type: 'secret', secret }, { type: 'bearer', plan: { token: secret } }, ...hmac];
}

/**
 * The URL Vapi signs when a plan's payload names {url}: the server.url it was given, which is PUBLIC_BASE_URL's
 * (what this deployment registers at Vapi) when set, else the URL the request came to.
 */
export function vapiSignedUrl(requestUrl: string, c: Pick<Config, 'PUBLIC_BASE_URL'> = config): string {
  if (!c.PUBLIC_BASE_URL) return requestUrl;
  const { pathname, search } = new URL(requestUrl);
  return `${c.PUBLIC_BASE_URL.replace(/\/+$/, '')}${pathname}${search}`;
}
