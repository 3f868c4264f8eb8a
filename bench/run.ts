/**
 * `npm run bench [-- suite ...]`: starts the production server on PostgreSQL (a fresh `switchboard_bench`
 * database on BENCH_DATABASE_URL's server) and runs the benchmark suites of bench/suites.ts against it.
 * Results go to bench/results/<name>.json. Build first (`npm run build`); a missing build is made here.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { freePort, portFrom } from '../scripts/free-port';
import { openDatabase } from '../server/db/client';
import { bootstrapAccount } from '../server/services/accounts/service';
import { BENCH_VAPI_SECRET, type BenchContext } from './context';
import { loadWith } from './load';
import { startProcess, stopProcess, waitForHttp } from './process';
import { suites } from './suites';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/switchboard_bench';
const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'bench', 'results');
/**
 * A fresh database, or with BENCH_KEEP_DATABASE=true the one left by the previous run (created if missing):
 * the scale suite then reuses its seeded rows instead of seeding a million again.
 */
async function prepareDatabase(url: string, keep: boolean) {
  const u = new URL(url);
  const name = u.pathname.slice(1);
  u.pathname = '/postgres';
  const admin = postgres(u.toString(), { max: 1, onnotice: () => {} });
  const exists = (await admin`select 1 from pg_database where datname = ${name}`).length > 0;
  if (exists && !keep) await admin.unsafe(`drop database ${name} with (force)`);
  if (!exists || !keep) await admin.unsafe(`create database ${name}`);
  await admin.end();
}

async function main() {
  const only = process.argv.slice(2);
  const databaseUrl = process.env.BENCH_DATABASE_URL || DEFAULT_URL;
  fs.mkdirSync(resultsDir, { recursive: true });
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    console.log('no production build: running next build');
    execFileSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], { cwd: root, stdio: 'inherit' });
  }
  await prepareDatabase(databaseUrl, process.env.BENCH_KEEP_DATABASE === 'true');
  const handle = await openDatabase({ url: databaseUrl, max: 4 });
  // BENCH_PORT, or one the OS has free: a fixed port collided with other servers on the machine.
  const PORT = portFrom(process.env.BENCH_PORT) ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${PORT}`;
  const server = startProcess(
    process.execPath,
    // BENCH_SERVER_NODE_ARGS: flags for the server's node, such as `--cpu-prof --cpu-prof-dir=/tmp/prof` (not
    // allowed in NODE_OPTIONS); the profile is written when the server exits at the end of the run.
    [...(process.env.BENCH_SERVER_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? []),
      path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(PORT), '-H', '127.0.0.1'],
    // A direct connection: named prepared statements on, as the figures in the README were measured.
    { NODE_ENV: 'production', DATABASE_URL: databaseUrl, DATABASE_PREPARE: 'true', DISABLE_WORKER: 'true', RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'warn', PORT: String(PORT),
      VAPI_WEBHOOK_SECRET: BENCH_VAPI_SECRET, AUTH_SECRET: 'bench-only-secret-not-for-production-0123456789' },
    path.join(resultsDir, 'server.log.tmp'),
  );
  let failed = false;
  try {
    await waitForHttp(`${baseUrl}/api/health`);
    let n = 0;
    const ctx: BenchContext = {
      baseUrl,
      databaseUrl,
      db: handle.db,
      serverPid: server.pid!,
      async newAccount() {
        const r = await bootstrapAccount(handle.db, { email: `bench-${Date.now()}-${++n}@example.test`, account_name: 'Bench' });
        return { accountId: r.account_id, userId: r.user_id, teamId: r.team_id, key: r.api_key! };
      },
      load: (target) => loadWith(target, baseUrl, server.pid!),
      record(name, data) {
        fs.writeFileSync(path.join(resultsDir, `${name}.json`), JSON.stringify({ ...data, measured_at: new Date().toISOString() }, null, 2) + '\n');
      },
      log: (line) => console.log(line),
    };
    for (const suite of suites) {
      if (only.length && !only.includes(suite.name)) continue;
      console.log(`\n== ${suite.name}`);
      try {
        await suite.run(ctx);
      } catch (err) {
        failed = true;
        console.error(`suite ${suite.name} failed:`, err);
      }
    }
  } finally {
    stopProcess(server);
    await handle.close();
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
