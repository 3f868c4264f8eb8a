import { CalendarAuthError, CalendarRateLimitedError, CalendarRequestError } from '../calendar-port';

/** The longest part of Google's words kept in an error message (it ends up in the connection's `last_error`). */
const MESSAGE_MAX = 300;

/** How long to wait when Google says to slow down without saying for how long. */
const DEFAULT_RETRY_AFTER_MS = 60_000;

/** The reasons Google gives to a 403 that means "too many requests", not "forbidden". */
const RATE_LIMIT_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded', 'quotaExceeded']);

interface GoogleAnswer {
  status: number;
  message: string;
  reason: string | null;
  retryAfter: string | null;
}

/**
 * What Google answered to a failed request, read from the error the client threw (a GaxiosError, read by shape so
 * that the driver depends on @googleapis/calendar alone): its status, `error.message` and first `errors[].reason`.
 * Null when nothing answered (network, timeout).
 */
export function googleAnswerOf(err: unknown): GoogleAnswer | null {
  const e = err as { status?: unknown; response?: { status?: unknown; data?: unknown; headers?: unknown } } | null;
  const status = typeof e?.response?.status === 'number' ? e.response.status : typeof e?.status === 'number' ? e.status : null;
  if (status === null) return null;
  const body = (e?.response?.data ?? {}) as { error?: { message?: unknown; errors?: { reason?: unknown }[] } | string; error_description?: unknown };
  const error = typeof body.error === 'object' && body.error ? body.error : null;
  const message = typeof error?.message === 'string' ? error.message : typeof body.error === 'string' ? body.error : '';
  const reason = error?.errors?.find((x) => typeof x?.reason === 'string')?.reason as string | undefined;
  const headers = e?.response?.headers;
  const retryAfter = headers instanceof Headers ? headers.get('retry-after') : null;
  return { status, message: message.replaceAll('\u0000', '').slice(0, MESSAGE_MAX), reason: reason ?? null, retryAfter };
}

/** The status Google answered, or null when it did not answer. */
export function googleStatusOf(err: unknown): number | null {
  return googleAnswerOf(err)?.status ?? null;
}

/** `Retry-After` as milliseconds: a number of seconds or an HTTP date. */
function retryAfterMs(value: string | null): number {
  if (!value) return DEFAULT_RETRY_AFTER_MS;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.round(seconds * 1000));
  const at = Date.parse(value);
  return Number.isNaN(at) ? DEFAULT_RETRY_AFTER_MS : Math.max(0, at - Date.now());
}

/**
 * The port's error for a failed request: CalendarRateLimitedError when Google asked to wait (429, a 403 whose reason
 * is a rate limit, a 503 with `Retry-After`), CalendarRequestError with Google's status and words otherwise. A 401
 * is a request error too: it means the access token lapsed, which the domain prevents by refreshing first; only the
 * token endpoint's `invalid_grant` means the grant is gone. The port's own errors pass through as they are.
 */
export function googleError(err: unknown, what: string): Error {
  if (err instanceof CalendarRequestError || err instanceof CalendarRateLimitedError || err instanceof CalendarAuthError) return err;
  const answer = googleAnswerOf(err);
  if (!answer) return new CalendarRequestError(`Google Calendar ${what}: no answer`);
  const words = `Google Calendar ${what}: ${answer.status}${answer.message ? `: ${answer.message}` : ''}`;
  const limited = answer.status === 429
    || (answer.status === 403 && answer.reason !== null && RATE_LIMIT_REASONS.has(answer.reason))
    || (answer.status === 503 && answer.retryAfter !== null);
  if (limited) return new CalendarRateLimitedError(words, retryAfterMs(answer.retryAfter));
  return new CalendarRequestError(words, answer.status);
}
