import { NextRequest } from 'next/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/auth/[...nextauth]/route';
import { config, loadConfig } from '../config';
import { getDb } from '../db/client';
import { logger } from '../logger';
import { bootstrapAccount } from '../services/accounts/service';
import { AuthClient, serveAuthRoute } from '@/app/_testing/auth-client';
import { awayFromMinuteEdge } from '../testing/clock';

let seq = 0;
const unique = () => `${process.pid}-${Date.now().toString(36)}-${++seq}`;
let octet = 0;
const newAddress = () => `198.51.100.${(++octet % 250) + 1}`;

async function userWithPassword(password = 'right password') {
  const email = `signin-${unique()}@example.test`;
  await bootstrapAccount(await getDb(), { email, password, account_name: 'Sign-in Co' }, { withKey: false });
  return email;
}

afterEach(() => vi.restoreAllMocks());

// Settings live for the whole file: each test starts from the environment's limits, with no wait at a locked email.
beforeEach(() => {
  const fresh = loadConfig();
  config.SIGN_IN_PER_ADDRESS_PER_MINUTE = fresh.SIGN_IN_PER_ADDRESS_PER_MINUTE;
  config.SIGN_IN_PER_EMAIL_PER_HOUR = fresh.SIGN_IN_PER_EMAIL_PER_HOUR;
  config.SIGN_IN_LOCKED_DELAY_MS = 0;
});

describe('sign-in limits (failures per email, attempts per address, shared through PostgreSQL)', () => {
  it('past the email limit, an address that keeps failing gets 429 with Retry-After, even with the right password', async () => {
    await awayFromMinuteEdge(8_000);
    const email = await userWithPassword();
    const browser = new AuthClient(newAddress());
    const statuses: number[] = [];
    for (let i = 0; i < config.SIGN_IN_PER_EMAIL_PER_MINUTE + 4; i++) statuses.push((await browser.signIn(email, `wrong ${i}`)).status);
    // The limit's failures, then this address's one attempt of the minute at the locked email, then 429.
    expect(statuses.slice(0, config.SIGN_IN_PER_EMAIL_PER_MINUTE + 1).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(config.SIGN_IN_PER_EMAIL_PER_MINUTE + 1).every((s) => s === 429)).toBe(true);

    const right = await browser.signIn(email, 'right password');
    expect(right.status).toBe(429);
    expect(right.ok).toBe(false);
    expect(new URL(right.body.url!).searchParams.get('code')).toBe('rate_limited');
    expect(right.body.retry_after).toBeGreaterThan(0);
    expect(Number(right.headers!.get('retry-after'))).toBe(right.body.retry_after);
    expect(await browser.session()).toBeNull();
  });

  it('limits attempts per address whatever the emails', async () => {
    // A small limit, so the attempts fit in one minute on a busy machine.
    config.SIGN_IN_PER_ADDRESS_PER_MINUTE = 6;
    await awayFromMinuteEdge(8_000);
    const address = newAddress();
    const browser = new AuthClient(address);
    const statuses: number[] = [];
    for (let i = 0; i <= config.SIGN_IN_PER_ADDRESS_PER_MINUTE; i++) statuses.push((await browser.signIn(`nobody-${unique()}@example.test`, 'guess')).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    const email = await userWithPassword();
    expect((await new AuthClient(address).signIn(email, 'right password')).status).toBe(429);
    expect((await new AuthClient(newAddress()).signIn(email, 'right password')).ok).toBe(true);
  });

  it('counts a parallel burst before checking any password: from one address, the limit and one more reach the check', async () => {
    await awayFromMinuteEdge(8_000);
    const email = await userWithPassword();
    const warn = vi.spyOn(logger, 'warn');
    const browser = new AuthClient(newAddress());
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => browser.copy().signIn(email, `wrong ${i}`)));
    const checks = config.SIGN_IN_PER_EMAIL_PER_MINUTE + 1;
    expect(results.filter((r) => r.status === 200)).toHaveLength(checks);
    expect(results.filter((r) => r.status === 429)).toHaveLength(30 - checks);
    const checked = warn.mock.calls.filter(([, f]) => (f as { reason?: string })?.reason === 'wrong_credentials');
    expect(checked).toHaveLength(checks);
  });

  it('strangers failing from many addresses cannot keep the owner out', async () => {
    config.SIGN_IN_PER_EMAIL_PER_HOUR = 8;
    await awayFromMinuteEdge(8_000);
    const email = await userWithPassword();
    for (let i = 0; i < config.SIGN_IN_PER_EMAIL_PER_HOUR + 5; i++) await new AuthClient(newAddress()).signIn(email, `wrong ${i}`);
    const owner = new AuthClient(newAddress());
    const signedIn = await owner.signIn(email, 'right password');
    expect(signedIn.ok).toBe(true);
    expect(await owner.session()).toMatchObject({ user: { id: expect.any(String) } });
  });

  it('lets the right password through after the delay once the email is locked, and still refuses a wrong one', async () => {
    await awayFromMinuteEdge(8_000);
    const email = await userWithPassword();
    const attacker = new AuthClient(newAddress());
    for (let i = 0; i <= config.SIGN_IN_PER_EMAIL_PER_MINUTE; i++) await attacker.signIn(email, `wrong ${i}`);
    config.SIGN_IN_LOCKED_DELAY_MS = 300;
    const stranger = await new AuthClient(newAddress()).signIn(email, 'another guess');
    expect(stranger).toMatchObject({ status: 200, ok: false });
    const started = Date.now();
    const owner = await new AuthClient(newAddress()).signIn(email, 'right password');
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(owner.ok).toBe(true);
  });

  it('counts the email next-auth signs in with, not the first of repeated fields', async () => {
    await awayFromMinuteEdge(8_000);
    const email = await userWithPassword();
    const browser = new AuthClient(newAddress());
    const decoyFirst = (password: string) => (csrfToken: string) =>
      new URLSearchParams([['csrfToken', csrfToken], ['email', `decoy-${unique()}@example.test`], ['email', email], ['password', password]]).toString();
    const statuses: number[] = [];
    for (let i = 0; i < config.SIGN_IN_PER_EMAIL_PER_MINUTE + 2; i++) statuses.push((await browser.signInWith(decoyFirst(`wrong ${i}`))).status);
    expect(statuses.at(-1)).toBe(429);
    expect((await browser.signInWith(decoyFirst('right password'))).status).toBe(429);
  });

  it('counts the email of a JSON body', async () => {
    await awayFromMinuteEdge(8_000);
    const email = await userWithPassword();
    const browser = new AuthClient(newAddress());
    const json = (password: string) => (csrfToken: string) => JSON.stringify({ csrfToken, email, password });
    const statuses: number[] = [];
    for (let i = 0; i < config.SIGN_IN_PER_EMAIL_PER_MINUTE + 2; i++) {
      statuses.push((await browser.signInWith(json(`wrong ${i}`), { 'content-type': 'application/json' })).status);
    }
    expect(statuses.slice(0, config.SIGN_IN_PER_EMAIL_PER_MINUTE + 1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await browser.signInWith(json('right password'), { 'content-type': 'application/json' })).status).toBe(429);
  });

  it('logs refused sign-ins with a digest of the email and the address, never the email itself', async () => {
    await awayFromMinuteEdge(8_000);
    const email = await userWithPassword();
    const address = newAddress();
    const warn = vi.spyOn(logger, 'warn');
    await new AuthClient(address).signIn(email, 'wrong password');
    const refused = warn.mock.calls.filter(([msg]) => msg === 'sign-in refused');
    expect(refused).toHaveLength(1);
    const fields = refused[0][1] as Record<string, unknown>;
    expect(fields).toMatchObject({ reason: 'wrong_credentials', address, email_digest: expect.stringMatching(/^[0-9a-f]{24}$/) });
    expect(JSON.stringify(fields)).not.toContain(email);
    expect(JSON.stringify(fields)).not.toContain(email.split('@')[0]);
    // The same email gives the same digest, whatever its case, so refusals can be grouped.
    await new AuthClient(address).signIn(email.toUpperCase(), 'wrong again');
    const again = warn.mock.calls.filter(([msg]) => msg === 'sign-in refused').at(-1)![1] as Record<string, unknown>;
    expect(again.email_digest).toBe(fields.email_digest);
  });
});

