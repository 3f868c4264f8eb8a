import { createHmac } from 'node:crypto';
import type { Vapi } from '@vapi-ai/server-sdk';

/** What an HMAC plan may sign besides the body, as Vapi fills its payload format in. */
export interface VapiSigned {
  body: string;
  timestamp: string;
  method: string;
  url: string;
  /** The message id, {svix-id}. */
  id: string;
}

/**
 * Signs as Vapi's HMAC plan describes, written apart from the verifier so a test does not check it against itself:
 * the payload format's placeholders replaced (the body last, so nothing inside it is read as a placeholder), the
 * HMAC encoded, the prefix put before it.
 */
export function vapiSignature(plan: Vapi.HmacAuthenticationPlan, s: VapiSigned): string {
  const format = plan.payloadFormat ?? (plan.includeTimestamp === false ? '{body}' : '{timestamp}.{body}');
  // Replacer functions: a value is inserted as written, never read as a `$&`-style replacement pattern.
  const payload = format
    .replaceAll('{svix-id}', () => s.id).replaceAll('{timestamp}', () => s.timestamp).replaceAll('{method}', () => s.method)
    .replaceAll('{url}', () => s.url).replaceAll('{body}', () => s.body);
  const key = plan.secretIsBase64 ? Buffer.from(plan.secretKey, 'base64') : plan.secretKey;
  return (plan.signaturePrefix ?? '') + createHmac(plan.algorithm, key).update(payload).digest(plan.signatureEncoding ?? 'hex');
}

/** The headers Vapi sends with an HMAC plan: the signature, the timestamp and the message id, each in its header. */
export function vapiSignedHeaders(plan: Vapi.HmacAuthenticationPlan, s: VapiSigned): Record<string, string> {
  return {
    [plan.signatureHeader ?? 'x-signature']: vapiSignature(plan, s),
    [plan.timestampHeader ?? 'x-timestamp']: s.timestamp,
    [plan.messageIdHeader ?? 'svix-id']: s.id,
  };
}
