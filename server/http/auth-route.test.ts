import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/auth/[...nextauth]/route';
import { config } from '../config';
import { getDb } from '../db/client';
import { logger } from '../logger';
import { bootstrapAccount } from '../services/accounts/service';
import { AuthClient } from '@/app/_testing/auth-client';
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

describe('sign-in limits (per email and per address, shared through PostgreSQL)', () => {
  it('refuses the right password after 120 wrong ones, with 429 and Retry-After', async () => {
    await awayFromMinuteEdge(8_000);
    const email = await userWithPassword();
    const browser = new AuthClient(newAddress());
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++) statuses.push((await browser.signIn(email, `wrong ${i}`)).status);
    // The first attempts reach the password check (and fail); the rest are refused before it.
    expect(statuses.slice(0, config.SIGN_IN_PER_EMAIL_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(config.SIGN_IN_PER_EMAIL_PER_MINUTE).every((s) => s === 429)).toBe(true);

    const right = await browser.signIn(email, 'right password');
    expect(right.status).toBe(429);
    expect(right.ok).toBe(false);
    expect(new URL(right.body.url!).searchParams.get('code')).toBe('rate_limited');
    expect((right.body as { retry_after?: number }).retry_after).toBeGreaterThan(0);
    expect(await browser.session()).toBeNull();
    // Another address is held back too: the limit is the email's, not the browser's.
    expect((await new AuthClient(newAddress()).signIn(email, 'right password')).status).toBe(429);
  });

  it('limits attempts per address whatever the emails', async () => {
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

  it('counts a parallel burst before checking any password: at most the limit reaches the check', async () => {
    await awayFromMinuteEdge(8_000);
    const email = await userWithPassword();
    const warn = vi.spyOn(logger, 'warn');
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => new AuthClient(newAddress()).signIn(email, `wrong ${i}`)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(config.SIGN_IN_PER_EMAIL_PER_MINUTE);
    expect(results.filter((r) => r.status === 429)).toHaveLength(30 - config.SIGN_IN_PER_EMAIL_PER_MINUTE);
    const checked = warn.mock.calls.filter(([, f]) => (f as { reason?: string })?.reason === 'wrong_credentials');
    expect(checked).toHaveLength(config.SIGN_IN_PER_EMAIL_PER_MINUTE);
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
