import http from 'node:http';
import { Inngest } from 'inngest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET, POST, PUT } from '@/app/api/inngest/route';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { getDb } from '../../db/client';
import { rateLimitCounters } from '../../db/schema';
import { serveRoute } from '../../testing/route-server';
import { startReceiver, type Receiver } from '../../testing/webhook-receiver';
import { inngestEndpoint, SYNC_BUCKET, SYNCS_PER_MINUTE } from './endpoint';

const req = (method: string) => new Request('http://localhost/api/inngest', { method, body: method === 'GET' ? undefined : '{}' });

describe('/api/inngest', () => {
  it('does not exist when Inngest is not configured: 404 not_found for every method', async () => {
    for (const [method, handler] of [['GET', GET], ['POST', POST], ['PUT', PUT]] as const) {
      const res = await handler(req(method) as never, undefined as never);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'not_found' });
    }
  });

  it('is served once Inngest is configured', async () => {
    const endpoint = inngestEndpoint(loadConfig({ INNGEST_EVENT_KEY: 'evt', INNGEST_SIGNING_KEY: 'signkey-test-0123456789abcdef' }));
    const res = await endpoint.GET(req('GET'), undefined);
    expect(res.status).not.toBe(404);
  });
});

describe('INNGEST_DEV', () => {
  it('is refused in production, where it would turn off the signature check', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', INNGEST_DEV: '1' })).toThrow(/INNGEST_DEV: refused in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', INNGEST_DEV: 'http://127.0.0.1:8288' })).toThrow(/INNGEST_DEV/);
  });

  it('is accepted in development, and `0` means off anywhere', () => {
    expect(loadConfig({ NODE_ENV: 'development', INNGEST_DEV: '1' }).INNGEST_DEV).toBe('1');
    expect(() => loadConfig({ NODE_ENV: 'production', INNGEST_DEV: '0' })).not.toThrow();
  });

  it('`0` leaves /api/inngest unserved', async () => {
    expect((await inngestEndpoint(loadConfig({ INNGEST_DEV: '0' })).GET(req('GET'), undefined)).status).toBe(404);
  });
});

/** A PUT over real HTTP with the Host header set as anyone may set it. */
function putWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}/api/inngest`, { method: 'PUT', headers: { host, 'content-type': 'application/json' } }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('an Inngest sync (PUT /api/inngest)', () => {
  const keys = { INNGEST_EVENT_KEY: 'evt', INNGEST_SIGNING_KEY: 'signkey-test-0123456789abcdef' };
  let inngestApi: Receiver;
  beforeAll(async () => {
    // Inngest's API: /fn/register records what the app declares about itself.
    inngestApi = await startReceiver(() => ({ status: 200, body: JSON.stringify({ ok: true }), headers: { 'content-type': 'application/json' } }));
  });
  afterAll(() => inngestApi.close());
  // Each case starts with the minute's syncs unused.
  beforeEach(async () => {
    await (await getDb()).delete(rateLimitCounters).where(eq(rateLimitCounters.bucket, SYNC_BUCKET));
  });

  const registered = () => inngestApi.requests.filter((r) => r.path.startsWith('/fn/register')).map((r) => JSON.parse(r.body) as {
    url: string; functions: { steps: Record<string, { runtime: { url: string } }> }[];
  });

  it.each([
    ['PUBLIC_BASE_URL', { PUBLIC_BASE_URL: 'https://switchboard.example.com/' }],
    ['INNGEST_SERVE_ORIGIN, before PUBLIC_BASE_URL', { PUBLIC_BASE_URL: 'https://www.example.com', INNGEST_SERVE_ORIGIN: 'https://switchboard.example.com' }],
  ])('registers the configured URL (%s) whatever Host the request names', async (_, origin) => {
    const client = new Inngest({ id: 'switchboard', eventKey: keys.INNGEST_EVENT_KEY, signingKey: keys.INNGEST_SIGNING_KEY, baseUrl: inngestApi.url });
    const server = await serveRoute(inngestEndpoint(loadConfig({ ...keys, ...origin }), client).PUT as never);
    try {
      const before = registered().length;
      for (const host of ['evil.example', 'switchboard.example.com.evil.example:8443']) {
        const res = await putWithHost(server.url, host);
        expect(res.status).toBe(200);
      }
      const syncs = registered().slice(before);
      expect(syncs).toHaveLength(2);
      for (const sync of syncs) {
        expect(sync.url).toBe('https://switchboard.example.com/api/inngest');
        for (const fn of sync.functions) {
          for (const step of Object.values(fn.steps)) expect(step.runtime.url).toMatch(/^https:\/\/switchboard\.example\.com\/api\/inngest\?/);
        }
      }
    } finally {
      await server.close();
    }
  });

  it(`answers at most ${SYNCS_PER_MINUTE} syncs a minute, then 429 with Retry-After and no call to Inngest`, async () => {
    const client = new Inngest({ id: 'switchboard', eventKey: keys.INNGEST_EVENT_KEY, signingKey: keys.INNGEST_SIGNING_KEY, baseUrl: inngestApi.url });
    const server = await serveRoute(inngestEndpoint(loadConfig({ ...keys, PUBLIC_BASE_URL: 'https://switchboard.example.com' }), client).PUT as never);
    try {
      const before = registered().length;
      const answers = [];
      for (let i = 0; i < SYNCS_PER_MINUTE + 2; i++) answers.push(await putWithHost(server.url, 'switchboard.example.com'));
      expect(answers.map((a) => a.status)).toEqual([...Array(SYNCS_PER_MINUTE).fill(200), 429, 429]);
      expect(JSON.parse(answers.at(-1)!.body)).toMatchObject({ error: 'rate_limited' });
      expect(registered().length - before).toBe(SYNCS_PER_MINUTE);
    } finally {
      await server.close();
    }
    // Retry-After says when the minute's count starts again.
    const refused = await inngestEndpoint(loadConfig({ ...keys, PUBLIC_BASE_URL: 'https://switchboard.example.com' }), client).PUT(new Request('https://switchboard.example.com/api/inngest', { method: 'PUT' }), undefined);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });
});
