import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { ConfigError, isConfigError } from '../errors/config-error';
import { configRefusalOutput } from './config-refusal';
import { nodeArgsFor } from '../testing/child-bundle';

const exec = promisify(execFile);

/** The refusal loadConfig throws for these settings. */
function refusalOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    if (isConfigError(err)) return err;
    throw err;
  }
  throw new Error('the configuration was accepted');
}

/** The CLI as operators run it (`npm run cli`), in a process of its own, with these settings. */
async function runCliProcess(args: string[], env: Record<string, string>) {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sb-refusal-')), 'pglite');
  const started = Date.now();
  const result = await exec(process.execPath, [...nodeArgsFor('server/cli/bin.ts'), ...args], {
    cwd: process.cwd(),
    env: { ...process.env, DATABASE_URL: '', PGLITE_DIR: dir, ...env },
  }).then((r) => ({ code: 0, ...r }), (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }));
  return { ...result, ms: Date.now() - started };
}

describe('a configuration the application refuses, as the CLI reports it', () => {
  it('names each refused setting in the error', () => {
    const err = refusalOf({ NODE_ENV: 'production', INNGEST_DEV: '1' });
    expect(err.production).toBe(true);
    expect(err.issues).toEqual([{ setting: 'INNGEST_DEV', message: expect.stringMatching(/^refused in production .*set INNGEST_EVENT_KEY/) }]);
    expect(err.message).toMatch(/^Invalid configuration:\n {2}INNGEST_DEV: refused in production/);
    expect(refusalOf({ DATABASE_URL: 'not a url', PORT: 'eighty' }).issues.map((i) => i.setting)).toEqual(['DATABASE_URL', 'PORT']);
  });

  it('doctor prints each refused setting as a failing check and exits 1; --json gives its usual object', () => {
    const err = refusalOf({ NODE_ENV: 'production', INNGEST_DEV: '1' });
    const text = configRefusalOutput(err, ['doctor']);
    expect(text.code).toBe(1);
    expect(text.stdout).toMatch(/^Checked as production:\nFAIL {2}INNGEST_DEV {2}refused in production \(it turns off the signature check/);
    expect(text.stdout).toMatch(/\n0 ok, 0 warnings, 1 failing\n$/);
    const json = JSON.parse(configRefusalOutput(err, ['doctor', '--json']).stdout);
    expect(json).toMatchObject({ ok: false, production: true, summary: { ok: 0, warn: 0, fail: 1 }, checks: [{ name: 'INNGEST_DEV', status: 'fail' }] });
    expect(configRefusalOutput(refusalOf({ PORT: 'eighty' }), ['doctor', '--production']).stdout).toMatch(/^Checked as production:\nFAIL {2}PORT /);
  });

  it('other commands say what to fix on stderr and exit 1', () => {
    const out = configRefusalOutput(refusalOf({ DATABASE_URL: 'not a url' }), ['account', 'list']);
    expect(out).toEqual({ code: 1, stdout: '', stderr: expect.stringMatching(/^error: Invalid configuration:\n {2}DATABASE_URL: /) });
    expect(JSON.parse(configRefusalOutput(refusalOf({ DATABASE_URL: 'x' }), ['account', 'list', '--json']).stdout)).toMatchObject({ error: 'invalid_configuration' });
  });

  it('INNGEST_DEV in production: the doctor process prints its FAIL line, no stack trace, and exits 1', async () => {
    const out = await runCliProcess(['doctor'], { NODE_ENV: 'production', INNGEST_DEV: '1' });
    expect(out.code).toBe(1);
    expect(out.stdout).toMatch(/^FAIL {2}INNGEST_DEV {2}refused in production/m);
    expect(out.stderr).not.toMatch(/\bat \S+ \(|Error:/);
  }, 60_000);

  it('INNGEST_DEV with `doctor --production` in development: every check runs, and inngest fails', async () => {
    const out = await runCliProcess(['doctor', '--production', '--json'], { NODE_ENV: 'development', INNGEST_DEV: '1', AUTH_SECRET: 'x'.repeat(32) });
    expect(out.code).toBe(1);
    const report = JSON.parse(out.stdout.trim().split('\n').at(-1)!);
    expect(report.checks.find((c: { name: string }) => c.name === 'inngest')).toMatchObject({ status: 'fail', message: expect.stringMatching(/INNGEST_DEV is set in production/) });
    expect(report.checks.map((c: { name: string }) => c.name)).toContain('database');
  }, 90_000);
});
