import type { Vapi } from '@vapi-ai/server-sdk';
import { z } from 'zod';

/**
 * VAPI_WEBHOOK_CREDENTIAL: the authentication plan of a credential the operator made by hand at Vapi, as JSON in the
 * shape Vapi's credential API takes it (`CreateWebhookCredentialDto.authenticationPlan`), so the events route can
 * check what Vapi sends with it. The value may be the plan itself, the whole credential (`{ "provider": "webhook",
 * "authenticationPlan": { … } }`), or an array of up to MAX_CREDENTIALS of either.
 *
 * Error messages name fields, never their values: the value holds secrets.
 */
export type VapiWebhookCredentialPlan =
  | Vapi.CreateWebhookCredentialDtoAuthenticationPlan.Hmac
  | Vapi.CreateWebhookCredentialDtoAuthenticationPlan.Bearer;

export const MAX_CREDENTIALS = 10;

/** RFC 9110's token: what a header name may be (Headers.get throws on anything else). */
const headerName = z.string().min(1).max(100).regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'must be an HTTP header name');

/** Base64 as Node decodes it: the standard or URL-safe alphabet, padding optional. */
const base64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

const hmacPlan = z
  .strictObject({
    type: z.literal('hmac'),
    secretKey: z.string().min(1, 'must not be empty'),
    algorithm: z.enum(['sha256', 'sha512', 'sha1']),
    signatureHeader: headerName.optional(),
    timestampHeader: headerName.optional(),
    signaturePrefix: z.string().max(50).optional(),
    includeTimestamp: z.boolean().optional(),
    // A signature that does not cover the body would let anyone send any body with a captured signature.
    payloadFormat: z.string().max(500).refine((f) => f.includes('{body}'), 'must contain {body}: a signature that does not cover the body authenticates nothing').optional(),
    messageIdHeader: headerName.optional(),
    signatureEncoding: z.enum(['hex', 'base64']).optional(),
    secretIsBase64: z.boolean().optional(),
  })
  .refine((p) => !p.secretIsBase64 || (base64.test(p.secretKey) && Buffer.from(p.secretKey, 'base64').length > 0), {
    path: ['secretKey'],
    message: 'is not base64, yet secretIsBase64 is true',
  });

const bearerPlan = z.strictObject({
  type: z.literal('bearer'),
  token: z.string().min(1, 'must not be empty'),
  headerName: headerName.optional(),
  bearerPrefixEnabled: z.boolean().optional(),
});

const plan = z
  .unknown()
  .superRefine((v, ctx) => {
    const type = (v as { type?: unknown } | null)?.type;
    if (type === 'hmac' || type === 'bearer') return;
    ctx.addIssue({
      code: 'custom',
      path: ['type'],
      message: type === 'oauth2'
        ? 'oauth2 is not accepted here (Vapi would fetch tokens from a token endpoint of yours); use an hmac or bearer credential'
        : 'must be "hmac" or "bearer"',
    });
  })
  .pipe(z.discriminatedUnion('type', [hmacPlan, bearerPlan]));

/** The whole credential as Vapi's API takes or returns it: its plan is what counts. */
const credential = z
  .object({ authenticationPlan: plan, provider: z.literal('webhook').optional(), name: z.string().optional() })
  .transform((c) => c.authenticationPlan);

const isCredential = (v: unknown) => typeof v === 'object' && v !== null && 'authenticationPlan' in v;

/** The environment variable's text: JSON of one credential or an array of them, parsed to the list of plans. */
export const vapiWebhookCredentials = z.string().transform((text, ctx): VapiWebhookCredentialPlan[] => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    // JSON.parse quotes the text it failed on; the text holds secrets, so only the position is kept.
    const at = /position (\d+)/.exec(String((e as Error).message))?.[1];
    ctx.addIssue({ code: 'custom', message: `is not valid JSON${at ? ` (at position ${at})` : ''}` });
    return z.NEVER;
  }
  const list = Array.isArray(json) ? json : [json];
  if (list.length === 0 || list.length > MAX_CREDENTIALS) {
    ctx.addIssue({ code: 'custom', message: `must name between 1 and ${MAX_CREDENTIALS} credentials` });
    return z.NEVER;
  }
  const plans: VapiWebhookCredentialPlan[] = [];
  list.forEach((item, i) => {
    const parsed = (isCredential(item) ? credential : plan).safeParse(item);
    if (parsed.success) plans.push(parsed.data);
    else for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: [...(Array.isArray(json) ? [i] : []), ...issue.path], message: issue.message });
  });
  return plans;
});
