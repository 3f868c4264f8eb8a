import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { config } from '../config';
import { getDb } from '../db/client';
import { users } from '../db/schema';
import { clientAddress } from '../auth/client-address';
import { PEER_HEADER, peerHeaderValue, recordPeerAddresses } from '../auth/peer-address';
import { newAccount } from '../testing/fixtures';
import { awayFromMinuteEdge } from '../testing/clock';
import { serveRoute } from '../testing/route-server';
import { handleTrpcRequest } from './http-handler';
import type { TrpcContext } from './init';

let seq = 0;
const email = () => `signup-${process.pid}-${Date.now().toString(36)}-${++seq}@example.test`;
let octet = 0;
const newAddress = () => `192.0.2.${(++octet % 250) + 1}`;

/** The endpoint as the browser reaches it; the session is given (no cookie to decode here). */
async function post(path: string, body: unknown, opts: { address?: string; userId?: number; raw?: string; method?: string; headers?: Record<string, string> } = {}) {
  const db = await getDb();
  const context = async ({ req }: { req: Request }): Promise<TrpcContext> => ({
    db, session: opts.userId ? { userId: opts.userId } : null, address: clientAddress(req),
  });
  const get = opts.method === 'GET';
  const req = new Request(`http://localhost/api/trpc/${path}`, {
    method: opts.method ?? 'POST',
    headers: { ...(!get && { 'content-type': 'application/json' }), [PEER_HEADER]: peerHeaderValue(opts.address ?? newAddress()), ...opts.headers },
    body: get ? undefined : (opts.raw ?? JSON.stringify(body)),
  });
  const res = await handleTrpcRequest(req, context);
  return { status: res.status, body: await res.json() };
}

const signUpInput = (address: string) => ({ json: { email: address, password: 'correct horse battery', account_name: 'Batch Co' } });

describe('the tRPC endpoint', () => {
  it('refuses a signed-in mutation from another site even when X-Forwarded-Host names that site', async () => {
    const acct = await newAccount();
    const headers = { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' };
    const res = await post('apiKeys.create', { json: { name: 'stolen' } }, { userId: acct.userId, headers });
    expect(res.status).toBe(403);
    expect(res.body.error.data).toMatchObject({ apiCode: 'cross_site_request' });
    const own = await post('apiKeys.create', { json: { name: 'mine' } }, { userId: acct.userId, headers: { origin: 'http://localhost' } });
    expect(own.status).toBe(200);
  });

  it("limits each signed-in user's procedures per minute, as an API key's requests are", async () => {
    const limit = config.SESSION_RATE_LIMIT_PER_MINUTE;
    config.SESSION_RATE_LIMIT_PER_MINUTE = 3;
    try {
      const [a, b] = [await newAccount(), await newAccount()];
      await awayFromMinuteEdge();
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await post('auth.me', undefined, { userId: a.userId, method: 'GET' })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await post('wallet.balance', undefined, { userId: a.userId, method: 'GET' });
      expect(refused.body.error.json.data).toMatchObject({ apiCode: 'rate_limited', httpStatus: 429, extra: { retry_after: expect.any(Number) } });
      expect(refused.body.error.json.message).toMatch(/More than 3 requests this minute; retry in \d+ seconds/);
      // Another user's count is their own.
      expect((await post('auth.me', undefined, { userId: b.userId, method: 'GET' })).status).toBe(200);
    } finally {
      config.SESSION_RATE_LIMIT_PER_MINUTE = limit;
    }
  });

  it('refuses one batched request of 30 anonymous sign-ups whole, creating no account', async () => {
    const emails = Array.from({ length: 30 }, email);
    const body = Object.fromEntries(emails.map((e, i) => [String(i), signUpInput(e)]));
    const res = await post(`${Array(30).fill('auth.signUp').join(',')}?batch=1`, body);
    expect(res.status).toBe(400);
    expect(res.body.error.data.apiCode).toBe('batch_not_allowed');
    const db = await getDb();
    expect(await db.select({ id: users.id }).from(users).where(inArray(users.email, emails))).toHaveLength(0);
  });

  it('refuses an anonymous procedure hidden in a batch of signed-in ones', async () => {
    const acct = await newAccount();
    const res = await post('auth.me,auth.signUp?batch=1', { 0: { json: null }, 1: signUpInput(email()) }, { userId: acct.userId });
    expect(res.status).toBe(400);
  });

  it('still batches signed-in procedures, and serves a lone sign-up sent as a batch of one', async () => {
    const acct = await newAccount();
    const input = encodeURIComponent(JSON.stringify({ 0: { json: null }, 1: { json: null } }));
    const batch = await post(`auth.me,wallet.balance?batch=1&input=${input}`, undefined, { userId: acct.userId, method: 'GET' });
    expect(batch.status).toBe(200);
    expect(batch.body).toHaveLength(2);
    const one = await post('auth.signUp?batch=1', { 0: signUpInput(email()) });
    expect(one.status).toBe(200);
  });

  it('limits sign-ups per address (429 rate_limited), counted in PostgreSQL', async () => {
    const address = newAddress();
    for (let i = 0; i < config.SIGN_UPS_PER_ADDRESS_PER_HOUR; i++) {
      expect((await post('auth.signUp', signUpInput(email()), { address })).status).toBe(200);
    }
    const refused = email();
    const res = await post('auth.signUp', signUpInput(refused), { address });
    expect(res.status).toBe(429);
    expect(res.body.error.json.data.apiCode).toBe('rate_limited');
    const db = await getDb();
    expect(await db.select({ id: users.id }).from(users).where(inArray(users.email, [refused]))).toHaveLength(0);
    expect((await post('auth.signUp', signUpInput(email()), { address: newAddress() })).status).toBe(200);
  });

  it("limits sign-ups by the socket's address over real HTTP, whatever X-Forwarded-For a client sends", async () => {
    recordPeerAddresses();
    const db = await getDb();
    const context = async ({ req }: { req: Request }): Promise<TrpcContext> => ({ db, session: null, address: clientAddress(req) });
    const server = await serveRoute((req) => handleTrpcRequest(req, context));
    try {
      const statuses = [];
      for (let i = 0; i <= config.SIGN_UPS_PER_ADDRESS_PER_HOUR; i++) {
        const res = await fetch(`${server.url}/api/trpc/auth.signUp`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.8.${i}.1` },
          body: JSON.stringify(signUpInput(email())),
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await server.close();
    }
  });

  it('refuses a body over 1 MiB with 413 before tRPC parses it', async () => {
    await awayFromMinuteEdge();
    const raw = JSON.stringify({ json: { email: email(), password: 'x'.repeat(2 * 1024 * 1024), account_name: 'Big' } });
    const res = await post('auth.signUp', undefined, { raw });
    expect(res.status).toBe(413);
    expect(res.body.error.data.apiCode).toBe('payload_too_large');
  });
});
