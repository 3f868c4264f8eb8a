import { publicRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { protectedResourceMetadata } from '@/server/mcp/resource-metadata';

// OAuth 2.0 Protected Resource Metadata of the MCP endpoint, at the root for clients that look there first; the
// path-suffixed copy is in api/mcp/ below.
export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: publicRoute(async ({ req }) => protectedResourceMetadata(req)) });
