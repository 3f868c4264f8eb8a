import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { validate, compileErrors } from '@readme/openapi-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '@/server/testing/http';
import { GET as openapiGet, POST as openapiPost } from '@/app/api/v1/openapi.json/route';
import { routeIndex } from '@/app/api/v1/route-index';
import { buildOpenApiDocument } from './document';
import { errorCodes, type ErrorCode } from '../errors';
import { nonJsonBody } from './operation';
import type { JsonSchema } from './json-schema';
import { declarationOf, httpMethods } from './routes';
import { documentedEvents } from './webhook-payloads';
import { malformedPathResponse } from '../http/malformed-path';
import { documentValidator } from '../testing/openapi-validator';
import { navItems } from '@/app/_components/shell/nav-items';

const root = path.resolve(__dirname, '../..');

/** Every route file under a folder, as its URL path (`[id]` → `{id}`, route groups dropped). */
function routePaths(dir: string): string[] {
  if (!existsSync(path.join(root, dir))) return [];
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = path.posix.join(rel, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (/^route\.(ts|tsx|js)$/.test(entry.name)) {
        const segments = rel.split('/').slice(1).filter((s) => !/^\(.*\)$/.test(s));
        out.push('/' + segments.map((s) => s.replace(/^\[(.+)\]$/, '{$1}')).join('/'));
      }
    }
  };
  walk(dir);
  return out;
}

type Operation = JsonSchema & { responses: Record<string, any>; operationId: string; description: string };
const operations = (doc: JsonSchema) =>
  Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(([p, item]) =>
    Object.entries(item).map(([method, op]) => ({ path: p, method, op })),
  );

let doc: JsonSchema;
beforeAll(async () => {
  doc = await buildOpenApiDocument(routeIndex);
});

