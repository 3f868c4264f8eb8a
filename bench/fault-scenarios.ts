/**
 * The six scenarios of the fault bench (bench/faults.ts), after the outside fault report: each sets up its world,
 * runs its load with its faults on a timeline, waits for the system to go quiet (or for the deadline past which
 * anything still live is stuck), and answers its goal counts and figures.
 */
import { DIAL_DEADLINE_MS } from '../server/services/calls/dial-handoff';
import { sized } from './size';
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { freePort } from '../scripts/free-port';
import { openDatabase } from '../server/db/client';
import { rowsOf } from '../server/db/rows';
import { sql as dsql } from 'drizzle-orm';
import { bookingRounds, directCalls, startCampaign, type DirectOutcome } from './fault-clients';
import { checkClient, checkWorld, overlappingEvents, percentiles, round1, waitForQuiet } from './fault-checks';
import { startFaultProxy } from './fault-proxy';
import { AppProcess, setUpWorld, startFaultReceiver, type FaultReceiver, type World } from './fault-world';
import { root } from './harness';

/** BENCH_FAULTS_SCALE: 1 for the full run (a few minutes), 0.1 for a smoke run. Sizes and fault lengths scale with it. */
export const SCALE = Number(process.env.BENCH_FAULTS_SCALE || sized(1, 0.05));
const scaled = (full: number, least: number) => Math.max(least, Math.round(full * SCALE));
const seconds = (full: number, least: number) => Math.max(least, full * SCALE) * 1000;
/**
 * How long after its last fault and its last request a scenario may take to settle: a call still live, a key still
 * in progress after it is stuck. An answered call lasts about 3 s at the bench's time scale; a call whose hand-off to
 * the provider was lost is settled by the dial sweeper once its deadline passes (DIAL_DEADLINE_MS after its dial,
 * then the sweeper's next pass), which bounds the wait.
 */
const SETTLE_DEADLINE_MS = Math.max(90_000, DIAL_DEADLINE_MS + 30_000);
/** How long a client retries one direct call with its key (longer than any outage here). */
const CLIENT_DEADLINE_MS = 120_000;

export interface ScenarioResult {
  counts: Record<string, number>;
  figures: Record<string, unknown>;
  /** Goals beyond the zero counts: value, and the bound it must meet. */
  bounds?: Record<string, { value: number | null; below: number }>;
}

export interface ScenarioEnv {
  benchDatabaseUrl: string;
  log(line: string): void;
}

type Timeline = Promise<Record<string, unknown>>;

/**
 * What every PostgreSQL scenario shares: the world, its servers, a campaign and direct calls through them while
 * `faults` runs, then the settle wait and the checks.
 */
async function withLoad(env: ScenarioEnv, name: string, o: {
  contacts: number; campaignConcurrency: number; direct: number; paceMs: number; receivers: FaultReceiver[]; healthy: number[];
  servers: (world: World) => Promise<AppProcess[]>;
  faults: (world: World, servers: AppProcess[]) => Timeline;
  duringSettle?: (world: World) => Promise<void>;
}): Promise<ScenarioResult & { world: World }> {
  const world = await setUpWorld(env.benchDatabaseUrl, name, { contacts: o.contacts, receivers: o.receivers });
  const servers = await o.servers(world);
  const sql = checkClient(world.databaseUrl);
  try {
    await Promise.all(servers.map((s) => s.start()));
    const bases = () => servers.map((s) => s.baseUrl);
    const campaign = o.contacts ? await startCampaign(bases, world.key, world.agentId, o.campaignConcurrency) : null;
    const [direct, faults] = await Promise.all([
      directCalls({ bases, key: world.key, agentId: world.agentId, run: name, count: o.direct, concurrency: 3, paceMs: o.paceMs, deadlineMs: CLIENT_DEADLINE_MS }),
      o.faults(world, servers),
    ]);
    env.log(`  load and faults done; settling (at most ${SETTLE_DEADLINE_MS / 1000} s)`);
    const deadline = Date.now() + SETTLE_DEADLINE_MS;
    let settling = true;
    const nudging = o.duringSettle ? (async () => {
      while (settling && Date.now() < deadline) {
        await o.duringSettle!(world).catch(() => {});
        await sleep(3000);
      }
    })() : null;
    const settle = await waitForQuiet(sql, deadline);
    settling = false;
    await nudging;
    const checked = await checkWorld(sql, world, { direct, healthyWebhooks: o.healthy });
    return {
      world,
      counts: { ...checked.counts, servers_exited_unasked: servers.reduce((t, s) => t + s.unexpectedExits, 0) },
      figures: { ...checked.figures, campaign_id: campaign, settle_s: settle.seconds, settled: settle.quiet, faults, restarts_serving_s: servers.flatMap((s) => s.startSeconds.slice(1)) },
    };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await sql.end();
  }
}

