import type { TestAccount } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { routeIndex } from '@/app/api/v1/route-index';
import type { HttpMethod } from '@/server/openapi/routes';

/** Calls a route as a client would, to set up what a sample needs; anything but a 2xx is a broken setup. */
export async function api<T = any>(
  acct: TestAccount,
  method: HttpMethod,
  path: string,
  opts: { params?: Record<string, string>; body?: unknown; query?: string } = {},
): Promise<T> {
  const route = routeIndex.find((r) => r.path === path);
  const handler = route && (await route.load())[method];
  if (!handler) throw new Error(`No ${method} ${path}`);
  const url = path.replace(/\{([^}]+)\}/g, (_, p: string) => encodeURIComponent(opts.params?.[p] ?? '')) + (opts.query ? `?${opts.query}` : '');
  const res = await callRoute(handler, { method, path: url, key: acct.key, body: opts.body, params: opts.params });
  if (res.status >= 300) throw new Error(`${method} ${url} answered ${res.status}: ${res.text}`);
  return res.body as T;
}
