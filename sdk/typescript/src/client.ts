import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema.js';

export interface SwitchboardClientOptions {
  /** The Switchboard server's address, such as `https://switchboard.example.com`. */
  baseUrl: string;
  /** An API key (Settings, API keys), sent as `Authorization: Bearer <key>`. */
  apiKey: string;
  /**
   * Give every write (POST, PUT, PATCH, DELETE) that carries no `Idempotency-Key` header one made here, so
   * that its retries are answered from the first attempt and a call is never placed twice. Default true.
   */
  idempotencyKeys?: boolean;
  /**
   * How many times to send a request again after a network failure or a 429, 502, 503 or 504 answer (and a 409
   * `idempotency_key_in_use`, whose first attempt is still held), waiting what Retry-After asks (at most 10 s) or
   * 0.5 s, 1 s, 2 s…. Only requests that are safe to repeat are sent again: GET, HEAD, PUT and DELETE, and any
   * request with an `Idempotency-Key`, which the server answers from the first attempt. Default 2.
   */
  retries?: number;
  /** The fetch to send requests with (default: the global one). */
  fetch?: (request: Request) => Promise<Response>;
  /** Headers added to every request. */
  headers?: Record<string, string>;
}

export type SwitchboardClient = Client<paths>;

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Methods that do the same however often they are sent (RFC 9110), so a lost answer may be asked for again. */
const idempotentMethods = new Set(['GET', 'HEAD', 'PUT', 'DELETE']);
const retryStatuses = new Set([429, 502, 503, 504]);
/** The longest wait between attempts, whatever Retry-After asks. */
const maxDelayMs = 10_000;

/** Waits 0.5 s, 1 s, 2 s… between attempts, or what the server's Retry-After asks, in seconds or as a date (capped). */
function delayMs(attempt: number, response?: Response): number {
  const header = response?.headers.get('Retry-After')?.trim();
  const seconds = header && /^\d+$/.test(header) ? Number(header) * 1000 : NaN;
  const date = header && Number.isNaN(seconds) ? Date.parse(header) - Date.now() : NaN;
  const asked = Number.isFinite(seconds) ? seconds : date;
  const ms = Number.isFinite(asked) && asked >= 0 ? asked : 500 * 2 ** attempt;
  return Math.min(ms, maxDelayMs);
}

/**
 * Whether an answer is worth asking again: a limit, an outage or a gateway's failure, or a keyed request's first
 * attempt still holding its key (409 idempotency_key_in_use with Retry-After: it is answered once it ends).
 */
function retryable(response: Response, keyed: boolean): boolean {
  if (retryStatuses.has(response.status)) return true;
  return keyed && response.status === 409 && response.headers.has('Retry-After');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A typed client of the Switchboard REST API: `client.GET('/api/v1/contacts', { params: { query: { page } } })`
 * answers `{ data, error, response }` typed from the OpenAPI document.
 */
export function createSwitchboardClient(options: SwitchboardClientOptions): SwitchboardClient {
  const { idempotencyKeys = true, retries = 2 } = options;
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));

  const fetchWithRetries = async (request: Request): Promise<Response> => {
    const isWrite = writes.has(request.method.toUpperCase());
    if (isWrite && idempotencyKeys && !request.headers.has('Idempotency-Key')) {
      request.headers.set('Idempotency-Key', globalThis.crypto.randomUUID());
    }
    const keyed = request.headers.has('Idempotency-Key');
    const mayRepeat = idempotentMethods.has(request.method.toUpperCase()) || keyed;
    for (let attempt = 0; ; attempt++) {
      const last = !mayRepeat || attempt >= retries;
      let response: Response;
      try {
        response = await send(last ? request : request.clone());
      } catch (err) {
        if (last) throw err;
        await sleep(delayMs(attempt));
        continue;
      }
      if (last || !retryable(response, keyed)) return response;
      await response.body?.cancel();
      await sleep(delayMs(attempt, response));
    }
  };

  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { ...options.headers, Authorization: `Bearer ${options.apiKey}` },
    fetch: fetchWithRetries,
  });
}