/** Scenario 1: two servers on one database, one of them killed with SIGKILL in turn mid-campaign and mid-burst of deliveries. */
export async function killScenario(env: ScenarioEnv): Promise<ScenarioResult> {
  // Deliveries answered after 200 ms, so that some are in flight at every kill.
  const rx = await startFaultReceiver({ kind: 'slow', ms: 200 });
  try {
    const r = await withLoad(env, 'kill', {
      contacts: scaled(200, 20), campaignConcurrency: 10, direct: scaled(150, 15), paceMs: 300, receivers: [rx], healthy: [],
      servers: async (w) => [await AppProcess.create('kill', 0, { url: w.databaseUrl, prepare: true }), await AppProcess.create('kill', 1, { url: w.databaseUrl, prepare: true })],
      async faults(_w, servers) {
        const rounds = scaled(4, 1);
        for (let k = 0; k < rounds; k++) {
          await sleep(6000);
          const victim = servers[k % servers.length];
          await victim.kill9();
          env.log(`  kill -9 of ${victim.baseUrl}`);
          await sleep(3000);
          await victim.start();
        }
        return { kills: rounds };
      },
    });
    await r.world.close();
    return r;
  } finally {
    await rx.close();
  }
}

/** Scenario 2: the database's connections terminated in a storm, then the database down and unreachable (the proxy). */
export async function databaseScenario(env: ScenarioEnv): Promise<ScenarioResult> {
  const rx = await startFaultReceiver();
  const upstream = new URL(env.benchDatabaseUrl);
  const proxy = await startFaultProxy(upstream.hostname, Number(upstream.port || 5432));
  const admin = checkClient(env.benchDatabaseUrl);
  try {
    const r = await withLoad(env, 'database', {
      contacts: scaled(150, 15), campaignConcurrency: 10, direct: scaled(120, 12), paceMs: 400, receivers: [rx], healthy: [],
      servers: async (w) => [
        await AppProcess.create('database', 0, { url: proxy.url(w.databaseUrl), prepare: true }),
        await AppProcess.create('database', 1, { url: proxy.url(w.databaseUrl), prepare: true }),
      ],
      async faults(w) {
        await sleep(4000);
        const db = new URL(w.databaseUrl).pathname.slice(1);
        let terminated = 0;
        const stormUntil = Date.now() + seconds(20, 3);
        while (Date.now() < stormUntil) {
          const [{ n }] = await admin<{ n: number }[]>`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
            where datname = ${db} and application_name like 'fault-app-%' and pid <> pg_backend_pid()`;
          terminated += n;
          await sleep(1500);
        }
        env.log(`  storm: ${terminated} backends terminated`);
        await sleep(3000);
        const holdMs = seconds(30, 3);
        proxy.cut('down');
        env.log(`  database down (connections reset) for ${holdMs / 1000} s`);
        await sleep(holdMs);
        proxy.restore();
        await sleep(5000);
        proxy.cut('unreachable');
        env.log(`  database unreachable (connections never answered) for ${holdMs / 1000} s`);
        await sleep(holdMs);
        proxy.restore();
        return { backends_terminated: terminated, outage_s: holdMs / 1000, proxied_connections_dropped: proxy.dropped };
      },
    });
    await r.world.close();
    return r;
  } finally {
    await admin.end();
    await proxy.close();
    await rx.close();
  }
}

