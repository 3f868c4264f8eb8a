import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { keyLookup } from '../auth/api-keys';
import { config } from '../config';
import { getDb } from '../db/client';
import { AppError } from '../errors';
import { readBodyText } from '../http/body';
import { authenticate } from '../http/handler';
import { rateLimitHeaders, rateLimitState, type RateLimitState } from '../http/rate-limit';
import { HttpRefusal } from '../http/refusal';
import { renderError } from '../http/render';
import { requestIdFor } from '../http/request-id';
import { createMcpServer } from './server';

const lookup = keyLookup();

/**
 * POST /api/mcp: one Streamable HTTP exchange, stateless (no session: each POST gets a server and a transport of its
 * own, which answer in JSON). The key is checked as every REST request's is, before any MCP: 401 without or with a bad
 * key, 429 past the key's rate limit, with the REST error body (and 400 invalid_json, 413 payload_too_large for a body
 * that is not JSON or is too large); each tool then checks its own permission.
 */
export async function handleMcpPost(req: Request): Promise<Response> {
  const requestId = requestIdFor(req);
  let limit: RateLimitState | undefined;
  try {
    const db = await getDb();
    const { actor, window } = await authenticate(db, req, lookup);
    limit = rateLimitState(window, config.RATE_LIMIT_PER_MINUTE);
    if (!limit.allowed) {
      throw new HttpRefusal('rate_limited', `Rate limit of ${limit.limit} requests per minute exceeded.`, { 'Retry-After': String(limit.reset) });
    }
    // The body is read as REST reads one, within its size cap (413 payload_too_large), then handed to the transport.
    const parsedBody = parseJson(await readBodyText(req));
    const server = createMcpServer({ db, actor: async () => actor });
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    try {
      return withHeaders(await transport.handleRequest(req, { parsedBody }), requestId, limit);
    } finally {
      await server.close();
    }
  } catch (err) {
    return withHeaders(renderError(err, requestId, req), requestId, limit);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('invalid_json', 'The body is not valid JSON: send one JSON-RPC message (or a batch of them).');
  }
}

function withHeaders(res: Response, requestId: string, limit?: RateLimitState): Response {
  res.headers.set('X-Request-Id', requestId);
  if (limit) for (const [k, v] of Object.entries(rateLimitHeaders(limit))) res.headers.set(k, v);
  return res;
}
