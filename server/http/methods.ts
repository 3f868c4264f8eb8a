import { methodNotAllowed } from './render';
import { requestIdFor } from './request-id';
import type { RouteContext } from './handler';

type Handler = ((req: Request, ctx?: RouteContext) => Promise<Response>) & { declaration?: unknown };
const ALL = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof ALL)[number];

/**
 * Fills every method a route file does not serve with a JSON 405 carrying `Allow`, so a route file reads
 * `export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: ... })`.
 */
export function methods(handlers: Partial<Record<Method, Handler>>): Record<Method, Handler> {
  const allow = ALL.filter((m) => handlers[m]);
  const allowed = allow.includes('GET') ? [...allow, 'HEAD'] : allow;
  const refuse: Handler = async (req) => methodNotAllowed(req, requestIdFor(req), allowed);
  return Object.fromEntries(ALL.map((m) => [m, handlers[m] ?? refuse])) as Record<Method, Handler>;
}