describe('the OpenAPI document', () => {
  it('validates against the OpenAPI 3.1 specification', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as any);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('lists exactly the route files: every route under app/api/v1 and the extra webhook create path', () => {
    const onDisk = [...routePaths('app/api/v1'), ...routePaths('app/api/webhooks')].sort();
    const indexed = routeIndex.map((r) => r.path).sort();
    expect(indexed).toEqual(onDisk);
    expect(Object.keys(doc.paths as object).sort()).toEqual(onDisk);
  });

  it('has an operation for every method a route serves, and none for the methods it refuses', async () => {
    for (const route of routeIndex) {
      const mod = await route.load();
      const served = httpMethods.filter((m) => declarationOf(mod, m)).map((m) => m.toLowerCase());
      expect(served.length, `${route.path} serves no method`).toBeGreaterThan(0);
      expect(Object.keys((doc.paths as any)[route.path]).sort(), route.path).toEqual(served.sort());
    }
  });

  // Error codes beyond those the wrapper adds are checked against real answers in samples.test.ts.
  it('describes each operation: summary, tag and response schema (gaps are the route owners to fill)', async () => {
    const gaps: string[] = [];
    for (const route of routeIndex) {
      const mod = await route.load();
      for (const method of httpMethods) {
        const decl = declarationOf(mod, method);
        if (!decl) continue;
        const where = `${method} ${route.path}`;
        if (!decl.doc) gaps.push(`${where}: no doc`);
        else {
          if (!decl.doc.tag) gaps.push(`${where}: no tag`);
          if (!decl.doc.response && !nonJsonBody(route.path)) gaps.push(`${where}: no response schema`);
        }
      }
    }
    expect(gaps).toEqual([]);
  });

  it('knows the status of every error code an operation names', () => {
    const unknown = operations(doc).flatMap(({ path: p, method, op }) =>
      Object.values(op.responses)
        .flatMap((r: any) => r.content?.['application/json']?.schema?.properties?.error?.enum ?? [])
        .filter((code: string) => !(code in errorCodes))
        .map((code: string) => `${method.toUpperCase()} ${p}: ${code}`),
    );
    expect(unknown).toEqual([]);
  });

  it('puts each error code under its status, with the codes every keyed route can answer', () => {
    for (const { path: p, method, op } of operations(doc)) {
      for (const [status, res] of Object.entries(op.responses)) {
        const codes: string[] = res.content?.['application/json']?.schema?.properties?.error?.enum ?? [];
        for (const code of codes) expect(errorCodes[code as ErrorCode].status, `${method} ${p} ${code}`).toBe(Number(status));
      }
      const all = Object.values(op.responses).flatMap((r: any) => r.content?.['application/json']?.schema?.properties?.error?.enum ?? []);
      if (op['x-permission']) {
        expect(all).toEqual(expect.arrayContaining(['authentication_required', 'invalid_key', 'permission_denied', 'rate_limited', 'server_error']));
      }
      if ((op.requestBody as { content?: Record<string, unknown> } | undefined)?.content?.['application/json']) expect(all).toEqual(expect.arrayContaining(['invalid_json', 'payload_too_large', 'validation_error']));
    }
  });

  it('declares the 400 a malformed percent-encoding in the path answers, on every operation with a path parameter', async () => {
    const check = documentValidator(doc);
    const withParams = operations(doc).filter(({ path: p }) => p.includes('{'));
    expect(withParams.length).toBeGreaterThan(30);
    for (const { path: p, method } of withParams) {
      const url = p.replace(/\{[^}]+\}/, '%E0%A4%A').replace(/\{[^}]+\}/g, '1');
      const res = malformedPathResponse(new Request(`http://localhost${url}`, { method: method.toUpperCase() }))!;
      expect(res.status, `${method} ${p}`).toBe(400);
      expect(check.response(p, method, 400, await res.json()).errors, `${method} ${p}`).toBe('');
    }
  });

  it('names the permission of every keyed operation as x-permission and in the description', () => {
    for (const { path: p, op } of operations(doc)) {
      if (op.security && (op.security as unknown[]).length === 0) continue;
      expect(op['x-permission'], p).toMatch(/^can_[a-z_]+$/);
      expect(op.description).toContain(`\`${op['x-permission']}\``);
    }
    const listAgents = (doc.paths as any)['/api/v1/agents'].get;
    expect(listAgents['x-permission']).toBe('can_read_agents');
    expect(doc.components).toMatchObject({ securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } });
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
  });

  it("states the agents' provider rule and counts their in-call tools as the enum does", () => {
    const paths = doc.paths as any;
    const create = paths['/api/v1/agents/create'].post;
    const tools: string[] = create.requestBody.content['application/json'].schema.properties?.tools?.items?.enum
      ?? (doc.components as any).schemas[create.requestBody.content['application/json'].schema.$ref.split('/').pop()].properties.tools.items.enum;
    expect(tools.length).toBeGreaterThanOrEqual(7);
    expect(create.description).toContain(`${tools.length} in-call tools`);
    for (const t of tools) expect(create.description).toContain(`\`${t}\``);
    expect(create.description).toMatch(/`provider` \(`simulator`, `vapi`, `retell`\)/);
    const update = paths['/api/v1/agents/{id}'].patch;
    expect(update.description).toContain('`provider` is chosen when the agent is created');
  });

  it('marks heavy operations with their rate-limit weight, in x-rate-limit-weight and the description', () => {
    const paths = doc.paths as any;
    const heavy = [paths['/api/v1/campaigns/preview'].post, paths['/api/v1/campaigns'].post, paths['/api/v1/consents/bulk'].post, paths['/api/v1/contacts/bulk'].post];
    for (const op of heavy) {
      expect(op['x-rate-limit-weight'], op.operationId).toBe(10);
      expect(op.description).toContain('counts as 10 requests');
    }
    expect(paths['/api/v1/agents'].get['x-rate-limit-weight']).toBeUndefined();
  });

  it('gives unique operation ids', () => {
    const ids = operations(doc).map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents each webhook event with its payload and the signature headers', () => {
    const webhooks = doc.webhooks as Record<string, any>;
    expect(Object.keys(webhooks)).toEqual([...documentedEvents]);
    for (const [event, item] of Object.entries(webhooks)) {
      const headers = item.post.parameters.map((p: any) => `${p.in}:${p.name}`);
      expect(headers, event).toEqual([
        'header:X-Klen-Signature',
        'header:X-Klen-Delivery-ID',
        'header:X-Klen-Event',
        'header:webhook-id',
        'header:webhook-timestamp',
        'header:webhook-signature',
      ]);
      const schema = item.post.requestBody.content['application/json'].schema;
      expect(schema.properties.event_type.const).toBe(event);
      const subject = event.startsWith('call.')
        ? 'call'
        : event.startsWith('calendar_connection.') ? 'calendar_connection' : event.startsWith('crm_connection.') ? 'crm_connection' : event.startsWith('calendar.') ? 'calendar_event' : event.startsWith('campaign.') ? 'campaign' : event.startsWith('alert.') ? 'alert' : event.startsWith('message.') ? 'message' : 'webhook';
      expect(schema.required).toEqual(expect.arrayContaining(['event_type', 'timestamp', subject]));
    }
  });
});

describe('GET /api/v1/openapi.json', () => {
  it('serves the document publicly as JSON, built once', async () => {
    const first = await callRoute(openapiGet, { path: '/api/v1/openapi.json' });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    expect(first.body).toEqual(JSON.parse(JSON.stringify(doc)));
    const second = await callRoute(openapiGet, { path: '/api/v1/openapi.json/' });
    expect(second.text).toBe(first.text);
  });

  it('refuses other methods with 405', async () => {
    const res = await callRoute(openapiPost, { method: 'POST', path: '/api/v1/openapi.json', body: {} });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('the bearer scheme', () => {
  it("names where keys are made by the dashboard's own page and its address, and the CLI command", () => {
    const text = (doc as { components: { securitySchemes: { bearerAuth: { description: string } } } }).components.securitySchemes.bearerAuth.description;
    const page = navItems.find((i) => i.href === '/api-keys')!;
    expect(text).toContain(`${page.label} page (${page.href})`);
    expect(text).toContain('npm run cli -- key create');
    expect(text).not.toMatch(/Settings/);
  });
});
