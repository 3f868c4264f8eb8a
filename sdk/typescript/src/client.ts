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
   * How many times to send a request again after a network failure or a 429, 502, 503 or 504 answer, with the
   * same idempotency key. Writes without a key are never sent again. Default 2.
   */
  retries?: number;
  /** The fetch to send requests with (default: the global one). */
  fetch?: (request: Request) => Promise<Response>;
  /** Headers added to every request. */
  headers?: Record<string, string>;
}

export type SwitchboardClient = Client<paths>;

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const retryStatuses = new Set([429, 502, 503, 504]);
/** The longest wait between attempts, whatever Retry-After asks. */
const maxDelayMs = 10_000;

/** Waits 0.5 s, 1 s, 2 s… between attempts, or what the server's Retry-After asks (capped). */
function delayMs(attempt: number, response?: Response): number {
  const asked = Number(response?.headers.get('Retry-After'));
  const ms = Number.isFinite(asked) && asked > 0 ? asked * 1000 : 500 * 2 ** attempt;
  return Math.min(ms, maxDelayMs);
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
    const mayRepeat = !isWrite || request.headers.has('Idempotency-Key');
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
      if (last || !retryStatuses.has(response.status)) return response;
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