describe('sign-in over real HTTP', () => {
  let server: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    server = await serveAuthRoute();
  });
  afterAll(() => server.close());

  it("counts the socket's address, whatever X-Forwarded-For a client sends", async () => {
    config.SIGN_IN_PER_ADDRESS_PER_MINUTE = 6;
    await awayFromMinuteEdge(8_000);
    const warn = vi.spyOn(logger, 'warn');
    const browser = AuthClient.overHttp(server.url);
    const statuses: number[] = [];
    for (let i = 0; i <= config.SIGN_IN_PER_ADDRESS_PER_MINUTE; i++) {
      const forged = { 'x-forwarded-for': `10.7.${i}.1` };
      statuses.push((await browser.signIn(`nobody-${unique()}@example.test`, 'guess', forged)).status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const addresses = warn.mock.calls.filter(([msg]) => msg === 'sign-in refused').map(([, f]) => (f as { address?: string }).address);
    expect(new Set(addresses)).toEqual(new Set(['127.0.0.1']));
  });
});

describe('next-auth request bodies', () => {
  const big = 'email=a%40b.c&password=' + 'x'.repeat(2 * 1024 * 1024);

  it('refuses a body over the cap with 413, by its Content-Length', async () => {
    const res = await POST(new NextRequest('http://localhost:3000/api/auth/callback/credentials', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': newAddress() },
      body: big,
    }));
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe('payload_too_large');
  });

  it('refuses a streamed body without a length once it passes the cap, without reading the rest', async () => {
    let pulled = 0;
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    const stream = new ReadableStream<Uint8Array>({
      pull(c) {
        pulled++;
        if (pulled > 1000) c.close();
        else c.enqueue(chunk);
      },
    });
    const init = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: stream, duplex: 'half' };
    const res = await POST(new NextRequest('http://localhost:3000/api/auth/signout', init as ConstructorParameters<typeof NextRequest>[1]));
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(10);
  });
});
