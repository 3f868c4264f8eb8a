/**
 * `npm run bench [-- suite ...]`: starts the production server on PostgreSQL (a fresh `switchboard_bench`
 * database on BENCH_DATABASE_URL's server) and runs the benchmark suites of bench/suites.ts against it.
 * Results go to bench/results/<name>.json. Build first (`npm run build`); a missing build is made here.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BENCH_VAPI_SECRET } from './context';
import { root, runBench } from './harness';
import { suites } from './suites';

const next = path.join(root, 'node_modules/next/dist/bin/next');

runBench({
  usage: 'npm run bench [-- suite ...]: the suites (all when none is named) against `next start` on PostgreSQL (BENCH_DATABASE_URL).',
  suites,
  defaultDatabaseUrl: 'postgres://postgres@127.0.0.1:5432/switchboard_bench',
  mayKeepDatabase: true,
  before(selected) {
    // The fault bench runs processes of its own (bench/fault-server.ts), which need no build.
    if (selected.every((s) => s.ownServers)) return;
    if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
      console.log('no production build: running next build');
      execFileSync(process.execPath, [next, 'build'], { cwd: root, stdio: 'inherit' });
    }
  },
  server: {
    // BENCH_SERVER_NODE_ARGS: flags for the server's node, such as `--cpu-prof --cpu-prof-dir=/tmp/prof` (not
    // allowed in NODE_OPTIONS); the profile is written when the server exits at the end of the run.
    args: (port) => [...(process.env.BENCH_SERVER_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? []), next, 'start', '-p', String(port), '-H', '127.0.0.1'],
    env: { VAPI_WEBHOOK_SECRET: BENCH_VAPI_SECRET, AUTH_SECRET: 'bench-only-secret-not-for-production-0123456789' },
    log: 'server.log.tmp',
  },
});
