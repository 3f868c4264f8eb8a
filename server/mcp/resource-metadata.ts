import { config } from '../config';
import { publicOrigin } from '../http/public-origin';

export const MCP_PATH = '/api/mcp';
const METADATA_PATH = '/.well-known/oauth-protected-resource';

/**
 * Where this server is reached: PUBLIC_BASE_URL, else the request's own origin. The metadata only describes (a client
 * that lies about the host is told about that host), so the request may name it; the Origin check never reads it.
 */
function siteOrigin(req: Request): string {
  return config.PUBLIC_BASE_URL ? publicOrigin() : new URL(req.url).origin;
}

/** The metadata URL for /api/mcp, as the 401's `resource_metadata` names it: the well-known path with the resource's path after it. */
export function resourceMetadataUrl(req: Request): string {
  return `${siteOrigin(req)}${METADATA_PATH}${MCP_PATH}`;
}

/**
 * OAuth 2.0 Protected Resource Metadata (RFC 9728) for /api/mcp. Keys are this server's own API keys, sent as a
 * bearer header; no OAuth authorization server issues them, so `authorization_servers` is left out (the RFC makes it
 * optional and says to leave it out when there is none to list) rather than naming one that does not exist.
 */
export function protectedResourceMetadata(req: Request): Record<string, unknown> {
  const origin = siteOrigin(req);
  return {
    resource: `${origin}${MCP_PATH}`,
    bearer_methods_supported: ['header'],
    resource_name: 'Switchboard',
    resource_documentation: `${origin}/docs`,
  };
}
