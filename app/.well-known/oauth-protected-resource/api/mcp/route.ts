import { publicRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { protectedResourceMetadata } from '@/server/mcp/resource-metadata';

// OAuth 2.0 Protected Resource Metadata of /api/mcp at its RFC 9728 address: the well-known path, then the resource's.
export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: publicRoute(async ({ req }) => protectedResourceMetadata(req)) });
