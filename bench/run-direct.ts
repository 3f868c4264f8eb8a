/**
 * `tsx bench/run-direct.ts [suite ...]`: the suites that load only the routes of bench/route-server.ts (usage, campaigns), on
 * PostgreSQL (a fresh `switchboard_bench_direct` database on BENCH_DATABASE_URL's server), with those routes served
 * by plain node:http instead of `next start`, for a machine where `next build` may not run. The floor is measured
 * the same way in the same run, so the ratio to it holds; absolute figures leave out Next.js's own handling.
 */
import path from 'node:path';
import fs from 'node:fs';
import postgres from 'postgres';
import { freePort, portFrom } from '../scripts/free-port';
import { openDatabase } from '../server/db/client';
import { bootstrapAccount } from '../server/services/accounts/service';
import type { BenchContext, BenchSuite } from './context';
import { loadWith } from './load';
import { startProcess, stopProcess, waitForHttp } from './process';
import { usageSuite } from './usage';
import { campaignsSuite } from './campaigns';

const direct: BenchSuite[] = [usageSuite, campaignsSuite];
const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'bench', 'results');

async function freshDatabase(url: string) {
  const u = new URL(url);
  const name = u.pathname.slice(1);
  u.pathname = '/postgres';
  const admin = postgres(u.toString(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.unsafe(`create database ${name}`);
  await admin.end();
}

async function main() {
  const only = process.argv.slice(2);
  const databaseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/switchboard_bench_direct';
  fs.mkdirSync(resultsDir, { recursive: true });
  await freshDatabase(databaseUrl);
  const handle = await openDatabase({ url: databaseUrl, max: 4 });
  const PORT = portFrom(process.env.BENCH_PORT) ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${PORT}`;
  const server = startProcess(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'bench/route-server.ts')],
    { NODE_ENV: 'production', DATABASE_URL: databaseUrl, DATABASE_PREPARE: 'true', DISABLE_WORKER: 'true', RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'warn', PORT: String(PORT) },
    path.join(resultsDir, 'route-server.log.tmp'));
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
        fs.writeFileSync(path.join(resultsDir, `${name}.json`), JSON.stringify({ ...data, server: 'node:http (bench/route-server.ts)', measured_at: new Date().toISOString() }, null, 2) + '\n');
      },
      log: (line) => console.log(line),
    };
    for (const suite of direct) {
      if (only.length && !only.includes(suite.name)) continue;
      console.log(`\n== ${suite.name} (routes on node:http)`);
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
