import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from '@/proxy';
import nextConfig, { devOrigins } from '@/next.config';
import { callRoute } from '../testing/http';
import { CREDENTIAL_QUERY_PATTERN, credentialParamsOf } from './credential-query';

const viaProxy = (req: Request) => Promise.resolve(proxy(new NextRequest(req)));

describe('credentials in a query string', () => {
  it.each([
    '/sign-up?account_name=Bella+Dental&email=a%40b.co&password=smile-bright-2026',
    '/sign-in?email=a%40b.co&Password=x',
    '/api/auth/callback/credentials?password=x',
    '/api/v1/agents?api_key=sk_abc',
    '/api/v1/agents?api-key=sk_abc',
    '/overview?access_token=abc',
  ])('%s answers 400 credentials_in_query, naming the parameter and never echoing its value', async (path) => {
    const res = await callRoute(viaProxy, { path });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'credentials_in_query', message: expect.stringMatching(/credentials are never accepted in a web address/), request_id: expect.any(String) });
    expect(res.text).not.toMatch(/smile-bright|sk_abc/);
    expect(CREDENTIAL_QUERY_PATTERN.test(path)).toBe(true);
  });

  it.each([
    '/sign-in?callbackUrl=%2Foverview&error=CredentialsSignin',
    '/api/integrations/outlook/notifications?validationToken=abc',
    '/api/integrations/google/callback?code=abc&state=def',
    '/calls?page=2',
  ])('%s passes: protocol parameters and ordinary ones are not credentials', async (path) => {
    expect(credentialParamsOf(new URL(`http://localhost${path}`))).toEqual([]);
    expect(CREDENTIAL_QUERY_PATTERN.test(path)).toBe(false);
    expect((await callRoute(viaProxy, { path })).status).toBe(200);
  });

  it('the dev server accepts the addresses it prints, and keeps refused requests out of its log', () => {
    const origins = devOrigins({ eth0: [{ address: '192.0.2.2', internal: false } as never], lo: [{ address: '127.0.0.1', internal: true } as never] });
    expect(origins).toEqual(expect.arrayContaining(['localhost', '127.0.0.1', '192.0.2.2']));
    expect(nextConfig.allowedDevOrigins).toEqual(expect.arrayContaining(['localhost', '127.0.0.1']));
    const logging = nextConfig.logging as { incomingRequests: { ignore: RegExp[] } };
    expect(logging.incomingRequests.ignore.some((re) => re.test('/sign-up?password=x'))).toBe(true);
  });
});
