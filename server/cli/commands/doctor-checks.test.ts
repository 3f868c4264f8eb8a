import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { keyIdOf, parseKey } from '../../db/encryption';
import type { Readiness } from '../../services/health/readiness';
import {
  checkAuthSecret, checkClientAddress, checkEncryptionKey, checkDatabaseUrl, checkInngest, checkPooling, checkReplica, checkPublicBaseUrl, checkRetell, checkVoiceProvider, checkWebhookUrls,
  configChecks, databaseCheck, looksPooled, type CheckStatus, type DoctorContext,
} from './doctor-checks';

const dev: DoctorContext = { production: false, vercel: false };
const prod: DoctorContext = { production: true, vercel: false };
const vercel: DoctorContext = { production: true, vercel: true };
const secret = 'x'.repeat(32);
const direct = 'postgres://app:pw@db.internal:5432/app';
const pooled = 'postgres://app:pw@db.internal:6432/app';
const hexKey = 'ab'.repeat(32);
const base64Key = Buffer.alloc(32, 7).toString('base64');

type Row = [string, Record<string, string>, DoctorContext, CheckStatus, RegExp?];
const cfg = (env: Record<string, string>) => loadConfig(env);

describe('doctor checks', () => {
  it.each<Row>([
    ['no secret in development', {}, dev, 'ok'],
    ['no secret in production', {}, prod, 'fail', /AUTH_SECRET is not set: set AUTH_SECRET/],
    ['a short secret in production', { AUTH_SECRET: 'short' }, prod, 'fail', /5 characters/],
    ['a short secret in development', { AUTH_SECRET: 'short' }, dev, 'warn'],
    ['a long secret in production', { AUTH_SECRET: secret }, prod, 'ok'],
  ])('auth_secret: %s', (_, env, ctx, status, message) => {
    const r = checkAuthSecret(cfg(env), ctx);
    expect(r.status).toBe(status);
    if (message) expect(r.message).toMatch(message);
  });

  it.each<Row>([
    ['unset in development', {}, dev, 'ok', /sealed with a key generated and kept in the data folder/],
    ['unset in development with AUTH_SECRET', { AUTH_SECRET: 'x'.repeat(40) }, dev, 'ok', /derived from AUTH_SECRET, so a new AUTH_SECRET would leave them unreadable/],
    ['unset in production', {}, prod, 'fail', /ENCRYPTION_KEY is not set .*openssl rand -hex 32/],
    ['unset on Vercel', {}, vercel, 'fail'],
    ['64 hex digits', { ENCRYPTION_KEY: hexKey }, prod, 'ok', new RegExp(`key id ${keyIdOf(Buffer.from(hexKey, 'hex'))}\\)$`)],
    ['base64 of 32 bytes', { ENCRYPTION_KEY: base64Key }, prod, 'ok'],
    ['base64url of 32 bytes', { ENCRYPTION_KEY: Buffer.alloc(32, 251).toString('base64url') }, prod, 'ok'],
    ['a word, not a key, in production', { ENCRYPTION_KEY: 'nothex' }, prod, 'fail', /not 32 bytes written as 64 hex digits or base64 \(it has 6 characters\)/],
    ['a word, not a key, in development too', { ENCRYPTION_KEY: 'nothex' }, dev, 'fail'],
    ['63 hex digits', { ENCRYPTION_KEY: hexKey.slice(1) }, prod, 'fail'],
    ['16 bytes (AES-128) in base64', { ENCRYPTION_KEY: Buffer.alloc(16, 1).toString('base64') }, prod, 'fail'],
    ['with an earlier key', { ENCRYPTION_KEY: hexKey, ENCRYPTION_KEYS_PREVIOUS: base64Key }, prod, 'ok', /and 1 earlier key still opened$/],
    ['with an earlier key that is not a key', { ENCRYPTION_KEY: hexKey, ENCRYPTION_KEYS_PREVIOUS: `${base64Key}, short` }, prod, 'fail', /ENCRYPTION_KEYS_PREVIOUS: key 2 of 2/],
  ])('encryption_key: %s', (_, env, ctx, status, message) => {
    const r = checkEncryptionKey(cfg(env), ctx);
    expect(r.status).toBe(status);
    if (message) expect(r.message).toMatch(message);
  });

  it('encryption_key passes exactly the keys the sealing code accepts', () => {
    for (const key of [hexKey, base64Key, 'nothex', hexKey.slice(2), `${base64Key}==`, ' '.repeat(3)]) {
      let accepted = true;
      try {
        parseKey(key);
      } catch {
        accepted = false;
      }
      expect(checkEncryptionKey(cfg({ ENCRYPTION_KEY: key }), prod).status).toBe(accepted ? 'ok' : 'fail');
    }
  });

  it.each<Row>([
    ['embedded in development', {}, dev, 'ok'],
    ['embedded in production', {}, prod, 'fail', /set DATABASE_URL/],
    ['embedded on Vercel', {}, vercel, 'fail', /cannot run on Vercel/],
    ['PostgreSQL, password not shown', { DATABASE_URL: direct }, prod, 'ok', /^PostgreSQL at db\.internal:5432\/app$/],
  ])('database_url: %s', (_, env, ctx, status, message) => {
    const r = checkDatabaseUrl(cfg(env), ctx);
    expect(r.status).toBe(status);
    if (message) expect(r.message).toMatch(message);
  });

  it.each([
    [pooled, true],
    ['postgres://u:p@aws-0-eu-west-1.pooler.supabase.com:6543/postgres', true],
    ['postgres://u:p@ep-cool-1234-pooler.eu-central-1.aws.neon.tech/db?sslmode=require', true],
    ['postgres://u:p@db.example.com:5432/db?pgbouncer=true', true],
    ['postgres://u:p@pooled.db.prisma.io:5432/postgres?sslmode=require', true],
    [direct, false],
    ['postgres://u:p@ep-cool-1234.eu-central-1.aws.neon.tech/db', false],
    ['not a url', false],
  ])('looksPooled(%s) = %s', (url, expected) => {
    expect(looksPooled(url)).toBe(expected);
  });

  it.each<Row>([
    ['embedded', {}, prod, 'ok'],
    ['direct, prepare off', { DATABASE_URL: direct }, prod, 'ok', /DATABASE_PREPARE=true saves/],
    ['direct, prepare on', { DATABASE_URL: direct, DATABASE_PREPARE: 'true' }, prod, 'ok'],
    ['pooled with prepare on', { DATABASE_URL: pooled, DATABASE_URL_UNPOOLED: direct, DATABASE_PREPARE: 'true' }, prod, 'fail', /unset DATABASE_PREPARE/],
    ['pooled without an unpooled URL in production', { DATABASE_URL: pooled }, prod, 'fail', /set it to the direct URL/],
    ['pooled without an unpooled URL in development', { DATABASE_URL: pooled }, dev, 'warn'],
    ['pooled with an unpooled URL that is pooled too', { DATABASE_URL: pooled, DATABASE_URL_UNPOOLED: pooled }, prod, 'warn', /looks pooled too/],
    ['pooled with a direct unpooled URL', { DATABASE_URL: pooled, DATABASE_URL_UNPOOLED: direct }, prod, 'ok'],
  ])('database_pooling: %s', (_, env, ctx, status, message) => {
    const r = checkPooling(cfg(env), ctx);
    expect(r.status).toBe(status);
    if (message) expect(r.message).toMatch(message);
  });

  it.each<Row>([
    ['no keys, embedded worker', {}, prod, 'ok', /embedded worker/],
    ['no keys on Vercel', { DATABASE_URL: direct }, vercel, 'fail', /set INNGEST_EVENT_KEY and INNGEST_SIGNING_KEY/],
    ['no keys and no worker', { DISABLE_WORKER: 'true' }, prod, 'warn'],
    ['both keys and the public address', { INNGEST_EVENT_KEY: 'evt', INNGEST_SIGNING_KEY: 'signkey-prod-abc', PUBLIC_BASE_URL: 'https://sb.example.com' }, prod, 'ok', /at https:\/\/sb\.example\.com\/api\/inngest/],
    ['both keys and INNGEST_SERVE_ORIGIN', { INNGEST_EVENT_KEY: 'evt', INNGEST_SIGNING_KEY: 'signkey-prod-abc', INNGEST_SERVE_ORIGIN: 'https://jobs.example.com' }, prod, 'ok'],
    ['both keys without a public address', { INNGEST_EVENT_KEY: 'evt', INNGEST_SIGNING_KEY: 'signkey-prod-abc' }, dev, 'fail', /without PUBLIC_BASE_URL or INNGEST_SERVE_ORIGIN/],
    ['both keys on Vercel, which routes by Host', { DATABASE_URL: direct, INNGEST_EVENT_KEY: 'evt', INNGEST_SIGNING_KEY: 'signkey-prod-abc' }, vercel, 'ok'],
    ['a signing key of another shape', { INNGEST_EVENT_KEY: 'evt', INNGEST_SIGNING_KEY: 'abc', PUBLIC_BASE_URL: 'https://sb.example.com' }, prod, 'warn'],
    ['event key alone', { INNGEST_EVENT_KEY: 'evt' }, prod, 'fail', /without INNGEST_SIGNING_KEY/],
    ['signing key alone', { INNGEST_SIGNING_KEY: 'signkey-prod-abc' }, prod, 'fail', /without INNGEST_EVENT_KEY/],
    ['dev server in development', { INNGEST_DEV: '1' }, dev, 'ok'],
    ['dev server in production', { INNGEST_DEV: '1', INNGEST_EVENT_KEY: 'evt', INNGEST_SIGNING_KEY: 'signkey-prod-abc' }, prod, 'fail', /INNGEST_DEV is set in production/],
  ])('inngest: %s', (_, env, ctx, status, message) => {
    const r = checkInngest(cfg(env), ctx);
    expect(r.status).toBe(status);
    if (message) expect(r.message).toMatch(message);
  });

  it.each<Row>([
    ['off', {}, prod, 'ok'],
    ['on in development', { ALLOW_PRIVATE_WEBHOOK_URLS: 'true' }, dev, 'warn'],
    ['on in production', { ALLOW_PRIVATE_WEBHOOK_URLS: 'true' }, prod, 'fail', /unset it/],
  ])('webhook_urls: %s', (_, env, ctx, status, message) => {
    const r = checkWebhookUrls(cfg(env), ctx);
    expect(r.status).toBe(status);
    if (message) expect(r.message).toMatch(message);
  });

  it.each<Row>([
    ['simulator in development', {}, dev, 'ok'],
    ['simulator in production', {}, prod, 'warn', /VOICE_PROVIDER=vapi/],
    ['vapi without an API key', { VOICE_PROVIDER: 'vapi', PUBLIC_BASE_URL: 'https://sb.example.com' }, prod, 'fail', /needs VAPI_API_KEY:/],
    ['vapi without a public URL nor a webhook secret', { VOICE_PROVIDER: 'vapi', VAPI_API_KEY: 'k' }, dev, 'fail', /without PUBLIC_BASE_URL needs VAPI_WEBHOOK_SECRET or VAPI_WEBHOOK_CREDENTIAL/],
    ['vapi with the key and a public URL (its own credential)', { VOICE_PROVIDER: 'vapi', VAPI_API_KEY: 'k', PUBLIC_BASE_URL: 'https://sb.example.com' }, prod, 'ok', /deployment's own credential/],
    ['vapi with the key and a secret, servers set by hand', { VOICE_PROVIDER: 'vapi', VAPI_API_KEY: 'k', VAPI_WEBHOOK_SECRET: 's' }, prod, 'ok'],
  ])('voice_provider: %s', (_, env, ctx, status, message) => {
    const r = checkVoiceProvider(cfg(env), ctx);
    expect(r.status).toBe(status);
    if (message) expect(r.message).toMatch(message);
  });

  it.each<Row>([
    ['not configured', {}, prod, 'ok', /agents cannot choose it/],
    ['the default without a key', { VOICE_PROVIDER: 'retell' }, dev, 'fail', /needs RETELL_API_KEY/],
    ['a key without a public URL in production', { RETELL_API_KEY: 'k' }, prod, 'fail', /without PUBLIC_BASE_URL/],
    ['a key without a public URL in development', { RETELL_API_KEY: 'k' }, dev, 'warn', /without PUBLIC_BASE_URL/],
    ['a key and a public URL', { RETELL_API_KEY: 'k', PUBLIC_BASE_URL: 'https://sb.example.com/' }, prod, 'ok', /https:\/\/sb\.example\.com\/api\/providers\/retell\//],
  ])('retell: %s', (_, env, ctx, status, message) => {
    const r = checkRetell(cfg(env), ctx);
    expect(r.status).toBe(status);
    if (message) expect(r.message).toMatch(message);
  });

  it.each<Row>([
    ['set', { PUBLIC_BASE_URL: 'https://sb.example.com/', STRIPE_SECRET_KEY: 'sk_live_x' }, prod, 'ok', /is https:\/\/sb\.example\.com$/],
    ['unset, nothing needs it', {}, prod, 'ok', /http:\/\/localhost:3000/],
    ['unset with Stripe in production', { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }, prod, 'fail', /Stripe Checkout/],
    ['unset with Stripe in development', { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }, dev, 'warn', /in development http:\/\/localhost:3000 is used/],
    ['unset with Vapi', { VOICE_PROVIDER: 'vapi', VAPI_API_KEY: 'k', VAPI_WEBHOOK_SECRET: 's' }, prod, 'fail', /Vapi/],
    ['unset with Inngest keys', { INNGEST_EVENT_KEY: 'evt', INNGEST_SIGNING_KEY: 'signkey-prod-abc' }, prod, 'fail', /Inngest/],
    ['unset with Inngest keys on Vercel', { INNGEST_EVENT_KEY: 'evt', INNGEST_SIGNING_KEY: 'signkey-prod-abc' }, vercel, 'ok'],
    ['unset with Inngest keys and INNGEST_SERVE_ORIGIN', { INNGEST_EVENT_KEY: 'evt', INNGEST_SIGNING_KEY: 'signkey-prod-abc', INNGEST_SERVE_ORIGIN: 'https://jobs.example.com' }, prod, 'ok'],
    ['unset with the Inngest dev server', { INNGEST_DEV: '1' }, dev, 'ok'],
  ])('public_base_url: %s', (_, env, ctx, status, message) => {
    const r = checkPublicBaseUrl(cfg(env), ctx);
    expect(r.status).toBe(status);
    if (message) expect(r.message).toMatch(message);
  });

  it.each<Row>([
    ["the connection's own address by default", {}, prod, 'ok', /connection's own .* TRUSTED_PROXY_HOPS=1/],
    ['one trusted hop', { TRUSTED_PROXY_HOPS: '1' }, prod, 'ok', /last 1 X-Forwarded-For hop/],
    ['trusted proxy ranges', { TRUSTED_PROXIES: '10.0.0.0/8' }, prod, 'ok', /within 10\.0\.0\.0\/8/],
    ['the former setting name', { FORWARDED_FOR_HOPS: '1' }, prod, 'warn', /former name of TRUSTED_PROXY_HOPS/],
    ['Vercel', {}, vercel, 'ok', /x-real-ip/],
  ])('client_address: %s', (_, env, ctx, status, message) => {
    const r = checkClientAddress(cfg(env), ctx);
    expect(r.status).toBe(status);
    if (message) expect(r.message).toMatch(message);
  });

  it('a complete production configuration passes every configuration check', () => {
    const c = cfg({
      NODE_ENV: 'production', AUTH_SECRET: secret, ENCRYPTION_KEY: hexKey, DATABASE_URL: pooled, DATABASE_URL_UNPOOLED: direct,
      INNGEST_EVENT_KEY: 'evt', INNGEST_SIGNING_KEY: 'signkey-prod-abc', VOICE_PROVIDER: 'vapi', VAPI_API_KEY: 'k', VAPI_WEBHOOK_SECRET: 's',
      STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', PUBLIC_BASE_URL: 'https://sb.example.com',
    });
    expect(configChecks(c, vercel).filter((r) => r.status !== 'ok')).toEqual([]);
  });
});

describe('database check', () => {
  const migrations = { applied: 6, expected: 6, pending: [], ahead: false };
  it.each<[string, Readiness, boolean, CheckStatus, RegExp]>([
    ['ready', { status: 'ready', database: 'ok', migrations }, false, 'ok', /all 6 migrations applied/],
    ['ahead', { status: 'ready', database: 'ok', migrations: { ...migrations, applied: 7, ahead: true } }, false, 'warn', /newer than this build/],
    ['pending on PostgreSQL', { status: 'not_ready', database: 'ok', reason: 'migrations_pending', migrations: { ...migrations, applied: 5, pending: ['0005_webhooks'] } }, false, 'fail', /1 of 6 migrations not applied \(0005_webhooks\): run `npm run db:migrate`/],
    ['pending on the embedded database', { status: 'not_ready', database: 'ok', reason: 'migrations_pending', migrations: { ...migrations, applied: 0, pending: ['a'] } }, true, 'warn', /applied when the server starts/],
    ['unreachable', { status: 'not_ready', database: 'unreachable', reason: 'database_unreachable', error: 'connect ECONNREFUSED' }, false, 'fail', /cannot reach the database \(connect ECONNREFUSED\): check DATABASE_URL/],
  ])('%s', (_, readiness, embedded, status, message) => {
    const r = databaseCheck(readiness, embedded);
    expect(r.status).toBe(status);
    expect(r.message).toMatch(message);
  });
});

describe('database_replica', () => {
  it.each([
    [null, 'ok', /no read replica/],
    [{ bytes: 1024, seconds: 0 }, 'ok', /0\.0 MB of WAL, 0\.0 s behind/],
    [{ bytes: 100 * 1024 * 1024, seconds: 2 }, 'warn', /100\.0 MB of WAL, 2\.0 s behind the primary/],
    [{ bytes: 0, seconds: 45 }, 'warn', /45\.0 s behind/],
    [{ error: 'connect ECONNREFUSED 127.0.0.1:5433' }, 'warn', /does not answer .*reads go to the primary/],
    [{ error: 'DATABASE_URL_REPLICA is not a standby (pg_is_in_recovery() is false)' }, 'fail', /point DATABASE_URL_REPLICA at a streaming replica/],
  ] as const)('%o → %s', (lag, status, message) => {
    const r = checkReplica(lag);
    expect(r.status).toBe(status);
    expect(r.message).toMatch(message);
  });
});