const run = promisify(execFile);

/**
 * Scenario 3: a PgBouncer of the scenario's own (scripts/pgbouncer.sh on a free port and folder) killed with SIGKILL
 * and started again under two servers; through the proxy, cut the same way, where no PgBouncer can be started.
 */
export async function poolerScenario(env: ScenarioEnv): Promise<ScenarioResult> {
  const rx = await startFaultReceiver();
  const upstream = new URL(env.benchDatabaseUrl);
  const port = await freePort();
  const dir = path.join(os.tmpdir(), `switchboard-faults-pgbouncer-${process.pid}`);
  const pgbEnv = { ...process.env, PGBOUNCER_PORT: String(port), PGBOUNCER_DIR: dir, PGBOUNCER_UPSTREAM_HOST: upstream.hostname, PGBOUNCER_UPSTREAM_PORT: upstream.port || '5432' };
  const script = path.join(root, 'scripts/pgbouncer.sh');
  const startPooler = () => run('bash', [script], { env: pgbEnv });
  let pooler: 'pgbouncer' | 'proxy' = 'pgbouncer';
  try {
    await startPooler();
  } catch (err) {
    pooler = 'proxy';
    env.log(`  no PgBouncer of its own (${(err as Error).message.split('\n')[0]}): the pooler's faults go through the proxy`);
  }
  const proxy = pooler === 'proxy' ? await startFaultProxy(upstream.hostname, Number(upstream.port || 5432)) : null;
  const poolerPort = proxy?.port ?? port;
  const killPooler = async () => {
    if (proxy) return proxy.cut('down');
    const pid = Number(fs.readFileSync(path.join(dir, 'pgbouncer.pid'), 'utf8'));
    process.kill(pid, 'SIGKILL');
    // Its pid file outlives a SIGKILL; the script starts a new one only once nothing answers on the port.
    for (let i = 0; i < 50; i++) {
      try {
        process.kill(pid, 0);
        await sleep(100);
      } catch {
        break;
      }
    }
  };
  const restartPooler = async () => (proxy ? proxy.restore() : void (await startPooler()));
  try {
    const r = await withLoad(env, 'pooler', {
      contacts: scaled(150, 15), campaignConcurrency: 10, direct: scaled(100, 10), paceMs: 400, receivers: [rx], healthy: [],
      servers: async (w) => {
        const pooled = new URL(w.databaseUrl);
        pooled.port = String(poolerPort);
        return [await AppProcess.create('pooler', 0, { url: pooled.toString(), unpooledUrl: w.databaseUrl, prepare: false }), await AppProcess.create('pooler', 1, { url: pooled.toString(), unpooledUrl: w.databaseUrl, prepare: false })];
      },
      async faults() {
        const downs = [seconds(5, 2), seconds(15, 3)];
        for (const down of downs) {
          await sleep(6000);
          await killPooler();
          env.log(`  ${pooler} killed for ${down / 1000} s`);
          await sleep(down);
          await restartPooler();
        }
        return { pooler, pooler_kills: downs.length, down_s: downs.map((d) => d / 1000) };
      },
    });
    await r.world.close();
    return r;
  } finally {
    if (proxy) await proxy.close();
    else await run('bash', [script, 'stop'], { env: pgbEnv }).catch(() => {});
    await rx.close();
  }
}

/**
 * Scenario 4: one server, two endpoints: A down, then slow past the sender's 10 s limit, then answering 500, then
 * healthy; B healthy throughout. Direct calls paced through all of it make the events. B's delivery latency (event
 * recorded → B answered) by A's phase, goal p95 under 1 s while A is slow. A's retries, due 1, 5 and 30 minutes
 * later, are brought forward once A is healthy (the schedule itself is not what this measures): every delivery to
 * either endpoint must then succeed.
 */
