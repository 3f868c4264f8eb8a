import { beforeAll, describe, expect, it } from 'vitest';
import { permissions } from '@/server/auth/permissions';
import { keyWith, newAccount, type TestAccount } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { buildOpenApiDocument } from './document';
import type { JsonSchema } from './json-schema';
import { routeIndex } from '@/app/api/v1/route-index';
import { samples } from '@/app/_testing/openapi-samples';
import type { Sample } from '@/app/_testing/openapi-samples/types';
import type { HttpMethod } from './routes';
import { documentValidator } from '../testing/openapi-validator';

type Operation = { responses: Record<string, unknown>; requestBody?: unknown; security?: unknown[]; 'x-permission'?: string };

let doc: JsonSchema;
let check: ReturnType<typeof documentValidator>;
beforeAll(async () => {
  doc = await buildOpenApiDocument(routeIndex);
  check = documentValidator(doc);
});

const operations = () =>
  Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(([path, item]) =>
    Object.entries(item).map(([m, op]) => ({ path, method: m.toUpperCase() as HttpMethod, op })),
  );

async function handlerFor(path: string, method: HttpMethod) {
  const route = routeIndex.find((r) => r.path === path);
  if (!route) throw new Error(`No route for ${path}`);
  const handler = (await route.load())[method];
  if (!handler) throw new Error(`No ${method} handler for ${path}`);
  return handler;
}

const fill = (path: string, params: Record<string, string> = {}) =>
  path.replace(/\{([^}]+)\}/g, (_, p: string) => encodeURIComponent(params[p] ?? '1'));

/** Calls the route as a client would and checks the request and the answer against the document. */
async function exercise(sample: Sample, acct: TestAccount) {
  const req = await sample.request(acct);
  const handler = await handlerFor(sample.path, sample.method);
  const url = fill(sample.path, req.params) + (req.query ? `?${req.query}` : '');
  const res = await callRoute(handler, {
    method: sample.method,
    path: url,
    key: req.key === undefined ? acct.key : req.key,
    body: req.body,
    rawBody: req.rawBody,
    headers: req.headers,
    params: req.params,
  });
  const where = `${sample.method} ${url} (${sample.name})`;
  expect(res.status, `${where}: ${res.text.slice(0, 500)}`).toBe(sample.status);
  // A request meant to be refused need not match the schema; one that succeeds must.
  if (req.body !== undefined && res.status < 300) {
    const r = check.request(sample.path, sample.method, req.body);
    expect(r.errors, `${where} request`).toBe('');
  }
  const mediaType = (res.headers.get('content-type') ?? 'application/json').split(';')[0];
  const r = check.response(sample.path, sample.method, res.status, res.body, mediaType);
  expect(r.errors, `${where} response ${JSON.stringify(res.body).slice(0, 800)}`).toBe('');
  return res;
}

describe('real requests and answers validate against the document', () => {
  it('has a sample answered with the success status for every operation', () => {
    const missing = operations()
      .filter(({ path, method, op }) => {
        const success = Object.keys(op.responses).filter((s) => s.startsWith('2'));
        return !samples.some((s) => s.path === path && s.method === method && success.includes(String(s.status)));
      })
      .map(({ path, method }) => `${method} ${path}`);
    expect(missing).toEqual([]);
  });

  it('has samples only for operations the document has', () => {
    const known = new Set(operations().map(({ path, method }) => `${method} ${path}`));
    expect(samples.map((s) => `${s.method} ${s.path}`).filter((k) => !known.has(k))).toEqual([]);
  });

  it.each(samples.map((s) => [`${s.method} ${s.path}: ${s.name}`, s] as const))('%s', async (_, sample) => {
    await exercise(sample, await newAccount());
  });
});

describe('the answers every keyed operation shares validate against its error schemas', () => {
  let acct: TestAccount;
  beforeAll(async () => {
    acct = await newAccount();
  });

  it('401 without a key, 403 without the permission, 400 invalid_json for a broken body', async () => {
    for (const { path, method, op } of operations()) {
      const permission = op['x-permission'];
      if (!permission) continue;
      const handler = await handlerFor(path, method);
      const url = fill(path);
      const params = Object.fromEntries([...path.matchAll(/\{([^}]+)\}/g)].map(([, p]) => [p, '1']));
      const where = `${method} ${path}`;

      const none = await callRoute(handler, { method, path: url, params });
      expect(none.status, where).toBe(401);
      expect(check.response(path, method, 401, none.body).errors, where).toBe('');

      const other = permissions.find((p) => p !== permission)!;
      const denied = await callRoute(handler, { method, path: url, params, key: await keyWith(acct.userId, [other]) });
      expect(denied.status, where).toBe(403);
      expect(denied.body.error).toBe('permission_denied');
      expect(check.response(path, method, 403, denied.body).errors, where).toBe('');

      if ((op.requestBody as { content?: Record<string, unknown> } | undefined)?.content?.['application/json']) {
        const broken = await callRoute(handler, { method, path: url, params, key: acct.key, rawBody: '{"unterminated' });
        expect(broken.status, where).toBe(400);
        expect(broken.body.error).toBe('invalid_json');
        expect(check.response(path, method, 400, broken.body).errors, where).toBe('');
      }
    }
  });
});
