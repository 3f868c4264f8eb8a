import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveApi } from '@/app/_testing/api-server';
import { getDb } from '@/server/db/client';
import { isSealed, openSecret } from '@/server/db/encryption';
import { calls, idempotencyKeys, webhookDeliveries } from '@/server/db/schema';
import { workOnce } from '@/server/jobs/worker';
import { fundedAccount, insertContact, type CallTestAccount } from '@/server/testing/call-fixtures';
import { actorOf } from '@/server/testing/fixtures';
import { updateCallingSettings } from '@/server/services/compliance/settings';
import { findPython, pythonPackageDir, pythonSetupTimeoutMs } from './testing/python';

// Each SDK's README example, run as its own process against every REST route served over real HTTP, with the
// job worker running beside it as in a server: it places a call, pages through the contacts, and verifies the
// signature of a real webhook delivery made to a receiver it starts.

const sdkDir = import.meta.dirname;
const contactCount = 45;
/** A process, its imports (the Python models are some 1,700 modules) and a delivery take a while on a busy machine. */
const exampleTimeoutMs = 120_000;


let api: { url: string; close: () => Promise<void> };
let acct: CallTestAccount;

beforeAll(async () => {
  api = await serveApi();
  acct = await fundedAccount({ balanceCents: 100_000 });
  // Calling rules that allow a call now, whatever the hour, the day or a public holiday (each example places one
  // to the same number).
  await updateCallingSettings(await getDb(), await actorOf(acct.userId), {
    calling_hours: { start: '00:00', end: '24:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] },
    holidays: false,
    max_attempts_per_24h: 10,
  });
  for (let i = 0; i < contactCount; i++) await insertContact(acct.accountId, { firstName: `Contact ${i}`, phones: [{ number: `+1415555${String(1000 + i)}` }] });
});

afterAll(async () => {
  await api?.close();
});

/** Runs the command to its end while the job worker works, as a server's embedded worker would; answers its output. */
async function runWithWorker(command: string, args: string[], cwd: string, env: Record<string, string>): Promise<string> {
  const db = await getDb();
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  let exited: number | null | undefined;
  const done = new Promise<void>((resolve) => child.on('close', (code) => ((exited = code), resolve())));
  const deadline = Date.now() + exampleTimeoutMs - 10_000;
  while (exited === undefined && Date.now() < deadline) {
    await workOnce(db, new Date());
    await Promise.race([done, new Promise((r) => setTimeout(r, 100))]);
  }
  if (exited === undefined) child.kill();
  await done;
  if (exited !== 0) throw new Error(`${path.basename(args.at(-1)!)} exited with ${exited}:\n${stdout}\n${stderr}`);
  return stdout;
}

/** What the example printed, checked against the database. */
async function expectExampleDidItsWork(stdout: string) {
  const db = await getDb();
  const callId = /^call (\S+) is (\S+)$/m.exec(stdout);
  expect(callId, stdout).not.toBeNull();
  expect(callId![2]).toBe('queued');
  const [call] = await db.select().from(calls).where(and(eq(calls.accountId, acct.accountId), eq(calls.callId, callId![1])));
  expect(call).toMatchObject({ phoneNumber: '+14155550123', agentId: acct.agent.id });
  // The call went out with an Idempotency-Key, whose stored answer (sealed) is the call's.
  const keys = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.accountId, acct.accountId));
  expect(keys.every((k) => k.responseBody === null || isSealed(k.responseBody))).toBe(true);
  expect(keys.filter((k) => k.responseStatus === 201 && openSecret(k.responseBody ?? '').includes(`"call_id":"${callId![1]}"`))).toHaveLength(1);

  expect(stdout).toMatch(new RegExp(`^${contactCount} contacts$`, 'm'));

  const verified = /^verified webhook\.test delivery (\S+)$/m.exec(stdout);
  expect(verified, stdout).not.toBeNull();
  const [delivery] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, verified![1]));
  expect(delivery).toMatchObject({ accountId: acct.accountId, eventType: 'webhook.test', status: 'succeeded' });
}

/** The README shows the example file as it is run here. */
function expectReadmeShows(readme: string, example: string) {
  const text = fs.readFileSync(path.join(sdkDir, readme), 'utf8');
  expect(text).toContain(fs.readFileSync(path.join(sdkDir, example), 'utf8').trim());
}

describe('the TypeScript SDK README example', () => {
  it('places a call, pages the contacts and verifies a real delivery', async () => {
    expectReadmeShows('typescript/README.md', 'typescript/examples/quickstart.ts');
    const stdout = await runWithWorker(process.execPath, ['--import', 'tsx', 'examples/quickstart.ts'], path.join(sdkDir, 'typescript'), {
      SWITCHBOARD_URL: api.url,
      SWITCHBOARD_API_KEY: acct.key,
    });
    await expectExampleDidItsWork(stdout);
  }, exampleTimeoutMs);
});

describe('the Python SDK README example', () => {
  it('places a call, pages the contacts and verifies a real delivery', async (ctx) => {
    expectReadmeShows('python/README.md', 'python/examples/quickstart.py');
    const found = await findPython();
    if (!found.python) return ctx.skip(found.reason);
    const stdout = await runWithWorker(found.python, ['examples/quickstart.py'], pythonPackageDir, {
      SWITCHBOARD_URL: api.url,
      SWITCHBOARD_API_KEY: acct.key,
      PYTHONPATH: pythonPackageDir,
    });
    await expectExampleDidItsWork(stdout);
  }, pythonSetupTimeoutMs + exampleTimeoutMs);
});
