import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { config } from '../config';
import { getDb } from '../db/client';
import { logger } from '../logger';
import { apiKeys } from '../db/schema';
import { revokeApiKey, createApiKeyForUser } from '../services/accounts/service';
import { keyWith, newAccount } from '../testing/fixtures';
import { callRoute } from '../testing/http';
import { GET as notFoundGET, POST as notFoundPOST } from '../../app/api/[...path]/route';
import { AppError, required } from '../errors';
import { apiRoute } from './handler';
import { clearRateLimits } from '../db/rate-limit';
import { awayFromMinuteEdge } from '../testing/clock';
import { PEER_HEADER, peerHeaderValue } from '../auth/peer-address';

const writes: unknown[] = [];
const echo = apiRoute(
  {
    permission: 'can_write_contacts',
    body: z.object({
      name: required(z.string().min(1), 'missing_first_name'),
      count: z.number().int().optional(),
      items: z.array(z.object({ n: z.number() })).optional(),
    }),
    status: 201,
  },
  async ({ body }) => {
    writes.push(body);
    return { received: body };
  },
);
const boom = apiRoute({ permission: 'can_read_agents' }, async () => {
  throw new Error('secret SQL text: select * from users');
});
const teapot = apiRoute({ permission: 'can_read_agents' }, async () => {
  throw new AppError('insufficient_funds', 'I am a teapot', { extra: { extra_field: 7 } });
});
const post = (key: string | null, init: { body?: unknown; rawBody?: string; headers?: Record<string, string> }) =>
  callRoute(echo, { method: 'POST', path: '/x', key, ...init });

afterEach(async () => {
  vi.restoreAllMocks();
  config.RATE_LIMIT_PER_MINUTE = 600;
  config.AUTH_FAILURES_PER_MINUTE = 30;
  await clearRateLimits(await getDb());
  writes.length = 0;
});

