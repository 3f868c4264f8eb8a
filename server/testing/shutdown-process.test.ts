import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../db/pglite-extensions';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { config, unpooledDatabaseUrl } from '../config';
import { getDbHandle, openDatabase, setDbHandle, type DbHandle } from '../db/client';
import { accountWithWebhooks, attemptsOf, deliveriesOf, emit } from './webhook-fixtures';
import { startReceiver, type Receiver } from './webhook-receiver';
import { sameEncryptionKey } from './child-process';
import { withDatabase } from './global-setup';
import { nodeArgsFor } from './child-bundle';

/**
 * Graceful shutdown of a real process: a server process (server/testing/serve-background.ts, the startup
 * that instrumentation runs, without Next.js) is delivering to a slow receiver when it gets SIGTERM. The
 * delivery must end either completed and recorded, or with its claim given back: never left leased.
 */

const receivers: Receiver[] = [];
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
});

/**
 * A database both this test and the child can open: on PostgreSQL this file's own database (the child
 * reaches it by URL, through the pooler when there is one); on PGlite a folder loaded from the migrated
 * snapshot, which the child opens once this process has let go of it.
 */
async function sharedDatabase(): Promise<{ env: Record<string, string>; open(): Promise<DbHandle>; shared: boolean }> {
  if (config.DATABASE_URL) {
    const handle = await getDbHandle();
    const [{ name }] = (await handle.db.execute(sql`select current_database() as name`)) as unknown as { name: string }[];
    return {
      env: { DATABASE_URL: withDatabase(config.DATABASE_URL, name), DATABASE_URL_UNPOOLED: withDatabase(unpooledDatabaseUrl()!, name) },
      open: async () => handle,
      shared: true,
    };
  }
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sb-shutdown-')), 'pglite');
  const seed = new PGlite(dir, { extensions: pgliteExtensions, loadDataDir: new Blob([fs.readFileSync(inject('pgliteSnapshot')!)]) });
  await seed.waitReady;
  await seed.close();
  return { env: { DATABASE_URL: '', PGLITE_DIR: dir }, open: () => openDatabase({ pgliteDir: dir, migrate: false }), shared: false };
}

function startChild(env: Record<string, string>): { child: ChildProcess; output: () => string; ready: Promise<void>; exited: Promise<number | null> } {
  const child = spawn(process.execPath, [...nodeArgsFor('server/testing/serve-background.ts')], {
    cwd: process.cwd(),
    env: { ...process.env, LOG_LEVEL: 'info', WORKER_POLL_MS: '50', ALLOW_PRIVATE_WEBHOOK_URLS: 'true', ENCRYPTION_KEY: sameEncryptionKey(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (/^ready$/m.test(out)) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', () => reject(new Error(`child exited before it was ready:\n${out}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => out, ready, exited };
}

async function until(probe: () => boolean, what: string, limitMs = 20_000) {
  for (const start = Date.now(); !probe(); await sleep(25)) {
    if (Date.now() - start > limitMs) throw new Error(`gave up waiting for ${what}`);
  }
}

/** Seeds a webhook and an event in the shared database, starts the child, and sends SIGTERM mid-delivery. */
async function terminateMidDelivery(replyDelayMs: number, shutdownTimeoutMs: number) {
  const rx = await startReceiver(() => ({ status: 200, body: 'ok', delayMs: replyDelayMs }));
  receivers.push(rx);
  const target = await sharedDatabase();
  const previous = await getDbHandle();
  const seedHandle = await target.open();
  setDbHandle(seedHandle);
  let webhookId: number;
  try {
    const { account, webhooks } = await accountWithWebhooks([{ url: `${rx.url}/slow`, events: ['calendar.created'] }]);
    await emit(account.accountId, 'calendar.created', { calendar_event: { id: 7 } });
    webhookId = webhooks[0].id;
  } finally {
    setDbHandle(previous);
    if (!target.shared) await seedHandle.close();
  }

  const proc = startChild({ ...target.env, SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs) });
  await proc.ready;
  await until(() => rx.requests.length > 0, 'the delivery to reach the receiver');
  const signalled = Date.now();
  proc.child.kill('SIGTERM');
  const code = await proc.exited;
  const took = Date.now() - signalled;

  const check = await target.open();
  setDbHandle(check);
  try {
    const [delivery] = await deliveriesOf(webhookId);
    return { code, took, delivery, attempts: await attemptsOf(delivery.id), output: proc.output() };
  } finally {
    setDbHandle(previous);
    if (!target.shared) await check.close();
  }
}

describe('SIGTERM to a server process', () => {
  it('lets the delivery in flight finish and records it, then closes the database and exits 0', async () => {
    const r = await terminateMidDelivery(1_000, 10_000);
    expect(r.code, r.output).toBe(0);
    expect(r.took).toBeGreaterThan(300);
    expect(r.delivery).toMatchObject({ status: 'succeeded', lockedUntil: null, lastStatusCode: 200 });
    expect(r.attempts).toHaveLength(1);
    expect(r.output).toMatch(/shutting down .*SIGTERM/);
    expect(r.output).toMatch(/shut down/);
  }, 60_000);

  it('past SHUTDOWN_TIMEOUT_MS, gives the claim back and exits: the delivery is due again, not leased', async () => {
    const r = await terminateMidDelivery(60_000, 300);
    expect(r.code, r.output).toBe(0);
    expect(r.took).toBeLessThan(8_000);
    expect(r.delivery).toMatchObject({ status: 'pending', lockedUntil: null });
    expect(r.attempts).toHaveLength(0);
    expect(r.output).toMatch(/deliveries under way were given back.*"released":1/);
  }, 60_000);
});
