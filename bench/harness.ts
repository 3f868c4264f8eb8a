/**
 * What both bench runners share (bench/run.ts on `next start`, bench/run-direct.ts on node:http): the command line,
 * the database, the server process, the context each suite gets, and the run of the suites. A runner says only how
 * its server starts and which suites it offers.
 */
import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { freePort, portFrom } from '../scripts/free-port';
import { openDatabase } from '../server/db/client';
import { bootstrapAccount } from '../server/services/accounts/service';
import type { BenchContext, BenchSuite } from './context';
import { loadWith } from './load';
import { startProcess, stopProcess, waitForHttp } from './process';
import { TINY_FLAG, tiny } from './size';

export const root = path.resolve(import.meta.dirname, '..');
/** Where the figures (and the servers' logs) go: a tiny run's beside, never over, the recorded ones. */
export const resultsDir = path.join(root, 'bench', 'results', ...(tiny ? ['tiny'] : []));

export interface BenchRunner {
  /** The command and what it does, for `--help`. */
  usage: string;
  suites: BenchSuite[];
  /** The database the run uses when BENCH_DATABASE_URL names none. */
  defaultDatabaseUrl: string;
  /** Whether BENCH_KEEP_DATABASE=true may keep the previous run's database (the scale suite reuses its rows). */
  mayKeepDatabase: boolean;
  /** Run before the database is prepared, with the suites selected (run.ts builds the app when no build exists). */
  before?(selected: BenchSuite[]): void;
  /** The server's node arguments for a port, its environment beyond the common one, and its log's name in bench/results. */
  server: { args(port: number): string[]; env?: Record<string, string>; log: string };
  /** Written beside every result (what served the routes). */
  recordExtra?: Record<string, unknown>;
  /** After each suite's name in the log. */
  heading?: string;
}

/**
 * The suites the command line names (none: every one), or `help` for `--help`/`-h`. A name that is no suite is
 * refused with the list, before anything is built or started: it used to run nothing after the whole setup.
 */
export function parseSuiteArgs(argv: string[], suites: BenchSuite[]): { help: true } | { help: false; only: string[] } {
  if (argv.some((a) => a === '--help' || a === '-h')) return { help: true };
  // The scale flag is read by bench/size.ts when the suites load.
  const names = argv.filter((a) => a !== TINY_FLAG);
  const known = suites.map((s) => s.name);
  const unknown = names.filter((a) => !known.includes(a));
  if (unknown.length) throw new UsageError(`no such suite: ${unknown.join(', ')} (suites: ${known.join(', ')})`);
  return { help: false, only: names };
}

class UsageError extends Error {}

/**
 * A fresh database, or with `keep` the one left by the previous run (created if missing): the scale suite then
 * reuses its seeded rows instead of seeding a million again.
 */
export async function prepareDatabase(url: string, keep: boolean): Promise<void> {
  const u = new URL(url);
  const name = u.pathname.slice(1);
  u.pathname = '/postgres';
  const admin = postgres(u.toString(), { max: 1, onnotice: () => {} });
  const exists = (await admin`select 1 from pg_database where datname = ${name}`).length > 0;
  if (exists && !keep) await admin.unsafe(`drop database ${name} with (force)`);
  if (!exists || !keep) await admin.unsafe(`create database ${name}`);
  await admin.end();
}

/** Parses the command line and runs the runner's suites, setting the exit code (1 when a suite failed, 2 for usage). */
export function runBench(runner: BenchRunner, argv = process.argv.slice(2)): void {
  main(runner, argv).then(
    (failed) => {
      process.exitCode = failed ? 1 : 0;
    },
    (err) => {
      console.error(err instanceof UsageError ? err.message : err);
      process.exitCode = err instanceof UsageError ? 2 : 1;
    },
  );
}

