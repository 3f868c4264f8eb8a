import { Client, GraphError, HTTPMessageHandler, type Context, type Middleware } from '@microsoft/microsoft-graph-client';
import { config } from '../../../config';
import { CalendarAuthError, CalendarRateLimitedError, CalendarRequestError, type CalendarCredentials } from '../calendar-port';

/** How long one request to Graph may take before it counts as unanswered. */
export const GRAPH_TIMEOUT_MS = 20_000;

/** Times in answers come in UTC where Graph honours this; zones.ts still reads the Windows names it sends otherwise. */
export const PREFER_UTC = 'outlook.timezone="UTC"';

/** The longest part of Graph's words kept in an error message. */
const MESSAGE_MAX = 300;

/** The API root every request and every link Graph hands back must stay under: `…/v1.0/`. */
export function graphRoot(): string {
  return `${config.MICROSOFT_GRAPH_BASE_URL.replace(/\/+$/, '')}/v1.0/`;
}

/**
 * Puts the bearer token on every request, bounds its time and refuses redirects. It stands in for the package's
 * default chain, whose authentication handler only signs https requests to Microsoft's own hosts (so a stand-in on
 * 127.0.0.1 would get no token), and whose retry handler would sleep through a 429 that the caller must hear of:
 * nothing is retried here, the domain decides when to ask again.
 */
class BearerMiddleware implements Middleware {
  private next?: Middleware;
  constructor(private readonly accessToken: string) {}
  setNext(next: Middleware) {
    this.next = next;
  }
  async execute(context: Context) {
    context.options = {
      ...context.options,
      headers: { ...(context.options?.headers as Record<string, string> | undefined), Authorization: `Bearer ${this.accessToken}` },
      redirect: 'error',
      signal: AbortSignal.timeout(GRAPH_TIMEOUT_MS),
    };
    await this.next!.execute(context);
  }
}

/**
 * Graph's official client for one linked account. The package joins `baseUrl`, `defaultVersion` and the path, so the
 * base is the bare origin (MICROSOFT_GRAPH_BASE_URL, which tests point at a stand-in) and the version is given apart.
 */
export function graphClient(credentials: CalendarCredentials): Client {
  if (credentials.kind !== 'oauth' || !credentials.accessToken) throw new CalendarAuthError('Outlook needs an OAuth access token');
  return Client.initWithMiddleware({
    baseUrl: config.MICROSOFT_GRAPH_BASE_URL.replace(/\/+$/, ''),
    defaultVersion: 'v1.0',
    middleware: [new BearerMiddleware(credentials.accessToken), new HTTPMessageHandler()],
  });
}

/**
 * A link Graph handed back (`@odata.nextLink`, `@odata.deltaLink`) as a path the client takes. The package only
 * strips an https origin itself, and a link that leaves the API root would carry the token elsewhere: null then.
 */
export function graphLinkPath(link: string): string | null {
  const root = graphRoot();
  if (link.slice(0, root.length).toLowerCase() !== root.toLowerCase()) return null;
  return `/${link.slice(root.length)}`;
}

/** A request that failed, as its status and Graph's error code and words (status -1: no answer). */
export function graphFailure(err: unknown): { status: number; code: string | null; message: string; headers?: Headers } {
  if (err instanceof GraphError) {
    const message = (err.message || '').replaceAll('\u0000', '').slice(0, MESSAGE_MAX);
    return { status: err.statusCode, code: err.code, message, headers: err.headers };
  }
  return { status: -1, code: null, message: '' };
}

/** A Retry-After header (seconds or an HTTP date) in milliseconds; null when absent or unreadable. */
export function retryAfterMs(value: string | null | undefined, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** The port's error for a failed Graph request. */
export function calendarErrorOf(err: unknown, what: string): Error {
  if (err instanceof CalendarAuthError || err instanceof CalendarRequestError || err instanceof CalendarRateLimitedError) return err;
  const f = graphFailure(err);
  if (f.status === -1) return new CalendarRequestError(`Microsoft Graph did not answer (${what})`);
  // A token Graph refuses outright (revoked, or the account disabled) needs the person to link again; the domain
  // refreshes before expiry, so a merely stale token does not reach here.
  if (f.status === 401) return new CalendarAuthError(`Microsoft Graph refused the token (${what})${f.message ? `: ${f.message}` : ''}`);
  if (f.status === 429 || f.status === 503) {
    const wait = retryAfterMs(f.headers?.get('retry-after'));
    // Graph always says how long on a 429; without a word, a minute is a cautious guess.
    if (wait !== null || f.status === 429) return new CalendarRateLimitedError(`Microsoft Graph asked to wait (${what})`, wait ?? 60_000);
  }
  return new CalendarRequestError(`Microsoft Graph answered ${f.status} (${what})${f.message ? `: ${f.message}` : ''}`, f.status);
}

/** Runs one Graph request, answering the port's errors for its failures. */
export async function graphCall<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw calendarErrorOf(err, what);
  }
}
