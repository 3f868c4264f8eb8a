import { describe, expect, it } from 'vitest';
import { createSwitchboardClient } from './client.js';

// The client's own behaviour over a recording fetch: the key, the idempotency keys it makes, and which failures
// it sends again (with the same key, so the server answers the retry from the first attempt).

type Step = Response | Error;

function recorder(steps: Step[]) {
  const seen: { method: string; url: string; auth: string | null; key: string | null; body: string }[] = [];
  const fetch = async (request: Request) => {
    seen.push({
      method: request.method,
      url: request.url,
      auth: request.headers.get('Authorization'),
      key: request.headers.get('Idempotency-Key'),
      body: await request.text(),
    });
    const step = steps.shift() ?? new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    if (step instanceof Error) throw step;
    return step;
  };
  return { seen, fetch };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const created = () => json(201, { id: 1, call_id: 'c_1', status: 'queued' });
const callBody = { agent_id: 1, phone_number: '+14155550123', purpose: 'informational' as const };

describe('createSwitchboardClient', () => {
  it('sends the key as a bearer token to the base URL, a GET without an idempotency key', async () => {
    const { seen, fetch } = recorder([json(200, { agents: [] })]);
    const client = createSwitchboardClient({ baseUrl: 'https://sb.example.com/', apiKey: 'sk_live_x', fetch });
    const { data } = await client.GET('/api/v1/agents');
    expect(data).toEqual({ agents: [] });
    expect(seen).toEqual([{ method: 'GET', url: 'https://sb.example.com/api/v1/agents', auth: 'Bearer sk_live_x', key: null, body: '' }]);
  });

  it('gives each placed call a key of its own, and a retry after a network failure or a 503 the same key and body', async () => {
    const { seen, fetch } = recorder([new TypeError('fetch failed'), json(503, { error: 'unavailable' }, { 'Retry-After': '0' }), created(), created()]);
    const client = createSwitchboardClient({ baseUrl: 'https://sb.example.com', apiKey: 'k', fetch });
    const first = await client.POST('/api/v1/calls', { body: callBody });
    expect(first.response.status).toBe(201);
    expect(seen).toHaveLength(3);
    expect(seen[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(seen.map((s) => s.key)).size).toBe(1);
    expect(new Set(seen.map((s) => s.body))).toEqual(new Set([JSON.stringify(callBody)]));

    await client.POST('/api/v1/calls', { body: callBody });
    expect(seen).toHaveLength(4);
    expect(seen[3].key).not.toBe(seen[0].key);
  });

  it('keeps a key the caller gives', async () => {
    const { seen, fetch } = recorder([created()]);
    const client = createSwitchboardClient({ baseUrl: 'https://sb.example.com', apiKey: 'k', fetch });
    await client.POST('/api/v1/calls', { body: callBody, params: { header: { 'Idempotency-Key': 'order-42' } } });
    expect(seen.map((s) => s.key)).toEqual(['order-42']);
  });

  it('stops after its retries and answers the last failure', async () => {
    const { seen, fetch } = recorder([json(502, {}), json(502, {}), json(502, {}), created()]);
    const client = createSwitchboardClient({ baseUrl: 'https://sb.example.com', apiKey: 'k', fetch, retries: 2 });
    const { response } = await client.POST('/api/v1/calls', { body: callBody });
    expect(response.status).toBe(502);
    expect(seen).toHaveLength(3);
  });

  it('never sends a write again without a key, nor answers to a client error', async () => {
    const noKeys = recorder([new TypeError('fetch failed'), created()]);
    const client = createSwitchboardClient({ baseUrl: 'https://sb.example.com', apiKey: 'k', fetch: noKeys.fetch, idempotencyKeys: false });
    await expect(client.POST('/api/v1/calls', { body: callBody })).rejects.toThrow('fetch failed');
    expect(noKeys.seen).toHaveLength(1);
    expect(noKeys.seen[0].key).toBeNull();

    const refused = recorder([json(402, { error: 'insufficient_funds', message: 'No money.', request_id: 'r' }), created()]);
    const keyed = createSwitchboardClient({ baseUrl: 'https://sb.example.com', apiKey: 'k', fetch: refused.fetch });
    const { error } = await keyed.POST('/api/v1/calls', { body: callBody });
    expect(error).toMatchObject({ error: 'insufficient_funds' });
    expect(refused.seen).toHaveLength(1);
  });
});
