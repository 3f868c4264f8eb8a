/**
 * What a fault scenario runs on: a database of its own on the bench's PostgreSQL server, seeded with one account
 * (credited, its live-call cap raised, holidays off), an outbound agent, a webhook per receiver and the campaign's
 * contacts; the application processes (bench/fault-server.ts), started, killed with SIGKILL and started again; and
 * webhook receivers whose behaviour is switched while they run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { eq, sql } from 'drizzle-orm';
import { freePort } from '../scripts/free-port';
import { config } from '../server/config';
import { openDatabase, type DbHandle } from '../server/db/client';
import { appKeyring } from '../server/db/encryption';
import { businessProfiles } from '../server/db/schema';
import { actorForUser, bootstrapAccount } from '../server/services/accounts/service';
import { setAccountLimits } from '../server/services/accounts/limits';
import { createAgent } from '../server/services/agents/service';
import type { webhookEventNames } from '../server/services/webhooks/schema';
import { createWebhook } from '../server/services/webhooks/service';
import { creditAccount } from '../server/services/wallet/ledger';
import { startReceiver, type Receiver } from '../server/testing/webhook-receiver';
import { prepareDatabase, resultsDir, root } from './harness';

/** An answered simulated call lasts about 3 s at this scale (about 95 s of conversation). */
type WebhookEventName = (typeof webhookEventNames)[number];

export const TIME_SCALE = 0.03;
export const CREDIT_CENTS = 10_000_000;
/** The campaign's contacts carry this tag; the direct calls go to other numbers (directNumber). */
export const FAULT_TAG = 'fault';
const EVENTS: WebhookEventName[] = ['call.started', 'call.ended', 'call.failed', 'call.transcript', 'call.recording', 'call.summary', 'calendar.created', 'campaign.started', 'campaign.completed'];

export interface World {
  name: string;
  /** The scenario's database, direct (the checks read it; migrations ran on it). */
  databaseUrl: string;
  handle: DbHandle;
  accountId: number;
  userId: number;
  key: string;
  agentId: number;
  webhooks: { id: number; receiver: FaultReceiver }[];
  close(): Promise<void>;
}

/** A database `switchboard_faults_<name>` beside the bench database, seeded for one scenario. */
export async function setUpWorld(benchDatabaseUrl: string, name: string, opts: { contacts: number; receivers: FaultReceiver[] }): Promise<World> {
  const u = new URL(benchDatabaseUrl);
  u.pathname = `/switchboard_faults_${name}`;
  const databaseUrl = u.toString();
  await prepareDatabase(databaseUrl, false);
  const handle = await openDatabase({ url: databaseUrl, max: 4 });
  const db = handle.db;
  const boot = await bootstrapAccount(db, { email: `faults-${name}@example.test`, account_name: `Faults ${name}` });
  const accountId = boot.account_id;
  await creditAccount(db, accountId, CREDIT_CENTS, { description: 'fault bench' });
  await setAccountLimits(db, accountId, { max_live_calls: 200 });
  // Holidays off (the campaign dials today), and informational calls without a recorded consent: the contacts are
  // seeded without one, and the default would skip every recipient (skipped_no_consent).
  await db.update(businessProfiles).set({ holidays: false, consentRequired: { marketing: 'express_written', informational: 'none' } }).where(eq(businessProfiles.accountId, accountId));
  const actor = await actorForUser(db, boot.user_id);
  const agent = await createAgent(db, actor, { name: 'Fault Agent', phone_number: '+14155550199', first_message: 'Hi {{first_name}}.' });
  const allowPrivate = config.ALLOW_PRIVATE_WEBHOOK_URLS;
  config.ALLOW_PRIVATE_WEBHOOK_URLS = true;
  const webhooks: World['webhooks'] = [];
  try {
    for (const [i, receiver] of opts.receivers.entries()) {
      const w = await createWebhook(db, actor, { name: `receiver ${i}`, url: `${receiver.url}/hook/${i}`, subscribed_events: EVENTS });
      webhooks.push({ id: w.id, receiver });
    }
  } finally {
    config.ALLOW_PRIVATE_WEBHOOK_URLS = allowPrivate;
  }
  if (opts.contacts) {
    // As bench/campaigns.ts seeds its audience: one number each, every hundredth line busy, one no answer, one voicemail.
    await db.execute(sql`
      with t as (insert into tags (account_id, name) values (${accountId}, ${FAULT_TAG}) returning id),
      n as (select g as i from generate_series(0, ${opts.contacts - 1}) g),
      c as (
        insert into contacts (account_id, owner_user_id, first_name, last_name, custom_context)
        select ${accountId}, ${boot.user_id}, 'Lead ' || i, 'Fault', jsonb_build_object('i', i) from n
        returning id, (custom_context ->> 'i')::int as i
      ),
      p as (
        insert into contact_phone_numbers (contact_id, account_id, phone_number, is_primary)
        select id, ${accountId}, '+1415' || (200 + i / 100)::text
          || case i % 100 when 1 then '0001' when 2 then '0002' when 4 then '0004' else (1000 + i % 100)::text end, true
        from c returning contact_id
      )
      insert into contact_tags (contact_id, tag_id) select p.contact_id, t.id from p, t`);
  }
  return {
    name, databaseUrl, handle, accountId, userId: boot.user_id, key: boot.api_key!, agentId: agent.id, webhooks,
    close: () => handle.close(),
  };
}

/** The i-th direct call's number (628, one each; never one of the simulator's special lines). */
export function directNumber(i: number): string {
  return `+1628${200 + Math.floor(i / 8000)}${String(2000 + (i % 8000)).padStart(4, '0')}`;
}

