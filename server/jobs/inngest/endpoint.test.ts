import { describe, expect, it } from 'vitest';
import { GET, POST, PUT } from '@/app/api/inngest/route';
import { loadConfig } from '../../config';
import { inngestEndpoint } from './endpoint';

const req = (method: string) => new Request('http://localhost/api/inngest', { method, body: method === 'GET' ? undefined : '{}' });

describe('/api/inngest', () => {
  it('does not exist when Inngest is not configured: 404 not_found for every method', async () => {
    for (const [method, handler] of [['GET', GET], ['POST', POST], ['PUT', PUT]] as const) {
      const res = await handler(req(method) as never, undefined as never);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'not_found' });
    }
  });

  it('is served once Inngest is configured', async () => {
    const endpoint = inngestEndpoint(loadConfig({ INNGEST_EVENT_KEY: 'evt', INNGEST_SIGNING_KEY: 'signkey-test-0123456789abcdef' }));
    const res = await endpoint.GET(req('GET'), undefined);
    expect(res.status).not.toBe(404);
  });
});

describe('INNGEST_DEV', () => {
  it('is refused in production, where it would turn off the signature check', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', INNGEST_DEV: '1' })).toThrow(/INNGEST_DEV: refused in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', INNGEST_DEV: 'http://127.0.0.1:8288' })).toThrow(/INNGEST_DEV/);
  });

  it('is accepted in development, and `0` means off anywhere', () => {
    expect(loadConfig({ NODE_ENV: 'development', INNGEST_DEV: '1' }).INNGEST_DEV).toBe('1');
    expect(() => loadConfig({ NODE_ENV: 'production', INNGEST_DEV: '0' })).not.toThrow();
  });

  it('`0` leaves /api/inngest unserved', async () => {
    expect((await inngestEndpoint(loadConfig({ INNGEST_DEV: '0' })).GET(req('GET'), undefined)).status).toBe(404);
  });
});
