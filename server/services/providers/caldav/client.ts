import { getBasicAuthHeaders } from 'tsdav';
import { CalendarAuthError, type CalendarCredentials, CalendarRateLimitedError, CalendarRequestError } from '../calendar-port';

/** How long one request to a CalDAV server may take before it counts as unanswered. */
export const CALDAV_TIMEOUT_MS = 20_000;

/** The wait asked for when a server says 429 without Retry-After. */
const DEFAULT_RETRY_AFTER_MS = 60_000;

/** The longest part of a server's words kept in an error message. */
const MESSAGE_MAX = 200;

export const AUTH_REFUSED = 'The CalDAV server refused the username or password';

/** The last answer a server gave, kept so that tsdav's bare "cannot find homeUrl" can say what the server said. */
export interface LastAnswer {
  method: string;
  url: string;
  status: number;
  statusText: string;
  contentType: string;
}

/**
 * What every request to one account needs: Basic auth headers and a fetch that turns the answers no caller can
 * handle into the port's errors at the source. tsdav swallows some failures while it discovers (it tries several
 * root URLs and keeps the last error), so a wrong password or a rate limit is thrown from inside its fetch, where
 * it cannot be mistaken for "not a CalDAV server".
 */
export interface DavContext {
  serverUrl: string;
  headers: Record<string, string>;
  fetch: typeof fetch;
  last(): LastAnswer | null;
}

export function davContext(credentials: CalendarCredentials): DavContext & { username: string } {
  if (credentials.kind !== 'password') throw new CalendarAuthError('CalDAV takes a server URL, a username and a password');
  const { serverUrl, username, password } = credentials;
  let last: LastAnswer | null = null;
  const davFetch: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const method = init?.method ?? 'GET';
    let res: Response;
    try {
      res = await fetch(input, { ...init, signal: AbortSignal.timeout(CALDAV_TIMEOUT_MS) });
    } catch (err) {
      throw new CalendarRequestError(`No answer from ${originOf(url)}: ${networkReason(err)}`);
    }
    last = { method, url, status: res.status, statusText: res.statusText, contentType: res.headers.get('content-type') ?? '' };
    if (res.status === 401) throw new CalendarAuthError(AUTH_REFUSED);
    const retryAfterMs = retryAfterOf(res);
    if (res.status === 429 || (res.status === 503 && retryAfterMs !== null)) {
      throw new CalendarRateLimitedError(`The CalDAV server asked to wait (${res.status})`, retryAfterMs ?? DEFAULT_RETRY_AFTER_MS);
    }
    return res;
  };
  return { serverUrl, username, headers: getBasicAuthHeaders({ username, password }) as Record<string, string>, fetch: davFetch, last: () => last };
}

/** A refusal as a CalendarRequestError: "PUT /alice/x/1.ics answered 403 Forbidden: …". */
export async function refusal(res: Response, method: string, what: string): Promise<CalendarRequestError> {
  const body = await res.text().catch(() => '');
  const words = readableText(body);
  return new CalendarRequestError(`${method} ${what} answered ${res.status} ${res.statusText}${words ? `: ${words}` : ''}`.trim(), res.status);
}

/** Any error out of tsdav as the port's: ours pass through, its bare messages are told with the last answer. */
export function portError(err: unknown, ctx: DavContext, doing: string): Error {
  if (err instanceof CalendarAuthError || err instanceof CalendarRateLimitedError || err instanceof CalendarRequestError) return err;
  const last = ctx.last();
  if (!last) return new CalendarRequestError(`${doing} failed: ${err instanceof Error ? err.message : String(err)}`);
  return new CalendarRequestError(`${doing}: ${describeAnswer(last)}`, last.status);
}

/** "PROPFIND http://host/ answered 200 OK (text/html)". */
export function describeAnswer(a: LastAnswer): string {
  const type = a.contentType.split(';')[0].trim();
  return `${a.method} ${a.url} answered ${a.status} ${a.statusText}${type ? ` (${type})` : ''}`.replace(/\s+/g, ' ').trim();
}

/** An href as the server knows it: the absolute path, whatever form (full URL or path) it came in. */
export function hrefOf(urlOrPath: string, base: string): string {
  return new URL(urlOrPath, base).pathname;
}

/** A collection's URL with its trailing slash, which WebDAV servers expect of collections. */
export function collectionUrl(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

function retryAfterOf(res: Response): number | null {
  const v = res.headers.get('retry-after');
  if (!v) return null;
  if (/^\d+$/.test(v.trim())) return Number(v.trim()) * 1000;
  const at = Date.parse(v);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

function networkReason(err: unknown): string {
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) return `no answer within ${CALDAV_TIMEOUT_MS / 1000} s`;
  const cause = err instanceof Error ? (err.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? cause.code : '';
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ENOTFOUND') return 'no such host';
  return code || (err instanceof Error ? err.message : 'no answer');
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/** A server's error body, short and without markup, for a message meant for people. */
function readableText(body: string): string {
  return body.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').replaceAll('\u0000', '').trim().slice(0, MESSAGE_MAX);
}
