import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from '@/proxy';

/** The policy a page answer carries, as the proxy sets it, split into its directives. */
function pagePolicy(path: string): Map<string, string> {
  const res = proxy(new NextRequest(`http://localhost:3000${path}`));
  const header = res.headers.get('content-security-policy') ?? '';
  return new Map(header.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values.join(' ')]));
}

describe('the page Content-Security-Policy', () => {
  it("lets the call page play recordings from the provider's https storage, and nothing else new", () => {
    const policy = pagePolicy('/calls/1');
    expect(policy.get('media-src')).toBe("'self' https:");
    expect(policy.get('default-src')).toBe("'self'");
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('script-src')).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'$/);
  });
});
