import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import { keyLookup } from '../auth/api-keys';
import { config } from '../config';
import { getDb } from '../db/client';
import { AppError } from '../errors';
import { readBodyText } from '../http/body';
import { authenticate } from '../http/handler';
import { fromForeignOrigin, publicOrigin } from '../http/public-origin';
import { rateLimitHeaders, rateLimitState, type RateLimitState } from '../http/rate-limit';
import { HttpRefusal } from '../http/refusal';
import { renderError } from '../http/render';
import { requestIdFor } from '../http/request-id';
import { resourceMetadataUrl } from './resource-metadata';
import { createMcpServer } from './server';

const lookup = keyLookup();

/**
 * POST /api/mcp: one Streamable HTTP exchange, stateless (no session: each POST gets a server and a transport of its
 * own, which answer in JSON). A page of another origin is refused first (403 forbidden_origin): a browser sends its
 * Origin, and a site that rebinds its name to this server cannot send this server's. The key is then checked as
 * every REST request's is, before any MCP: 401 without or with a bad key (naming the resource metadata), 429 past
 * the key's rate limit, with the REST error body (and 400 invalid_json, 413 payload_too_large for a body that is not
 * JSON or is too large). A request carries one message, so a tool call costs one unit of the key's limit; each tool
 * then checks its own permission.
 */
export async function handleMcpPost(req: Request): Promise<Response> {
  const requestId = requestIdFor(req);
  let limit: RateLimitState | undefined;
  try {
    if (fromForeignOrigin(req)) {
      throw new AppError('forbidden_origin', `Requests from web pages of other origins are refused; this server's origin is ${publicOrigin()}.`);
    }
    const db = await getDb();
    const { actor, window } = await authenticate(db, req, lookup);
    limit = rateLimitState(window, config.RATE_LIMIT_PER_MINUTE);
    if (!limit.allowed) {
      throw new HttpRefusal('rate_limited', `Rate limit of ${limit.limit} requests per minute exceeded.`, { 'Retry-After': String(limit.reset) });
    }
    // The body is read as REST reads one, within its size cap (413 payload_too_large), then handed to the transport.
    const parsedBody = parseJson(await readBodyText(req));
    if (Array.isArray(parsedBody)) return withHeaders(batchRefused(), requestId, limit);
    const server = createMcpServer({ db, actor: async () => actor });
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    try {
      return withHeaders(await transport.handleRequest(req, { parsedBody }), requestId, limit);
    } finally {
      await server.close();
    }
  } catch (err) {
    return withHeaders(renderError(err, requestId, req), requestId, limit, req);
  }
}

/**
 * The protocol versions this server speaks (2025-06-18 on) have no JSON-RPC batches, and a batch would run many tool
 * calls for one request of the key's rate limit: an array is refused as an invalid request.
 */
function batchRefused(): Response {
  return Response.json(
    { jsonrpc: '2.0', id: null, error: { code: ErrorCode.InvalidRequest, message: 'Batches are not supported: send one JSON-RPC message per request.' } },
    { status: 400 },
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('invalid_json', 'The body is not valid JSON: send one JSON-RPC message.');
  }
}

function withHeaders(res: Response, requestId: string, limit?: RateLimitState, req?: Request): Response {
  res.headers.set('X-Request-Id', requestId);
  // Every 401 names the resource metadata (RFC 9728), as the MCP authorization specification asks.
  if (req && res.status === 401) res.headers.set('WWW-Authenticate', `Bearer realm="switchboard", resource_metadata="${resourceMetadataUrl(req)}"`);
  if (limit) for (const [k, v] of Object.entries(rateLimitHeaders(limit))) res.headers.set(k, v);
  return res;
}
