import { notFoundResponse } from './render';
import { requestIdFor } from './request-id';
import type { RouteContext } from './handler';

type Handler = ((req: Request, ctx?: RouteContext) => Promise<Response>) & { declaration?: unknown };

/**
 * A route that exists only under a condition read at each request (a setting): otherwise every method answers the
 * JSON 404 of a path without a route, before authentication, as if the file were not there. Declarations are kept,
 * so the OpenAPI document describes the operation.
 */
export function servedWhen<M extends string>(available: () => boolean, handlers: Record<M, Handler>): Record<M, Handler> {
  return Object.fromEntries(
    Object.entries<Handler>(handlers).map(([method, handler]) => {
      const gated: Handler = async (req, ctx) => (available() ? handler(req, ctx) : notFoundResponse(req, requestIdFor(req)));
      if (handler.declaration) gated.declaration = handler.declaration;
      return [method, gated];
    }),
  ) as Record<M, Handler>;
}
