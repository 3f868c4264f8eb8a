import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../db/unavailable';
import { AppError } from '../errors';
import { toTrpcError } from './errors';
import { readBodyText } from '../http/body';
import { refuseAnonymousBatch } from './batch';
import { createRequestContext } from './context';
import type { TrpcContext } from './init';
import { appRouter } from './root';
import { rejectCrossSite } from './same-origin';

const ENDPOINT = '/api/trpc';

/**
 * The dashboard's tRPC endpoint: cross-site posts and batches of anonymous procedures are refused, and the
 * body is read with the same 1 MiB cap and UTF-8 rule as the REST API before tRPC parses it (an anonymous caller
 * cannot make the server hold a 60 MB body in memory, and bad bytes are refused rather than read as U+FFFD).
 */
export async function handleTrpcRequest(
  req: Request,
  createContext: (opts: { req: Request }) => Promise<TrpcContext> = createRequestContext,
): Promise<Response> {
  const refused = rejectCrossSite(req) ?? refuseAnonymousBatch(req, appRouter, ENDPOINT);
  if (refused) return refused;
  let body: string | undefined;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    try {
      body = await readBodyText(req);
    } catch (err) {
      if (err instanceof AppError) return unreadBody(err);
      throw err;
    }
  }
  const capped = new Request(req.url, { method: req.method, headers: req.headers, body });
  return fetchRequestHandler({
    endpoint: ENDPOINT, req: capped, router: appRouter,
    // The session is read while the context is made, before any procedure's error mapping runs.
    createContext: () => createContext({ req }).catch((err: unknown) => { throw toTrpcError(err); }),
    responseMeta: ({ errors }) =>
      errors.some((e) => e.code === 'SERVICE_UNAVAILABLE')
        ? { headers: new Headers({ 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) }) }
        : {},
  });
}

/** A body refused before tRPC saw it (over the cap, or not UTF-8), answered in tRPC's error shape. */
function unreadBody(err: AppError): Response {
  const code = err.code === 'invalid_json' ? -32700 : -32600; // tRPC's PARSE_ERROR, else BAD_REQUEST
  return Response.json({ error: { message: err.message, code, data: { apiCode: err.code, httpStatus: err.status } } }, { status: err.status });
}
