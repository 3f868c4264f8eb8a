import os from 'node:os';
import { defineConfig } from 'vitest/config';

// PGlite runs inside each worker and keeps a core busy; on PostgreSQL a worker also waits on the server, so one
// worker more than the cores keeps them busy, up to 6: each file's pools may open a dozen connections, and a
// server's default max_connections is 100. `--maxWorkers=N` overrides both.
const cores = os.availableParallelism();
const workers = process.env.DATABASE_URL ? Math.min(cores + 1, 6) : Math.max(2, cores);

export default defineConfig({
  resolve: { alias: { '@': import.meta.dirname } },
  test: {
    include: ['server/**/*.test.ts', 'app/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts', 'sdk/**/*.test.ts'],
    globalSetup: ['server/testing/global-setup.ts'],
    setupFiles: ['server/testing/setup-db.ts'],
    testTimeout: 30_000,
    // A worker runs file after file in one module graph instead of importing everything anew for each (setup-db
    // starts every file from the environment's configuration and its own database).
    isolate: false,
    maxWorkers: workers,
    // next-auth imports `next/server` without an extension, which Node's ESM loader refuses; Vite's resolves it.
    server: { deps: { inline: ['next-auth'] } },
    hookTimeout: 60_000,
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      ALLOW_PRIVATE_WEBHOOK_URLS: 'true',
      SIMULATOR_TIME_SCALE: '0',
    },
  },
});
