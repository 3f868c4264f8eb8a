import { describe, expect, it } from 'vitest';
import { config, loadConfig } from './config';
import { startServer, startupRefusal } from './startup';

const keys = { INNGEST_EVENT_KEY: 'evt', INNGEST_SIGNING_KEY: 'signkey-prod-abc' };

describe('startup refusals', () => {
  it.each<[string, Record<string, string>, boolean]>([
    ['nothing configured', {}, false],
    ['Inngest keys without a public address', keys, true],
    ['Inngest keys in production without a public address', { ...keys, NODE_ENV: 'production' }, true],
    ['Inngest keys with PUBLIC_BASE_URL', { ...keys, PUBLIC_BASE_URL: 'https://sb.example.com' }, false],
    ['Inngest keys with INNGEST_SERVE_ORIGIN', { ...keys, INNGEST_SERVE_ORIGIN: 'https://jobs.example.com' }, false],
    ['the Inngest Dev Server in development', { INNGEST_DEV: '1' }, false],
    ['Inngest keys on Vercel, which routes by Host', { ...keys, VERCEL: '1' }, false],
  ])('%s: refused = %s', (_, env, refused) => {
    const reason = startupRefusal(loadConfig(env));
    if (refused) expect(reason).toMatch(/neither PUBLIC_BASE_URL nor INNGEST_SERVE_ORIGIN is: set PUBLIC_BASE_URL/);
    else expect(reason).toBeNull();
  });

  it('the server does not start with Inngest keys and no public address', async () => {
    const saved = { ...config };
    Object.assign(config, { ...keys, PUBLIC_BASE_URL: undefined, INNGEST_SERVE_ORIGIN: undefined, DISABLE_WORKER: true });
    try {
      await expect(startServer()).rejects.toThrow(/Inngest keys are set but neither PUBLIC_BASE_URL nor INNGEST_SERVE_ORIGIN/);
    } finally {
      Object.assign(config, saved);
    }
  });
});
