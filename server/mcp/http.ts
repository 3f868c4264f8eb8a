import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { keyLookup } from '../auth/api-keys';
import { config } from '../config';
import { getDb } from '../db/client';
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
 * key, 429 past the key's rate limit, with the REST error body; each tool then checks its own permission.
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
    const server = createMcpServer({ db, actor: async () => actor });
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    try {
      return withHeaders(await transport.handleRequest(req), requestId, limit);
    } finally {
      await server.close();
    }
  } catch (err) {
    return withHeaders(renderError(err, requestId, req), requestId, limit);
  }
}

function withHeaders(res: Response, requestId: string, limit?: RateLimitState): Response {
  res.headers.set('X-Request-Id', requestId);
  if (limit) for (const [k, v] of Object.entries(rateLimitHeaders(limit))) res.headers.set(k, v);
  return res;
}
