import { notFoundResponse } from '@/server/http/render';
import { requestIdFor } from '@/server/http/request-id';

// Any path under /api without a route answers a JSON 404, whatever the method.
const handler = async (req: Request) => notFoundResponse(req, requestIdFor(req));

export { handler as GET, handler as POST, handler as PUT, handler as PATCH, handler as DELETE };
