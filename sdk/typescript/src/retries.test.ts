import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSwitchboardClient } from './client.js';

// The client's retries against a real HTTP server on loopback: what it sends again, how long it waits, and where
// it stops. The server answers each request with the next planned answer of its path and records what it got.

type Planned = { status: number; headers?: Record<string, string>; body?: unknown };
const plans = new Map<string, Planned[]>();
const seen: { method: string; path: string; key: string | undefined; at: number }[] = [];

const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const path = req.url ?? '/';
    seen.push({ method: req.method!, path, key: req.headers['idempotency-key'] as string | undefined, at: Date.now() });
    const next = plans.get(path)?.shift() ?? { status: 200, body: {} };
    res.writeHead(next.status, { 'content-type': 'application/json', ...next.headers });
    res.end(JSON.stringify(next.body ?? {}));
  });
});
let baseUrl: string;
beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => {
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  resolve();
})));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const unavailable = (retryAfter: string): Planned => ({
  status: 503, headers: { 'retry-after': retryAfter }, body: { error: 'service_unavailable', message: 'later', request_id: 'r' },
});
const callBody = { agent_id: 1, phone_number: '+14155550123', purpose: 'informational' as const };

function plan(path: string, answers: Planned[]) {
  plans.set(path, answers);
  seen.length = 0;
}

describe('retries over HTTP', () => {
  it('sends a keyed write again after 503 and 429, waiting what Retry-After asks, with the same key', async () => {
    plan('/api/v1/calls', [unavailable('1'), { status: 429, headers: { 'retry-after': '0' }, body: { error: 'rate_limited' } }, { status: 201, body: { id: 7 } }]);
    const client = createSwitchboardClient({ baseUrl, apiKey: 'k', retries: 3 });
    const { response, data } = await client.POST('/api/v1/calls', { body: callBody });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({ id: 7 });
    expect(seen).toHaveLength(3);
    expect(new Set(seen.map((s) => s.key)).size).toBe(1);
    expect(seen[0].key).toBeTruthy();
    expect(seen[1].at - seen[0].at).toBeGreaterThanOrEqual(950);
  });

  it('honours a Retry-After given as a date', async () => {
    plan('/api/v1/agents', [unavailable(new Date(Date.now() + 1_500).toUTCString()), { status: 200, body: { agents: [] } }]);
    const client = createSwitchboardClient({ baseUrl, apiKey: 'k' });
    const { response } = await client.GET('/api/v1/agents');
    expect(response.status).toBe(200);
    expect(seen.map((s) => s.method)).toEqual(['GET', 'GET']);
    expect(seen[1].at - seen[0].at).toBeGreaterThanOrEqual(400);
  });

  it('stops after its bound and answers the last 503', async () => {
    plan('/api/v1/agents', [unavailable('0'), unavailable('0'), unavailable('0'), unavailable('0')]);
    const client = createSwitchboardClient({ baseUrl, apiKey: 'k', retries: 2 });
    const { response, error } = await client.GET('/api/v1/agents');
    expect(response.status).toBe(503);
    expect(error).toMatchObject({ error: 'service_unavailable' });
    expect(seen).toHaveLength(3);
  });

  it('never sends again a POST without a key, and sends a DELETE without one again (it is idempotent)', async () => {
    plan('/api/v1/calls', [unavailable('0'), { status: 201, body: { id: 1 } }]);
    const noKeys = createSwitchboardClient({ baseUrl, apiKey: 'k', idempotencyKeys: false });
    expect((await noKeys.POST('/api/v1/calls', { body: callBody })).response.status).toBe(503);
    expect(seen).toHaveLength(1);
    expect(seen[0].key).toBeUndefined();

    plan('/api/v1/phone-numbers/5', [unavailable('0'), { status: 200, body: { deleted: true } }]);
    const res = await noKeys.DELETE('/api/v1/phone-numbers/{id}', { params: { path: { id: 5 } } });
    expect(res.response.status).toBe(200);
    expect(seen.map((s) => [s.method, s.key])).toEqual([['DELETE', undefined], ['DELETE', undefined]]);
  });

  it('waits out a keyed request whose first attempt still holds its key (409 with Retry-After), but not another 409', async () => {
    const inUse: Planned = { status: 409, headers: { 'retry-after': '0' }, body: { error: 'idempotency_key_in_use', message: 'running', request_id: 'r' } };
    plan('/api/v1/calls', [inUse, { status: 201, body: { id: 9 } }]);
    const client = createSwitchboardClient({ baseUrl, apiKey: 'k' });
    expect((await client.POST('/api/v1/calls', { body: callBody })).data).toMatchObject({ id: 9 });
    expect(seen).toHaveLength(2);

    plan('/api/v1/calls', [{ status: 409, body: { error: 'call_not_cancelable', message: 'no', request_id: 'r' } }, { status: 201, body: {} }]);
    expect((await client.POST('/api/v1/calls', { body: callBody })).response.status).toBe(409);
    expect(seen).toHaveLength(1);
  });
});
