import { GHLError, GHLRateLimitError, HighLevel, type ValidConfig } from '@gohighlevel/api-client';
import { config } from '../../../config';
import { CalendarAuthError, type CalendarCredentials, CalendarRateLimitedError, CalendarRequestError } from '../calendar-port';

/** The API version the Calendars v2 endpoints are documented under (HighLevel's `Version` header). */
export const HIGHLEVEL_API_VERSION = '2021-04-15';

/** How long one request to HighLevel may take before it counts as unanswered. */
const HIGHLEVEL_TIMEOUT_MS = 15_000;

/** HighLevel's burst window is ten seconds: the wait when a 429 names neither Retry-After nor its own window. */
const DEFAULT_RETRY_MS = 10_000;

/** The longest part of HighLevel's words kept in an error message. */
const MESSAGE_MAX = 300;

/** A HighLevel client and what its last refusal asked for (Retry-After, which the SDK's errors do not keep). */
export interface HighLevelClient {
  hl: HighLevel;
  retryAfter: { ms: number | null };
}

/**
 * HighLevel's official client at GOHIGHLEVEL_API_BASE_URL (tests point it at a local stand-in). The token goes in
 * as the SDK's private integration token whichever kind it is, a PIT or an OAuth access token: both are sent as
 * `Bearer`, and that slot bypasses the SDK's own token store and refresh, as the domain keeps and refreshes
 * credentials itself. The SDK logs nothing (its errors come back here), retries nothing (a retried create could
 * write a second copy), and follows no redirect, as the token must go to HighLevel's API only. Requests go through
 * axios' fetch adapter so that a refusal's Retry-After, which the SDK's errors do not carry, is seen on the way.
 */
export function highLevelClient(auth: { token: string } | { clientId: string; clientSecret: string }): HighLevelClient {
  const settings: ValidConfig =
    'token' in auth ? { privateIntegrationToken: auth.token } : { clientId: auth.clientId, clientSecret: auth.clientSecret };
  const hl = new HighLevel({ ...settings, apiVersion: HIGHLEVEL_API_VERSION, logLevel: 'none', rateLimitRetry: false });
  const retryAfter: { ms: number | null } = { ms: null };
  const http = hl.getHttpClient();
  http.defaults.baseURL = config.GOHIGHLEVEL_API_BASE_URL.replace(/\/+$/, '');
  http.defaults.timeout = HIGHLEVEL_TIMEOUT_MS;
  http.defaults.adapter = 'fetch';
  http.defaults.fetchOptions = { redirect: 'error' };
  http.defaults.env = {
    ...http.defaults.env,
    fetch: async (input, init) => {
      const res = await fetch(input, init);
      if (res.status === 429 || res.status === 503) retryAfter.ms = retryAfterMs(res.headers.get('retry-after'));
      return res;
    },
  };
  return { hl, retryAfter };
}

/** A client with the credentials' token: a private integration token or an OAuth access token. */
export function clientFor(credentials: CalendarCredentials): HighLevelClient {
  if (credentials.kind === 'password') throw notAPassword();
  return highLevelClient({ token: credentials.kind === 'token' ? credentials.token : credentials.accessToken });
}

/** The location (sub-account) the credentials are bound to. */
export function locationOf(credentials: CalendarCredentials): string {
  if (credentials.kind === 'password') throw notAPassword();
  if (!credentials.locationId) throw new CalendarRequestError('The HighLevel credentials name no location.');
  return credentials.locationId;
}

const notAPassword = () => new CalendarAuthError('HighLevel takes a private integration token or an OAuth grant, not a password.');

/** `Retry-After` as milliseconds: seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(value: string | null): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

/** The HTTP status of an error the SDK threw, when HighLevel answered. */
export function statusOf(err: unknown): number | undefined {
  return err instanceof GHLError ? err.statusCode : undefined;
}

/** HighLevel's words in an error, cut to fit a connection's `last_error`. */
export function messageOf(err: GHLError): string {
  return err.message.replaceAll('\u0000', '').slice(0, MESSAGE_MAX);
}

/**
 * Reads an error from a request to the API as the port's: 401 is the token refused for good, 429 (and 503 with
 * Retry-After) asks to wait, anything else is HighLevel's answer in words.
 */
export function calendarErrorOf(err: unknown, client: HighLevelClient): Error {
  if (!(err instanceof GHLError)) return err instanceof Error ? err : new CalendarRequestError(String(err));
  const status = err.statusCode;
  if (status === undefined) return new CalendarRequestError('HighLevel did not answer.');
  if (status === 401) return new CalendarAuthError(`HighLevel refused the token: ${messageOf(err)}`);
  if (status === 429 || (status === 503 && client.retryAfter.ms !== null)) {
    return new CalendarRateLimitedError(`HighLevel asked to wait (${status}).`, waitOf(err, client));
  }
  return new CalendarRequestError(`HighLevel answered ${status}: ${messageOf(err)}`, status);
}

/** How long to wait: Retry-After, else HighLevel's own rate-limit headers (the burst window or the daily reset). */
function waitOf(err: GHLError, client: HighLevelClient): number {
  if (client.retryAfter.ms !== null) return client.retryAfter.ms;
  const limit = err instanceof GHLRateLimitError ? err.rateLimit : undefined;
  if (limit?.scope === 'daily' && limit.dailyResetMs !== undefined) return limit.dailyResetMs;
  return limit?.intervalMs ?? DEFAULT_RETRY_MS;
}

/** Runs one use of the API, its failures read as the port's errors. */
export async function withClient<T>(credentials: CalendarCredentials, run: (client: HighLevelClient) => Promise<T>): Promise<T> {
  const client = clientFor(credentials);
  try {
    return await run(client);
  } catch (err) {
    throw calendarErrorOf(err, client);
  }
}
