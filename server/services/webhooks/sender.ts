import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { parseWebhookUrl, privateUrlsAllowed, resolveAllowed, type ResolvedAddress } from './url-guard';

/** How much of a receiver's answer is kept in the attempt log. */
export const RESPONSE_CAPTURE_BYTES = 4096;

export interface SendRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowPrivate?: boolean;
}

export interface SendOutcome {
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  /** The first 4 KiB of the answer's body. */
  responseBody: string | null;
  error: string | null;
}

/**
 * POSTs one delivery. The host is resolved and checked here, and the connection is made to exactly that
 * address (the socket's lookup answers it), while TLS still verifies the certificate for the host name.
 * Redirects are never followed; only a 2xx answer within the time limit succeeds. Never throws.
 */
export async function sendWebhook(req: SendRequest): Promise<SendOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const fail = (error: string, statusCode: number | null = null, responseBody: string | null = null): SendOutcome => ({
    ok: false, statusCode, durationMs: elapsed(), responseBody, error,
  });
  const allowPrivate = req.allowPrivate ?? privateUrlsAllowed();
  let pinned: ResolvedAddress;
  let target: URL;
  let host: string;
  try {
    ({ url: target, host } = parseWebhookUrl(req.url, allowPrivate));
  } catch (err) {
    return fail(`url ${messageOf(err)}`);
  }
  try {
    pinned = await withDeadline(resolveAllowed(host, allowPrivate), req.timeoutMs, 'resolving the host');
  } catch (err) {
    return fail(messageOf(err));
  }
  try {
    const res = await post(target, host, pinned, req, req.timeoutMs - elapsed());
    const durationMs = elapsed();
    if (res.statusCode >= 200 && res.statusCode < 300) {
      return { ok: true, statusCode: res.statusCode, durationMs, responseBody: res.body, error: null };
    }
    const error = res.statusCode >= 300 && res.statusCode < 400
      ? `redirect not followed (status ${res.statusCode}${res.location ? `, Location: ${res.location.slice(0, 500)}` : ''})`
      : `receiver answered status ${res.statusCode}`;
    return fail(error, res.statusCode, res.body);
  } catch (err) {
    return fail(messageOf(err));
  }
}

interface RawResponse {
  statusCode: number;
  body: string;
  location?: string;
}

/**
 * Connections are kept alive and reused, one pool per checked address and host name: a pooled socket is
 * connected to an address that was checked, and consecutive deliveries to one endpoint skip the handshake.
 */
const pools = new Map<string, http.Agent>();
const MAX_POOLS = 256;
/** Idle sockets close before the common 5 s server keep-alive limit. */
const IDLE_SOCKET_MS = 4_000;

function poolFor(isHttps: boolean, pinned: ResolvedAddress, host: string, port: number): http.Agent {
  const key = `${isHttps ? 'https' : 'http'}|${pinned.address}|${port}|${host}`;
  const found = pools.get(key);
  if (found) {
    pools.delete(key);
    pools.set(key, found);
    return found;
  }
  const options = { keepAlive: true, maxSockets: 64, maxFreeSockets: 16, timeout: IDLE_SOCKET_MS };
  const agent = isHttps ? new https.Agent(options) : new http.Agent(options);
  pools.set(key, agent);
  if (pools.size > MAX_POOLS) {
    const [oldest, old] = pools.entries().next().value!;
    pools.delete(oldest);
    old.destroy();
  }
  return agent;
}

/** A reused keep-alive socket the server had just closed: the request never reached it. */
class StaleSocketError extends Error {}

async function post(target: URL, host: string, pinned: ResolvedAddress, req: SendRequest, budgetMs: number): Promise<RawResponse> {
  const started = performance.now();
  try {
    return await postOnce(target, host, pinned, req, budgetMs);
  } catch (err) {
    if (!(err instanceof StaleSocketError)) throw err;
    return postOnce(target, host, pinned, req, budgetMs - (performance.now() - started));
  }
}

function postOnce(target: URL, host: string, pinned: ResolvedAddress, req: SendRequest, budgetMs: number): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const isHttps = target.protocol === 'https:';
    const port = Number(target.port) || (isHttps ? 443 : 80);
    const lookup: LookupFunction = (_hostname, options, callback) => {
      if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
      else callback(null, pinned.address, pinned.family);
    };
    const options: https.RequestOptions = {
      method: 'POST',
      hostname: host,
      port,
      path: `${target.pathname}${target.search}`,
      headers: { ...req.headers, 'Content-Length': String(Buffer.byteLength(req.body)) },
      agent: poolFor(isHttps, pinned, host, port),
      lookup,
      ...(isHttps && !isIP(host) && { servername: host }),
    };
    // Until the answer's status arrives the deadline fails the attempt; after it, the deadline only stops
    // reading the body.
    let stopReading: (() => void) | undefined;
    const request = (isHttps ? https : http).request(options, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let settled = false;
      const finish = (complete: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        const body = Buffer.concat(chunks).subarray(0, RESPONSE_CAPTURE_BYTES).toString('utf8').replace(/\u0000/g, '');
        const location = res.headers.location;
        resolve({ statusCode: res.statusCode ?? 0, body, ...(location && { location }) });
        // A body read to its end leaves the socket reusable; the rest of a longer one is not wanted.
        if (!complete) res.destroy();
      };
      stopReading = () => finish(false);
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= RESPONSE_CAPTURE_BYTES) finish(false);
      });
      res.on('end', () => finish(true));
      res.on('close', () => finish(false));
      res.on('error', () => finish(false));
    });
    const timer = setTimeout(() => {
      if (stopReading) stopReading();
      else request.destroy(new Error(`timed out after ${req.timeoutMs} ms`));
    }, Math.max(1, budgetMs));
    request.on('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      const stale = request.reusedSocket && !stopReading && (err.code === 'ECONNRESET' || err.code === 'EPIPE');
      reject(stale ? new StaleSocketError(err.message) : err);
    });
    request.end(req.body);
  });
}

function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms ${what}`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

function messageOf(err: unknown): string {
  const e = err as NodeJS.ErrnoException & { hostname?: string };
  if (e?.code === 'ENOTFOUND' || e?.code === 'EAI_AGAIN') return `could not resolve ${e.hostname ?? 'the host'}`;
  return (e?.message ?? String(err)).slice(0, 1000);
}
