import { describe, expect, it } from 'vitest';
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
  ])('%s', (_name, method, headers, status) => {
    const res = rejectCrossSite(req(method, headers as Record<string, string>));
    expect(res?.status ?? null).toBe(status);
  });
});