async function main(runner: BenchRunner, argv: string[]): Promise<boolean> {
  const args = parseSuiteArgs(argv, runner.suites);
  if (args.help) {
    console.log(`${runner.usage}\n\n${TINY_FLAG}: every suite at a tiny scale, seconds each, its figures in bench/results/tiny/ (a smoke run)\nsuites: ${runner.suites.map((s) => s.name).join(', ')}`);
    return false;
  }
  const databaseUrl = process.env.BENCH_DATABASE_URL || runner.defaultDatabaseUrl;
  fs.mkdirSync(resultsDir, { recursive: true });
  const selected = runner.suites.filter((s) => !args.only.length || args.only.includes(s.name));
  runner.before?.(selected);
  await prepareDatabase(databaseUrl, runner.mayKeepDatabase && process.env.BENCH_KEEP_DATABASE === 'true');
  const handle = await openDatabase({ url: databaseUrl, max: 4 });
  // A direct connection: named prepared statements on, as the figures in the README were measured.
  const common = { NODE_ENV: 'production', DATABASE_URL: databaseUrl, DATABASE_PREPARE: 'true', DISABLE_WORKER: 'true', RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'warn', ...runner.server.env };
  const launch = async (port: number, env: Record<string, string>, log: string): Promise<Launched> => {
    const server = startProcess(process.execPath, runner.server.args(port), { ...common, PORT: String(port), ...env }, path.join(resultsDir, log));
    const baseUrl = `http://127.0.0.1:${port}`;
    try {
      await waitForHttp(`${baseUrl}/api/health`);
    } catch (err) {
      stopProcess(server);
      throw err;
    }
    return { server, ctx: benchContext(baseUrl, databaseUrl, handle.db, server.pid!, runner.recordExtra) };
  };
  // The suites without a service of their own share one server, started when the first of them runs.
  let shared: Promise<Launched> | null = null;
  let failed = false;
  try {
    for (const suite of selected) {
      console.log(`\n== ${suite.name}${runner.heading ? ` ${runner.heading}` : ''}`);
      const suiteStarted = performance.now();
      let service: { env: Record<string, string>; stop(): Promise<void> } | null = null;
      let own: Launched | null = null;
      try {
        let ctx: BenchContext;
        if (suite.ownServers) {
          ctx = benchContext('', databaseUrl, handle.db, undefined, runner.recordExtra);
        } else if (suite.beforeServer) {
          // A server of its own, so that what the suite points it at (a stand-in, the worker on) reaches no other suite.
          const port = await freePort();
          service = await suite.beforeServer({ baseUrl: `http://127.0.0.1:${port}` });
          own = await launch(port, service.env, runner.server.log.replace(/(\.log\.tmp)?$/, `-${suite.name}$1`));
          ctx = own.ctx;
        } else {
          // BENCH_PORT, or one the OS has free: a fixed port collided with other servers on the machine.
          shared ??= (async () => launch(portFrom(process.env.BENCH_PORT) ?? (await freePort()), {}, runner.server.log))();
          ctx = (await shared).ctx;
        }
        await suite.run(ctx);
      } catch (err) {
        failed = true;
        console.error(`suite ${suite.name} failed:`, err);
      } finally {
        if (own) stopProcess(own.server);
        await service?.stop();
        // Each suite's wall time, so a smoke run's length can be read suite by suite.
        console.log(`== ${suite.name}: ${Math.round((performance.now() - suiteStarted) / 100) / 10} s`);
      }
    }
  } finally {
    if (shared) await shared.then((s) => stopProcess(s.server), () => {});
    await handle.close();
  }
  return failed;
}

interface Launched {
  server: ReturnType<typeof startProcess>;
  ctx: BenchContext;
}

function benchContext(baseUrl: string, databaseUrl: string, db: BenchContext['db'], serverPid: number | undefined, recordExtra: Record<string, unknown> = {}): BenchContext {
  let n = 0;
  return {
    baseUrl,
    databaseUrl,
    db,
    serverPid,
    async newAccount() {
      const r = await bootstrapAccount(db, { email: `bench-${Date.now()}-${++n}@example.test`, account_name: 'Bench' });
      return { accountId: r.account_id, userId: r.user_id, teamId: r.team_id, key: r.api_key! };
    },
    load: (target) => {
      if (serverPid === undefined) throw new Error('this suite has no server of the runner\'s to load');
      return loadWith(target, baseUrl, serverPid);
    },
    record(name, data) {
      fs.writeFileSync(path.join(resultsDir, `${name}.json`), JSON.stringify({ ...data, ...recordExtra, measured_at: new Date().toISOString() }, null, 2) + '\n');
    },
    log: (line) => console.log(line),
  };
}
