import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { config } from '../../config';
import { getDb } from '../../db/client';
import { runCli } from '../run';
import { nodeArgsFor } from '../../testing/child-bundle';

const lastJson = (stdout: string) => JSON.parse(stdout.trim().split('\n').at(-1)!);
const exec = promisify(execFile);

describe('cli doctor', () => {
  it('checks the test database: reachable, migrations current, nothing failing in development', async () => {
    const res = await runCli(['doctor', '--json'], getDb);
    const out = lastJson(res.stdout);
    expect(out.checks.find((c: { name: string }) => c.name === 'database')).toMatchObject({ status: 'ok', message: expect.stringMatching(/migrations applied/) });
    expect(out).toMatchObject({ ok: true, production: false, summary: { fail: 0 } });
    expect(res.code).toBe(0);
    expect(out.checks.map((c: { name: string }) => c.name)).toEqual([
      'auth_secret', 'encryption_key', 'database_url', 'database_pooling', 'inngest', 'webhook_urls', 'voice_provider', 'retell', 'public_base_url', 'client_address', 'database', 'sealed_secrets',
    ]);
  });

  it('judged as production, fails a missing PUBLIC_BASE_URL when Stripe is configured (the payer would return nowhere)', async () => {
    const saved = { key: config.STRIPE_SECRET_KEY, secret: config.STRIPE_WEBHOOK_SECRET, base: config.PUBLIC_BASE_URL };
    Object.assign(config, { STRIPE_SECRET_KEY: 'sk_test_doctor', STRIPE_WEBHOOK_SECRET: 'whsec_doctor', PUBLIC_BASE_URL: undefined });
    try {
      const text = await runCli(['doctor', '--production'], getDb);
      expect(text.code).toBe(1);
      expect(text.stdout).toMatch(/^FAIL {2}public_base_url +PUBLIC_BASE_URL is not set, and Stripe Checkout \(where the payer returns\) needs it/m);
      config.PUBLIC_BASE_URL = 'https://sb.example.com';
      const out = lastJson((await runCli(['doctor', '--production', '--json'], getDb)).stdout);
      expect(out.checks.find((c: { name: string }) => c.name === 'public_base_url')).toMatchObject({ status: 'ok' });
    } finally {
      Object.assign(config, { STRIPE_SECRET_KEY: saved.key, STRIPE_WEBHOOK_SECRET: saved.secret, PUBLIC_BASE_URL: saved.base });
    }
  });

  it('judged as production, the test settings fail (private webhook URLs) and the exit code says so', async () => {
    const res = await runCli(['doctor', '--production', '--json'], getDb);
    const out = lastJson(res.stdout);
    expect(res.code).toBe(1);
    expect(out.ok).toBe(false);
    expect(out.checks.find((c: { name: string }) => c.name === 'webhook_urls').status).toBe('fail');
    const text = await runCli(['doctor', '--production'], getDb);
    expect(text.stdout).toMatch(/^FAIL {2}webhook_urls +ALLOW_PRIVATE_WEBHOOK_URLS is on in production/m);
    expect(text.stdout).toMatch(/\d+ ok, \d+ warnings?, [1-9]\d* failing\n$/);
  });

  it('as a process on a fresh embedded database: looks without migrating, and exits 0 with a warning', async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sb-doctor-')), 'pglite');
    const { stdout } = await exec(process.execPath, [...nodeArgsFor('server/cli/main.ts'), 'doctor', '--json'], {
      cwd: process.cwd(),
      env: { ...process.env, DATABASE_URL: '', PGLITE_DIR: dir, ALLOW_PRIVATE_WEBHOOK_URLS: '' },
    });
    const out = lastJson(stdout);
    expect(out.ok).toBe(true);
    expect(out.checks.find((c: { name: string }) => c.name === 'database')).toMatchObject({
      status: 'warn', message: expect.stringMatching(/migrations not applied .*applied when the server starts/),
    });
  }, 60_000);
});
