import { describe, expect, it } from 'vitest';
import { fromAnotherSite } from '../http/cross-site';
import { rejectCrossSite } from './same-origin';

const req = (method: string, headers: Record<string, string>) =>
  new Request('http://app.example/api/trpc/x', { method, headers: { host: 'app.example', ...headers }, body: method === 'GET' ? undefined : '{}' });

describe('rejectCrossSite', () => {
  it.each([
    ['GET, any origin', 'GET', { origin: 'https://evil.example' }, null],
    ['JSON POST from the same origin', 'POST', { 'content-type': 'application/json', origin: 'http://app.example', 'sec-fetch-site': 'same-origin' }, null],
    ['JSON POST from a non-browser client', 'POST', { 'content-type': 'application/json' }, null],
    ['form POST', 'POST', { 'content-type': 'application/x-www-form-urlencoded' }, 415],
    ['text POST', 'POST', { 'content-type': 'text/plain' }, 415],
    ['POST without a type', 'POST', {}, 415],
    ['JSON POST from another site', 'POST', { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }, 403],
    ['JSON POST with a foreign Origin', 'POST', { 'content-type': 'application/json', origin: 'https://evil.example' }, 403],
    ['JSON POST from a sibling subdomain', 'POST', { 'content-type': 'application/json', 'sec-fetch-site': 'same-site' }, 403],
    // X-Forwarded-Host is the sender's to write: naming the foreign host there does not make it this site.
    ['JSON POST with a foreign Origin and X-Forwarded-Host naming it', 'POST', { 'content-type': 'application/json', origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' }, 403],
    ['JSON POST from the same origin behind a proxy', 'POST', { 'content-type': 'application/json', origin: 'http://app.example', 'x-forwarded-host': 'proxy.internal' }, null],
  ])('%s', (_name, method, headers, status) => {
    const res = rejectCrossSite(req(method, headers as Record<string, string>));
    expect(res?.status ?? null).toBe(status);
  });
});

describe('fromAnotherSite with PUBLIC_BASE_URL', () => {
  const at = (host: string, headers: Record<string, string>) => new Request(`http://${host}/api/trpc/x`, { method: 'POST', headers: { host, ...headers } });
  const production = { PUBLIC_BASE_URL: 'https://switchboard.example.com/', NODE_ENV: 'production' } as const;
  const development = { PUBLIC_BASE_URL: 'http://localhost:3000', NODE_ENV: 'development' } as const;

  it.each([
    ['the public origin, whatever Host the proxy passes', production, at('10.0.0.7:3000', { origin: 'https://switchboard.example.com' }), false],
    ['a foreign origin that X-Forwarded-Host names', production, at('10.0.0.7:3000', { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' }), true],
    ['a foreign origin that the Host names, in production', production, at('evil.example', { origin: 'https://evil.example' }), true],
    ['the public host over another scheme', production, at('switchboard.example.com', { origin: 'http://switchboard.example.com' }), true],
    ['a development server opened at 127.0.0.1 while configured as localhost', development, at('127.0.0.1:3000', { origin: 'http://127.0.0.1:3000' }), false],
    ['a foreign origin in development', development, at('127.0.0.1:3000', { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' }), true],
    ['no PUBLIC_BASE_URL: the own Host', { PUBLIC_BASE_URL: undefined, NODE_ENV: 'production' } as const, at('app.example', { origin: 'http://app.example' }), false],
  ])('%s', (_name, c, request, foreign) => {
    expect(fromAnotherSite(request, c)).toBe(foreign);
  });
});
