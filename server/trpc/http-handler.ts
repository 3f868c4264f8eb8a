import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { AppError } from '../errors';
import { readBodyText } from '../http/body';
import { refuseAnonymousBatch } from './batch';
import { createRequestContext } from './context';
import type { TrpcContext } from './init';
import { appRouter } from './root';
import { rejectCrossSite } from './same-origin';

const ENDPOINT = '/api/trpc';

/**
 * The dashboard's tRPC endpoint: cross-site posts and batches of anonymous procedures are refused, and the
 * body is read with the same 1 MiB cap as the REST API before tRPC parses it (an anonymous caller cannot
 * make the server hold a 60 MB body in memory).
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
      if (err instanceof AppError && err.code === 'payload_too_large') return tooLarge(err.message);
      throw err;
    }
  }
  const capped = new Request(req.url, { method: req.method, headers: req.headers, body });
  return fetchRequestHandler({ endpoint: ENDPOINT, req: capped, router: appRouter, createContext: () => createContext({ req }) });
}

function tooLarge(message: string): Response {
  return Response.json({ error: { message, code: -32600, data: { apiCode: 'payload_too_large', httpStatus: 413 } } }, { status: 413 });
}
