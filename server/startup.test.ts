import { describe, expect, it } from 'vitest';
import { config, loadConfig } from './config';
import { startServer, StartupRefused, startupRefusal } from './startup';

const keys = { INNGEST_EVENT_KEY: 'evt', INNGEST_SIGNING_KEY: 'signkey-prod-abc' };
const secret = 'a-production-secret-of-32-characters-or-more';

describe('startup refusals', () => {
  it.each<[string, Record<string, string>, boolean]>([
    ['nothing configured', {}, false],
    ['Inngest keys without a public address', keys, true],
    ['Inngest keys in production without a public address', { ...keys, NODE_ENV: 'production', AUTH_SECRET: secret }, true],
    ['Inngest keys with PUBLIC_BASE_URL', { ...keys, PUBLIC_BASE_URL: 'https://sb.example.com' }, false],
    ['Inngest keys with INNGEST_SERVE_ORIGIN', { ...keys, INNGEST_SERVE_ORIGIN: 'https://jobs.example.com' }, false],
    ['the Inngest Dev Server in development', { INNGEST_DEV: '1' }, false],
    ['Inngest keys on Vercel, which routes by Host', { ...keys, VERCEL: '1' }, false],
  ])('%s: refused = %s', (_, env, refused) => {
    const reason = startupRefusal(loadConfig(env));
    if (refused) expect(reason).toMatch(/neither PUBLIC_BASE_URL nor INNGEST_SERVE_ORIGIN is: set PUBLIC_BASE_URL/);
    else expect(reason).toBeNull();
  });

  it.each<[string, Record<string, string>, boolean]>([
    ['production without AUTH_SECRET', { NODE_ENV: 'production' }, true],
    ['production with an empty AUTH_SECRET', { NODE_ENV: 'production', AUTH_SECRET: '' }, true],
    ['production on Vercel without AUTH_SECRET', { NODE_ENV: 'production', VERCEL: '1' }, true],
    ['production with AUTH_SECRET', { NODE_ENV: 'production', AUTH_SECRET: secret }, false],
    ['development without AUTH_SECRET (one is generated into the data folder)', { NODE_ENV: 'development' }, false],
  ])('%s: refused = %s', (_, env, refused) => {
    const reason = startupRefusal(loadConfig(env));
    if (refused) expect(reason).toMatch(/^AUTH_SECRET is not set: .*openssl rand -base64 32/);
    else expect(reason).toBeNull();
  });

  it.each<[string, Record<string, string>, string | null]>([
    ['a sealing key of 6 characters', { ENCRYPTION_KEY: 'abcdef' }, 'ENCRYPTION_KEY'],
    ['an old key that does not parse', { ENCRYPTION_KEY: 'ab'.repeat(32), ENCRYPTION_KEYS_PREVIOUS: `${'cd'.repeat(32)},nope` }, 'ENCRYPTION_KEYS_PREVIOUS \\(key 2\\)'],
    ['keys of 32 bytes in hex and base64', { ENCRYPTION_KEY: 'ab'.repeat(32), ENCRYPTION_KEYS_PREVIOUS: Buffer.alloc(32, 3).toString('base64') }, null],
  ])('%s: refused naming %s', (_, env, setting) => {
    const reason = startupRefusal(loadConfig(env));
    if (setting) expect(reason).toMatch(new RegExp(`^${setting} is not 32 bytes written as 64 hex digits or base64: .*openssl rand -hex 32`));
    else expect(reason).toBeNull();
  });

  it('the server does not start in production without AUTH_SECRET, before opening anything', async () => {
    const saved = { ...config };
    Object.assign(config, { NODE_ENV: 'production', AUTH_SECRET: undefined, DISABLE_WORKER: true });
    try {
      await expect(startServer()).rejects.toThrow(new StartupRefused(startupRefusal(config)!));
      await expect(startServer()).rejects.toBeInstanceOf(StartupRefused);
    } finally {
      Object.assign(config, saved);
    }
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
