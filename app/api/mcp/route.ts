import { methods } from '@/server/http/methods';
import { handleMcpPost } from '@/server/mcp/http';

// The MCP Streamable HTTP endpoint, stateless: POST carries every message; GET (no server-sent stream) and DELETE
// (no session to end) answer 405 with Allow: POST, as the transport lets a server without them answer.
export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: handleMcpPost });
