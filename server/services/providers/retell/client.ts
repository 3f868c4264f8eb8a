import { APIError, Retell } from 'retell-sdk';
import { config } from '../../../config';

/** How long one request to Retell's API may take before it counts as unanswered. */
export const RETELL_TIMEOUT_MS = 15_000;

/**
 * Retell's official client for this deployment (RETELL_API_KEY at RETELL_BASE_URL, which tests point at a local
 * fake). Nothing is retried: a retried create could make a second agent or dial the customer twice, and the callers
 * say what a failure means. Redirects are refused, as the key must go to Retell's API only.
 */
export function retellClient(): Retell {
  return new Retell({
    apiKey: config.RETELL_API_KEY ?? '',
    baseURL: config.RETELL_BASE_URL.replace(/\/+$/, ''),
    timeout: RETELL_TIMEOUT_MS,
    maxRetries: 0,
    logLevel: 'off',
    fetch: (input, init) => fetch(input, { ...init, redirect: 'error' }),
  });
}

/** What went wrong with a request to Retell: no answer (network, timeout), or a refusal (its status and words). */
export type RetellFailure = { kind: 'unreachable' } | { kind: 'refused'; status: number; message: string };

/** The longest part of Retell's words kept in an error message. */
const MESSAGE_MAX = 300;

/** Reads an error the SDK threw as a failure. */
export function retellFailureOf(err: unknown): RetellFailure {
  if (err instanceof APIError && typeof err.status === 'number') {
    const body = err.error as { error_message?: unknown; message?: unknown } | undefined;
    const text = typeof body?.error_message === 'string' ? body.error_message : typeof body?.message === 'string' ? body.message : '';
    return { kind: 'refused', status: err.status, message: text.replaceAll('\u0000', '').slice(0, MESSAGE_MAX) };
  }
  return { kind: 'unreachable' };
}

/** A failure as a short text for an error message: "400: …", "no answer". */
export function describeRetellFailure(f: RetellFailure): string {
  return f.kind === 'unreachable' ? 'no answer' : `${f.status}${f.message ? `: ${f.message}` : ''}`;
}
