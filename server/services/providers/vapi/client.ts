import { VapiClient, VapiError } from '@vapi-ai/server-sdk';
import { config } from '../../../config';

/**
 * Vapi's official client for this deployment's organization (VAPI_API_KEY at VAPI_BASE_URL, which tests point at a
 * local fake; VAPI_TIMEOUT_SECONDS for each request). Nothing is retried: a retried create could make a second assistant or dial the customer twice, and
 * the callers say what a failure means. Redirects are refused, as the key must go to Vapi's API only.
 */
export function vapiClient(): VapiClient {
  return new VapiClient({
    token: config.VAPI_API_KEY ?? '',
    baseUrl: config.VAPI_BASE_URL.replace(/\/+$/, ''),
    timeoutInSeconds: config.VAPI_TIMEOUT_SECONDS,
    maxRetries: 0,
    fetch: (input, init) => fetch(input, { ...init, redirect: 'error' }),
  });
}

/** What went wrong with a request to Vapi: no answer (network, timeout), a refusal (its status and words), or an answer that is not what the API promises. */
export type VapiFailure =
  | { kind: 'unreachable' }
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'bad-response'; status: number };

/** The longest part of Vapi's words kept in an error message. */
const MESSAGE_MAX = 300;

/** Vapi's own words about a refusal (`message`, a string or a list of them), cleaned and cut short. */
export function refusalMessage(body: unknown): string {
  const m = (body as { message?: unknown } | null | undefined)?.message;
  const text = Array.isArray(m) ? m.filter((x) => typeof x === 'string').join('; ') : typeof m === 'string' ? m : '';
  return text.replaceAll('\u0000', '').slice(0, MESSAGE_MAX);
}

/** Reads an error the SDK threw (or fetch, for the passthrough) as a failure. */
export function vapiFailureOf(err: unknown): VapiFailure {
  if (err instanceof VapiError && err.statusCode !== undefined) {
    if (err.statusCode >= 200 && err.statusCode < 300) return { kind: 'bad-response', status: err.statusCode };
    return { kind: 'refused', status: err.statusCode, message: refusalMessage(err.body) };
  }
  return { kind: 'unreachable' };
}

/** A failure as a short text for an error message: "400: name must be shorter…", "no answer", "an unreadable answer (200)". */
export function describeVapiFailure(f: VapiFailure): string {
  if (f.kind === 'unreachable') return 'no answer';
  if (f.kind === 'bad-response') return `an unreadable answer (${f.status})`;
  return `${f.status}${f.message ? `: ${f.message}` : ''}`;
}