describe('the REST handler wrapper', () => {
  it('parses a JSON object whatever the Content-Type and answers the declared status', async () => {
    const { key } = await newAccount();
    const res = await post(key, { rawBody: '{"name":"a","unknown":1}', headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ received: { name: 'a' } });
  });

  it.each([
    ['broken JSON', '{"name": '],
    ['an array', '[1,2]'],
    ['a string', '"hello"'],
    ['null', 'null'],
    ['an empty body', ''],
  ])('answers 400 invalid_json for %s and writes nothing', async (_, rawBody) => {
    const { key } = await newAccount();
    const res = await post(key, { rawBody });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_json');
    expect(writes).toHaveLength(0);
  });

  it('answers 413 payload_too_large for a body over 1 MiB, declared or streamed', async () => {
    const { key } = await newAccount();
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024) });
    const declared = await post(key, { rawBody: big });
    expect(declared.status).toBe(413);
    expect(declared.body.error).toBe('payload_too_large');

    const stream = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode(big));
        c.close();
      },
    });
    const req = new Request('http://localhost/x', {
      method: 'POST',
      headers: { authorization: `Bearer ${key}` },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    const res = await echo(req);
    expect(res.status).toBe(413);
    expect(writes).toHaveLength(0);
  });

  it('answers the field-specific code for a missing required field', async () => {
    const { key } = await newAccount();
    for (const body of [{}, { name: null }, { name: '  ' }]) {
      const res = await post(key, { body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'missing_first_name', message: 'name is required.' });
    }
  });

  it('answers 400 validation_error with dotted detail paths for wrong types', async () => {
    const { key } = await newAccount();
    const res = await post(key, { body: { name: 'a', count: 'three', items: [{ n: 1 }, { n: 'x' }] } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_error');
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { path: 'count', message: expect.any(String) },
        { path: 'items.1.n', message: expect.any(String) },
      ]),
    );
    expect(writes).toHaveLength(0);
  });

  it.each([
    ['NUL in a field', '{"name":"a\\u0000b"}', 'name', /NUL/],
    ['an unpaired surrogate in a field', '{"name":"a\\ud800"}', 'name', /unpaired surrogate/],
    ['NUL in a key of a nested object', '{"name":"a","items":[{"n":1,"k\\u0000":2}]}', 'items.0', /NUL/],
    ['nesting beyond 32 levels', `{"name":"a","deep":${'['.repeat(6000)}${']'.repeat(6000)}}`, 'deep', /nested deeper than 32/],
  ])('answers 400 validation_error naming the field for %s, and writes nothing', async (_, rawBody, path, message) => {
    const { key } = await newAccount();
    const res = await post(key, { rawBody });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_error');
    expect(res.body.details[0].path.startsWith(path)).toBe(true);
    expect(res.body.details[0].message).toMatch(message);
    expect(writes).toHaveLength(0);
  });

  it('keeps the required fields\' own codes first', async () => {
    const { key } = await newAccount();
    const res = await post(key, { rawBody: '{"items":[{"n":"\\u0000"}]}' });
    expect(res.body.error).toBe('missing_first_name');
  });

  it('checks auth, then permission, then the body', async () => {
    const acct = await newAccount();
    expect((await post(null, { rawBody: '{' })).body.error).toBe('authentication_required');
    expect((await post('sk_live_wrong', { rawBody: '{' })).body.error).toBe('invalid_key');
    const readOnly = await keyWith(acct.userId, ['can_read_agents']);
    const denied = await post(readOnly, { rawBody: '{' });
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('permission_denied');
  });

  it('refuses revoked and expired keys with invalid_key, at once', async () => {
    const acct = await newAccount();
    const db = await getDb();
    const { key_id, api_key } = await createApiKeyForUser(db, acct.userId, { name: 'temp' });
    expect((await post(api_key, { body: { name: 'a' } })).status).toBe(201);
    await revokeApiKey(db, key_id);
    const revoked = await post(api_key, { body: { name: 'a' } });
    expect(revoked.status).toBe(401);
    expect(revoked.body.error).toBe('invalid_key');

    // Made a moment before its expiry, which has passed since.
    const expired = await createApiKeyForUser(db, acct.userId, { name: 'old', expires_at: new Date(Date.now() - 1000) }, new Date(Date.now() - 2000));
    expect((await post(expired.api_key, { body: { name: 'a' } })).body.error).toBe('invalid_key');
  });

  it('records last use at most once a minute', async () => {
    const acct = await newAccount();
    const db = await getDb();
    const { key_id, api_key } = await createApiKeyForUser(db, acct.userId, { name: 'touch' });
    const lastUsed = async () => (await db.select().from(apiKeys).where(eq(apiKeys.id, key_id)))[0].lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await post(api_key, { body: { name: 'a' } });
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await post(api_key, { body: { name: 'a' } });
    expect((await lastUsed())!.getTime()).toBe(first!.getTime());
  });

  it('echoes a valid X-Request-Id and makes one otherwise', async () => {
    const { key } = await newAccount();
    const mine = await post(key, { body: { name: 'a' }, headers: { 'x-request-id': 'client-123' } });
    expect(mine.headers.get('x-request-id')).toBe('client-123');
    const bad = await post(key, { body: { name: 'a' }, headers: { 'x-request-id': 'has spaces and /slashes' } });
    expect(bad.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{12}[0-9a-z]{6,}$/);
    const next = await post(key, { body: { name: 'a' } });
    expect(next.headers.get('x-request-id')).toMatch(/^req_/);
    expect(next.headers.get('x-request-id')).not.toBe(bad.headers.get('x-request-id'));
    const err = await post(null, { body: {}, headers: { 'x-request-id': 'abc' } });
    expect(err.body.request_id).toBe('abc');
  });

  it('rate-limits per key with RateLimit headers and 429 rate_limited + Retry-After', async () => {
    const a = await newAccount();
    const b = await newAccount();
    config.RATE_LIMIT_PER_MINUTE = 3;
    await awayFromMinuteEdge();
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await post(a.key, { body: { name: 'a' } }));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 429]);
    expect(results.map((r) => r.headers.get('ratelimit-remaining'))).toEqual(['2', '1', '0', '0']);
    expect(results[0].headers.get('ratelimit-limit')).toBe('3');
    expect(Number(results[3].headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    expect(results[3].body.error).toBe('rate_limited');
    expect(Number(results[3].headers.get('retry-after'))).toBeGreaterThan(0);
    expect(writes).toHaveLength(3);
    // Another key has its own budget.
    expect((await post(b.key, { body: { name: 'b' } })).status).toBe(201);
  });

  it('limits failed authentications per client address, for every key from it, until the minute ends', async () => {
    const { key } = await newAccount();
    config.AUTH_FAILURES_PER_MINUTE = 2;
    await awayFromMinuteEdge();
    const from = (address: string, k: string) => post(k, { body: { name: 'a' }, headers: { [PEER_HEADER]: peerHeaderValue(address) } });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await from('198.51.100.7', 'sk_live_guess' + i)).status);
    expect(statuses).toEqual([401, 401, 429]);
    const blocked = await from('198.51.100.7', key);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe('rate_limited');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(writes).toHaveLength(0);
    // Another address, and the same one as an IPv4-mapped IPv6 address of another host, are not limited.
    expect((await from('198.51.100.8', key)).status).toBe(201);
    expect((await from('::ffff:198.51.100.6', key)).status).toBe(201);
    expect((await from('::ffff:198.51.100.7', key)).status).toBe(429);
    // A request whose address is unknown is limited by its key alone.
    expect((await post(key, { body: { name: 'a' } })).status).toBe(201);
  });

  it('turns unexpected errors into 500 server_error without leaking them, and logs them with the request id', async () => {
    const { key } = await newAccount();
    // The log line is captured rather than printed: the error is the point of the test, not a failure of it.
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const res = await callRoute(boom, { key });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: 'server_error', message: expect.any(String), request_id: expect.any(String) });
    expect(res.text).not.toContain('SQL');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith('unexpected error', expect.objectContaining({
      request_id: (res.body as { request_id: string }).request_id,
      error_class: 'Error',
      err: expect.objectContaining({ message: 'secret SQL text: select * from users' }),
    }));
  });

  it('renders AppError extra fields at the top level of the error body', async () => {
    const { key } = await newAccount();
    const res = await callRoute(teapot, { key });
    expect(res.status).toBe(402);
    expect(res.body).toEqual({ error: 'insufficient_funds', message: 'I am a teapot', extra_field: 7, request_id: expect.any(String) });
  });
});

describe('unknown paths under /api', () => {
  it('answer a JSON 404 for any method', async () => {
    for (const handler of [notFoundGET, notFoundPOST]) {
      const res = await callRoute(handler as never, { method: handler === notFoundGET ? 'GET' : 'POST', path: '/api/v1/nothing-here' });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: 'not_found', message: expect.stringContaining('/api/v1/nothing-here') });
      expect(res.headers.get('x-request-id')).toBeTruthy();
    }
  });
});