export async function webhooksScenario(env: ScenarioEnv): Promise<ScenarioResult> {
  const a = await startFaultReceiver();
  const b = await startFaultReceiver();
  const phases: { name: string; mode: FaultReceiver['mode']; ms: number }[] = [
    { name: 'A healthy', mode: { kind: 'ok' }, ms: seconds(10, 3) },
    { name: 'A down', mode: { kind: 'down' }, ms: seconds(15, 3) },
    { name: 'A slow (12 s)', mode: { kind: 'slow', ms: 12_000 }, ms: seconds(40, 15) },
    { name: 'A 500', mode: { kind: 'status', code: 500 }, ms: seconds(15, 3) },
    { name: 'A healthy again', mode: { kind: 'ok' }, ms: seconds(10, 3) },
  ];
  const total = phases.reduce((t, p) => t + p.ms, 0);
  const windows: { name: string; from: number; to: number }[] = [];
  try {
    const r = await withLoad(env, 'webhooks', {
      contacts: 0, campaignConcurrency: 0, direct: Math.floor(total / 500), paceMs: 500, receivers: [a, b], healthy: [],
      servers: async (w) => [await AppProcess.create('webhooks', 0, { url: w.databaseUrl, prepare: true })],
      async faults() {
        for (const p of phases) {
          a.mode = p.mode;
          env.log(`  ${p.name} for ${p.ms / 1000} s`);
          const from = Date.now();
          await sleep(p.ms);
          windows.push({ name: p.name, from, to: Date.now() });
        }
        return { phases: phases.map((p) => ({ name: p.name, s: p.ms / 1000 })) };
      },
      async duringSettle(w) {
        await w.handle.db.execute(dsql`update webhook_deliveries set next_attempt_at = now() where webhook_id = ${w.webhooks[0].id} and status = 'pending' and next_attempt_at > now()`);
      },
    });
    // Both endpoints are healthy at the end and A's retries were brought forward: none of their deliveries may be left.
    const sql = checkClient(r.world.databaseUrl);
    const byPhase: Record<string, ReturnType<typeof percentiles> & { never_received: number }> = {};
    try {
      const rows = await sql<{ id: string; webhook_id: number; status: string; created: number }[]>`
        select d.id, d.webhook_id, d.status, extract(epoch from e.created_at) * 1000 as created
        from webhook_deliveries d join outbox_events e on e.id = d.outbox_event_id`;
      for (const wnd of windows) {
        const ofPhase = rows.filter((d) => d.webhook_id === r.world.webhooks[1].id && Number(d.created) >= wnd.from && Number(d.created) < wnd.to);
        const got = ofPhase.filter((d) => b.received.has(d.id));
        byPhase[wnd.name] = { ...percentiles(got.map((d) => b.received.get(d.id)![0] - Number(d.created))), never_received: ofPhase.length - got.length };
      }
      const notSucceeded = rows.filter((d) => d.status !== 'succeeded').length;
      r.counts.events_lost += notSucceeded;
      r.figures.deliveries_not_succeeded_at_end = notSucceeded;
    } finally {
      await sql.end();
    }
    r.figures.healthy_endpoint_delivery_by_phase = byPhase;
    const slow = byPhase['A slow (12 s)'];
    // A delivery B never got counts as lost above; a phase with none of B's deliveries measured nothing (null: failed).
    r.bounds = { healthy_delivery_p95_ms_while_another_is_slow: { value: slow && !slow.never_received ? slow.p95_ms : null, below: 1000 } };
    await r.world.close();
    return r;
  } finally {
    await a.close();
    await b.close();
  }
}

/** Scenario 5: rounds of concurrent bookings of one slot over two servers: each round exactly one booking. */
export async function bookingsScenario(env: ScenarioEnv): Promise<ScenarioResult> {
  const world = await setUpWorld(env.benchDatabaseUrl, 'bookings', { contacts: 0, receivers: [] });
  const servers = [await AppProcess.create('bookings', 0, { url: world.databaseUrl, prepare: true }), await AppProcess.create('bookings', 1, { url: world.databaseUrl, prepare: true })];
  const sql = checkClient(world.databaseUrl);
  try {
    await Promise.all(servers.map((s) => s.start()));
    const rounds = await bookingRounds(servers.map((s) => s.baseUrl), world.key, scaled(20, 3), scaled(30, 10));
    const overlapping = await overlappingEvents(sql);
    const other: Record<string, number> = {};
    for (const r of rounds) for (const [k, n] of Object.entries(r.other)) other[k] = (other[k] ?? 0) + n;
    return {
      counts: { double_bookings: rounds.filter((r) => r.created > 1).length + overlapping, rounds_without_a_booking: rounds.filter((r) => r.created === 0).length, servers_exited_unasked: servers.reduce((t, s) => t + s.unexpectedExits, 0) },
      figures: { rounds: rounds.length, clients_per_round: scaled(30, 10), created: rounds.map((r) => r.created), overlapping_events: overlapping, other_answers: other },
    };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await sql.end();
    await world.close();
  }
}

