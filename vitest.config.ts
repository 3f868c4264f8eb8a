import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// PGlite runs inside each worker and keeps a core busy; on PostgreSQL a worker also waits on the server, so one
// worker more than the cores keeps them busy, up to 6: each file's pools may open a dozen connections, and a
// server's default max_connections is 100. `--maxWorkers=N` overrides both.
const cores = os.availableParallelism();
const workers = process.env.DATABASE_URL ? Math.min(cores + 1, 6) : Math.max(2, cores);

/**
 * TESTS_REPEAT_PASS=1 marks a run that repeats, on another database (CI's PostgreSQL and PgBouncer passes), a run
 * that already ran every file on PGlite. It leaves out the files whose subject is a process boundary or the
 * embedded database's own files, whose outcome the database behind the tests does not change: their children run
 * on an embedded database of their own (DATABASE_URL emptied), or they test code that reaches no database. The
 * files that drive other processes against the tests' database (the races, the CLI's commands, doctor, shutdown)
 * stay in every run. The hostile-input fuzzer takes fewer runs (FUZZ_RUNS), its full count having run on PGlite:
 * in a repeat it checks the driver, not the inputs, and every run draws new inputs.
 */
const repeatPass = process.env.TESTS_REPEAT_PASS === '1';
const onceOnly = [
  // The SDKs' README examples as processes over HTTP, and the signature checks of both SDKs (no database).
  'sdk/examples.test.ts',
  'sdk/webhook-signatures.test.ts',
  // Both SDKs' retries against a loopback server of their own, and the TypeScript client's shape (no database).
  'sdk/python-retries.test.ts',
  'sdk/typescript/src/**/*.test.ts',
  // Vapi's request verification (pure: signatures, plans, hostile headers and bodies), its time bound included.
  'server/services/providers/vapi/auth.test.ts',
  // `cli mcp` over stdio: the process and its transport; the MCP tools themselves are tested in-process.
  'server/mcp/stdio.test.ts',
  // The CLI's refusals and warnings in processes on an embedded database of their own.
  'server/cli/config-refusal.test.ts',
  'server/cli/database-warning.test.ts',
  'server/cli/process.test.ts',
  // The embedded database's folders and socket.
  'server/db/data-dir-modes.test.ts',
  'server/db/shared-socket.test.ts',
  // Static readings of the sources (the import rules, the domains' arrows): no database.
  'server/import-rules.test.ts',
  'server/domain-pairs.test.ts',
];

/**
 * TESTS_POOLED_PASS=1 (with TESTS_REPEAT_PASS, CI's pass through PgBouncer in transaction mode) runs the files whose
 * subject is what a transaction pooler changes: a connection that is not the same session from one transaction to
 * the next (no session locks, settings, prepared statements or LISTEN across them), and many processes' transactions
 * interleaved on few server connections. That is the races (two processes on one server), the database layer, the
 * job queue and outbox, idempotency, the wallet, webhook deliveries, the dial's steps, booking and sending claims,
 * start-up, shutdown and doctor. The rest (routes, validation, rendering) issue the same statements through the same
 * client on either connection, and ran on PostgreSQL directly in the pass beside it.
 */
const pooledPass = repeatPass && process.env.TESTS_POOLED_PASS === '1';
const pooledSubjects = [
  'server/**/*-race*.test.ts',
  'server/db/**/*.test.ts',
  'server/jobs/**/*.test.ts',
  'server/outbox/**/*.test.ts',
  'server/http/{idempotency,outage,heavy-work,rate-limit}*.test.ts',
  'server/services/{idempotency,wallet,webhooks,consents}/**/*.test.ts',
  'server/services/calls/{dial,one-writer,place-,lifecycle,hang-up}*.test.ts',
  'server/services/messages/**/*{lease,send}*.test.ts',
  'server/services/calendar/**/*{book,linked}*.test.ts',
  'server/services/campaigns/**/*{dispatch,capacity,campaigns}*.test.ts',
  'server/{shutdown,startup}.test.ts',
  'server/cli/commands/doctor.test.ts',
  'app/api/v1/idempotency.test.ts',
];

/**
 * Long files first, so that the run does not end with one worker busy on them while the others wait: vitest orders
 * by the durations of its last run in this checkout, and by size in a fresh one. On PostgreSQL the races come first:
 * each waits tens of seconds on processes of its own, and on PGlite they were skipped, so the last run's durations
 * would put them last.
 */
const longFirst = [/-race(-[\w-]+)?\.test\.ts$/, /openapi\/request-bodies\.test\.ts$/, /hostile-input.*\.property\.test\.ts$/];
class LongFirstSequencer extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = longFirst.findIndex((re) => re.test(f.moduleId));
      return i === -1 || (i === 0 && !process.env.DATABASE_URL) ? longFirst.length : i;
    };
    return sorted.map((f, i) => ({ f, i, r: rank(f) })).sort((a, b) => a.r - b.r || a.i - b.i).map(({ f }) => f);
  }
}

export default defineConfig({
  resolve: { alias: { '@': import.meta.dirname } },
  test: {
    include: pooledPass ? pooledSubjects : ['server/**/*.test.ts', 'app/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts', 'sdk/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(repeatPass ? onceOnly : [])],
    globalSetup: ['server/testing/global-setup.ts'],
    setupFiles: ['server/testing/setup-db.ts'],
    // The repeat passes share two cores with the build, the browser suite and each other: a test that takes 10 s
    // alone can wait minutes for the CPU there, so they time out later (a timeout catches a hang, not slowness).
    testTimeout: repeatPass ? 120_000 : 30_000,
    // A worker runs file after file in one module graph instead of importing everything anew for each (setup-db
    // starts every file from the environment's configuration and its own database).
    isolate: false,
    maxWorkers: workers,
    sequence: { sequencer: LongFirstSequencer },
    // next-auth imports `next/server` without an extension, which Node's ESM loader refuses; Vite's resolves it.
    server: { deps: { inline: ['next-auth'] } },
    hookTimeout: repeatPass ? 180_000 : 60_000,
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      ALLOW_PRIVATE_WEBHOOK_URLS: 'true',
      SIMULATOR_TIME_SCALE: '0',
      // The fake Vapi answers at once; on a starved machine its answer can still take longer than production's 15 s.
      VAPI_TIMEOUT_SECONDS: '60',
      ...(repeatPass && !process.env.FUZZ_RUNS ? { FUZZ_RUNS: '10' } : {}),
    },
  },
});
