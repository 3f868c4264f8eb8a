/**
 * The test suite's own settings, read from the environment in one place (as server/config.ts is for the app).
 * FUZZ_RUNS: inputs the hostile-input fuzzer draws per operation; CI's repeat passes set fewer (vitest.config.ts).
 */
export const testSettings = {
  fuzzRuns: Number(process.env.FUZZ_RUNS || 30),
};