/**
 * Scenario 6: a process writing to an embedded PGlite folder killed with SIGKILL mid-write, again and again; the
 * folder must open each time and hold every write the process had printed as committed, with the wallet equal to
 * its ledger.
 */
export async function pgliteScenario(env: ScenarioEnv): Promise<ScenarioResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchboard-faults-pglite-'));
  const pgliteDir = path.join(dir, 'pglite');
  const acked = new Set<number>();
  let credits = 0;
  let account = null as [number, number] | null;
  let openFailures = 0;
  const openSeconds: number[] = [];
  const kills = scaled(5, 2);
  try {
    for (let k = 0; k < kills; k++) {
      const t0 = performance.now();
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/fault-pglite-writer.ts'), pgliteDir, ...(account ? account.map(String) : [])], {
        cwd: root, env: { ...process.env, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'inherit'],
      });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      let opened = false;
      const reading = (async () => {
        for await (const line of createInterface({ input: child.stdout! })) {
          const [what, x, y] = line.split(' ');
          if (what === 'account') {
            account = [Number(x), Number(y)];
            opened = true;
            openSeconds.push(round1((performance.now() - t0) / 1000));
          } else if (what === 'contact') acked.add(Number(x));
          else if (what === 'credit') credits++;
        }
      })();
      // Kill it mid-write: once it has committed a few writes since it opened, at a random moment of the next ones
      // (if it never opens the folder, after 90 s: a failure to open).
      for (let waited = 0; !opened && waited < 90_000 && child.exitCode === null; waited += 100) await sleep(100);
      if (!opened) openFailures++;
      const before = acked.size;
      for (let waited = 0; opened && acked.size < before + 3 && waited < 30_000; waited += 50) await sleep(50);
      await sleep(Math.random() * 300);
      child.kill('SIGKILL');
      await exited;
      await reading;
      env.log(`  kill -9 of the PGlite writer ${k + 1}/${kills}: ${acked.size} contacts and ${credits} credits acknowledged so far`);
    }
    const handle = await openDatabase({ pgliteDir });
    try {
      const ids = new Set(rowsOf<{ id: number }>(await handle.db.execute(dsql`select id from contacts where last_name = 'Fault'`)).map((r) => Number(r.id)));
      const [m] = rowsOf<{ balance: number; ledger: number; writes: number }>(await handle.db.execute(dsql`
        select (select coalesce(sum(wallet_balance_cents), 0) from accounts)::int as balance,
          (select coalesce(sum(amount_cents), 0) from wallet_ledger)::int as ledger,
          (select count(*) from wallet_ledger where description = 'fault bench write')::int as writes`));
      const lostContacts = [...acked].filter((id) => !ids.has(id)).length;
      return {
        counts: {
          acknowledged_writes_lost: lostContacts + Math.max(0, credits - Number(m.writes)),
          folder_failed_to_open: openFailures,
          money_mismatches: Number(m.balance) === Number(m.ledger) ? 0 : 1,
        },
        figures: {
          kills, contacts_acknowledged: acked.size, contacts_present: ids.size, credits_acknowledged: credits, credits_present: Number(m.writes),
          // A write in flight at the kill may have committed before its line was printed: present, never acknowledged.
          unacknowledged_present: ids.size - acked.size + lostContacts + Number(m.writes) - credits,
          balance_cents: Number(m.balance), ledger_cents: Number(m.ledger), open_s: openSeconds,
        },
      };
    } finally {
      await handle.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export type { DirectOutcome };
