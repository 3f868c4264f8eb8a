import { defineConfig, devices } from '@playwright/test';
import { freePortSync, portFrom } from './scripts/free-port';

/**
 * End-to-end tests drive Debian's Chromium against the production build (`npm run build` first), served as
 * `npm start` serves it (the standalone server) on a fresh embedded database that is wiped before every run. With `E2E_BASE_URL` set they run
 * against that server instead (a preview deployment, a container) and start none; it must allow private
 * webhook URLs (ALLOW_PRIVATE_WEBHOOK_URLS) and run simulated calls (VOICE_PROVIDER=simulator) as the
 * flows expect.
 */
// The server's port: E2E_PORT, or one the OS has free, so two checkouts (or any other server) never collide. This
// file is read again in each worker process: the port chosen here goes into the environment the workers inherit.
const PORT = portFrom(process.env.E2E_PORT) ?? freePortSync();
process.env.E2E_PORT = String(PORT);
const DATA_DIR = '.data/e2e';
const E2E_STRIPE_WEBHOOK_SECRET = process.env.E2E_STRIPE_WEBHOOK_SECRET ?? 'whsec_e2e_only_not_for_production';
const external = process.env.E2E_BASE_URL?.replace(/\/+$/, '');

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // Two flows at a time against the one server: each signs up an account of its own, and a flow spends most of its
  // time waiting on the server (a simulated call talks for seconds), so a second browser fills that time. More would
  // only queue on two cores. E2E_WORKERS sets another number (1 runs them one after another).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: true,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: external || `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1366, height: 900 },
    actionTimeout: 20_000,
    navigationTimeout: 60_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 900 },
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
        },
      },
    },
  ],
  webServer: external ? undefined : {
    command: `rm -rf ${DATA_DIR} && node scripts/start-standalone.mjs`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOSTNAME: '127.0.0.1',
      PGLITE_DIR: `${DATA_DIR}/pglite`,
      DATABASE_URL: '',
      ALLOW_PRIVATE_WEBHOOK_URLS: 'true',
      // The address links the app hands out (a simulated call's recording) point at.
      PUBLIC_BASE_URL: `http://127.0.0.1:${PORT}`,
      // Slow enough that a page polling once a second sees a call's transcript grow (a call talks about 5 s).
      SIMULATOR_TIME_SCALE: '0.05',
      WORKER_POLL_MS: '200',
      AUTH_SECRET: 'e2e-only-secret-not-for-production-0123456789',
      VOICE_PROVIDER: 'simulator',
      // Card payments on, with a webhook secret the tests sign Stripe's confirmations with (e2e/helpers.ts).
      STRIPE_SECRET_KEY: 'sk_test_e2e_offline',
      STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
      LOG_LEVEL: 'warn',
      // Every flow signs up from this one address; the limits themselves are tested in vitest.
      SIGN_UPS_PER_ADDRESS_PER_HOUR: '1000',
      SIGN_IN_PER_ADDRESS_PER_MINUTE: '1000',
      SIGN_IN_PER_ADDRESS_PER_HOUR: '10000',
      SIGN_IN_PER_EMAIL_PER_MINUTE: '100',
    },
  },
});