/** The environment of every application process of a scenario. */
function appEnv(name: string, db: { url: string; unpooledUrl?: string; prepare: boolean }, extra: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: 'production',
    AUTH_SECRET: 'fault-bench-auth-secret-0123456789abcdefghijkl',
    // The key this process sealed the webhooks' secrets with: the servers open them to sign.
    ENCRYPTION_KEY: sealingKey(),
    ALLOW_PRIVATE_WEBHOOK_URLS: 'true',
    SIMULATOR_TIME_SCALE: String(TIME_SCALE),
    RATE_LIMIT_PER_MINUTE: '100000000',
    LOG_LEVEL: 'warn',
    DISABLE_WORKER: 'false',
    DATABASE_URL: db.url,
    DATABASE_URL_UNPOOLED: db.unpooledUrl ?? '',
    DATABASE_PREPARE: String(db.prepare),
    // The connection storm terminates these backends only (never the bench's own).
    PGAPPNAME: `fault-app-${name}`,
    ...extra,
  };
}

function sealingKey(): string {
  const ring = appKeyring();
  return ring.keys.get(ring.currentId)!.toString('hex');
}

/** One application process: started, killed with SIGKILL, started again on the same port. */
export class AppProcess {
  child: ChildProcess | null = null;
  readonly baseUrl: string;
  private readonly env: Record<string, string>;
  private readonly log: string;
  kills = 0;
  /** Exits the bench did not cause (a crash): the production server logs an uncaught error and keeps serving. */
  unexpectedExits = 0;
  private stopping = false;
  /** Seconds from each start to serving. */
  readonly startSeconds: number[] = [];

  constructor(readonly port: number, env: Record<string, string>, log: string) {
    this.baseUrl = `http://127.0.0.1:${port}`;
    this.env = env;
    this.log = log;
  }

  static async create(name: string, index: number, db: { url: string; unpooledUrl?: string; prepare: boolean }, extra: Record<string, string> = {}): Promise<AppProcess> {
    const port = await freePort();
    return new AppProcess(port, appEnv(name, db, { PORT: String(port), ...extra }), path.join(resultsDir, `faults-${name}-${index}.log.tmp`));
  }

  async start(): Promise<void> {
    const t0 = performance.now();
    const out = fs.openSync(this.log, 'a');
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/fault-server.ts')], {
      cwd: root, env: { ...process.env, ...this.env }, stdio: ['ignore', 'pipe', out],
    });
    this.child = child;
    this.stopping = false;
    child.once('exit', () => {
      if (!this.stopping) this.unexpectedExits++;
    });
    const lines = createInterface({ input: child.stdout! });
    const listening = new Promise<void>((resolve, reject) => {
      lines.on('line', (line) => {
        fs.appendFileSync(this.log, line + '\n');
        if (line.startsWith('listening ')) resolve();
      });
      child.once('exit', (code, signal) => reject(new Error(`${this.baseUrl} exited (${code ?? signal}) before serving; see ${this.log}`)));
    });
    await Promise.race([listening, new Promise((_, reject) => setTimeout(() => reject(new Error(`${this.baseUrl} did not serve within 120 s`)), 120_000))]);
    this.startSeconds.push(Math.round((performance.now() - t0) / 100) / 10);
  }

  /** SIGKILL: no shutdown hook runs, the process's claims and connections are left as a crash leaves them. */
  async kill9(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    this.stopping = true;
    child.kill('SIGKILL');
    this.kills++;
    await exited;
    this.child = null;
  }

  /** SIGTERM and wait (the graceful shutdown gives the worker's claims back), SIGKILL after 20 s. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    this.stopping = true;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
    this.child = null;
  }
}

export type ReceiverMode = { kind: 'ok' } | { kind: 'down' } | { kind: 'slow'; ms: number } | { kind: 'status'; code: number };

/** The sender's limit for one delivery attempt (server/services/webhooks/delivery.ts): a later answer is a failure. */
const SENDER_TIMEOUT_MS = 10_000;

/**
 * A webhook receiver whose mode the scenario switches: ok (200 at once), down (the connection dropped unanswered),
 * slow (200 after a delay), status (that code at once). Records when each delivery id was answered 200 in time.
 */
export interface FaultReceiver {
  url: string;
  mode: ReceiverMode;
  /** Delivery id → times answered 200 within the sender's limit (ms since the epoch). */
  received: Map<string, number[]>;
  requests: number;
  close(): Promise<void>;
}

export async function startFaultReceiver(mode: ReceiverMode = { kind: 'ok' }): Promise<FaultReceiver> {
  const received = new Map<string, number[]>();
  const fr = { mode, received, requests: 0 } as FaultReceiver;
  const rx: Receiver = await startReceiver((req) => {
    fr.requests++;
    const id = String(req.headers['x-klen-delivery-id'] ?? '');
    const m = fr.mode;
    if (m.kind === 'down') return { hangUp: true };
    if (m.kind === 'status') return { status: m.code, body: 'fault' };
    const delayMs = m.kind === 'slow' ? m.ms : 0;
    if (delayMs < SENDER_TIMEOUT_MS) {
      const at = req.at + delayMs;
      received.set(id, [...(received.get(id) ?? []), at]);
    }
    return { status: 200, body: 'ok', delayMs };
  });
  // Requests are kept by the test receiver; the fault receiver keeps its own tally, so they are not held in memory.
  const trim = setInterval(() => rx.requests.splice(0), 1000);
  fr.url = rx.url;
  fr.close = async () => {
    clearInterval(trim);
    await rx.close();
  };
  return fr;
}
