/**
 * `tsx bench/run-direct.ts [suite ...]`: the suites that load only the routes of bench/route-server.ts (usage, campaigns), on
 * PostgreSQL (a fresh `switchboard_bench_direct` database on BENCH_DATABASE_URL's server), with those routes served
 * by plain node:http instead of `next start`, for a machine where `next build` may not run. The floor is measured
 * the same way in the same run, so the ratio to it holds; absolute figures leave out Next.js's own handling.
 */
import path from 'node:path';
import { campaignsSuite } from './campaigns';
import { root, runBench } from './harness';
import { usageSuite } from './usage';

runBench({
  usage: 'tsx bench/run-direct.ts [suite ...]: the suites (all when none is named) against bench/route-server.ts on node:http, on PostgreSQL (BENCH_DATABASE_URL).',
  suites: [usageSuite, campaignsSuite],
  defaultDatabaseUrl: 'postgres://postgres@127.0.0.1:5432/switchboard_bench_direct',
  mayKeepDatabase: false,
  server: { args: () => [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'bench/route-server.ts')], log: 'route-server.log.tmp' },
  recordExtra: { server: 'node:http (bench/route-server.ts)' },
  heading: '(routes on node:http)',
});
