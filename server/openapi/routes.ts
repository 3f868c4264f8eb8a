import type { DeclaredHandler } from '../http/handler';

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** A route file's exports: one handler per method; those it does not serve answer 405 and carry no declaration. */
export type RouteModule = Partial<Record<HttpMethod, (req: Request, ctx?: any) => Promise<Response>>>;

export interface RouteEntry {
  /** The URL path in OpenAPI form (`{contact_id}` for the folder `[contact_id]`). */
  path: string;
  load: () => Promise<RouteModule>;
}

/** The declaration a handler carries, when it serves the method. */
export function declarationOf(mod: RouteModule, method: HttpMethod): DeclaredHandler['declaration'] | undefined {
  return (mod[method] as Partial<DeclaredHandler> | undefined)?.declaration;
}
