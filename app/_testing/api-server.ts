import type { RouteModule } from '@/server/openapi/routes';
import { serveRoute } from '@/server/testing/route-server';
import { routeIndex } from '../api/v1/route-index';

interface Matcher {
  pattern: RegExp;
  names: string[];
  /** Literal segments first: /contacts/create wins over /contacts/{contact_id}. */
  literals: number;
  load: () => Promise<RouteModule>;
}

const matchers: Matcher[] = routeIndex
  .map((route) => {
    const segments = route.path.split('/').filter(Boolean);
    const names = segments.filter((s) => s.startsWith('{')).map((s) => s.slice(1, -1));
    const source = segments.map((s) => (s.startsWith('{') ? '([^/]+)' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
    return { pattern: new RegExp(`^/${source}/?$`), names, literals: segments.length - names.length, load: route.load };
  })
  .sort((a, b) => b.literals - a.literals);

/**
 * Every REST route of the route index over real HTTP on a loopback port, as Next.js routes them (a path's
 * parameters decoded, literal segments before parameters): for tests of clients that speak HTTP, such as the SDKs.
 */
export function serveApi(): Promise<{ url: string; close: () => Promise<void> }> {
  return serveRoute(async (req) => {
    const url = new URL(req.url);
    for (const m of matchers) {
      const found = m.pattern.exec(url.pathname);
      if (!found) continue;
      const handler = (await m.load())[req.method as keyof RouteModule];
      if (!handler) break;
      const params = Object.fromEntries(m.names.map((name, i) => [name, decodeURIComponent(found[i + 1])]));
      return handler(req, { params: Promise.resolve(params) });
    }
    return Response.json({ error: 'not_found', message: `No route for ${req.method} ${url.pathname}.` }, { status: 404 });
  });
}
