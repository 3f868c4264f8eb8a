/**
 * The test suite's own settings, read from the environment in one place (as server/config.ts is for the app).
 * FUZZ_RUNS: inputs the hostile-input fuzzer draws per operation; CI's repeat passes set fewer (vitest.config.ts).
 * RADICALE_PORT: where scripts/radicale.sh serves the CalDAV server the linked calendars' tests use.
 */
export const testSettings = {
  fuzzRuns: Number(process.env.FUZZ_RUNS || 30),
  radicalePort: process.env.RADICALE_PORT ?? '5232',
};
