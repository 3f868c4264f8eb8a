/**
 * The scale a bench run measures at. `npm run bench -- --tiny` (or BENCH_SIZE=tiny) runs every suite at a tiny scale,
 * a few seconds each, to prove that it still runs against today's app (CI's smoke step): each suite declares its own
 * tiny sizes with `sized(full, tiny)`, every load is a few requests per connection, the figures go to
 * bench/results/tiny/ (never over the recorded ones), and goals of speed are printed, not enforced, since a tiny
 * run on a shared machine measures nothing. Checks of correctness (exact counts, equal answers) hold at every scale.
 *
 * Read from the command line here, not by the runner, because the suites fix their sizes when their modules load,
 * before the runner's own code runs.
 */
export const tiny = process.env.BENCH_SIZE === 'tiny' || process.argv.slice(2).includes('--tiny');

/** The flag that asks for the tiny scale (the runner takes it off the list of suites). */
export const TINY_FLAG = '--tiny';

/** The seconds of a tiny run's timed waits (idle spells beside a load), whatever a suite asks. */
export const TINY_LOAD_SECONDS = 2;

/** The fewest requests of a load in a tiny run (which makes two per connection): each load is a count, not a time. */
export const TINY_MIN_REQUESTS = 10;

/** `full` at the measuring scale, `small` at the tiny one. */
export function sized<T>(full: T, small: T): T {
  return tiny ? small : full;
}

/**
 * A speed goal missed: fails the run at the measuring scale, only logged at the tiny one (where the figures are not
 * the measure). `failures` are the goals missed, as the suite words them.
 */
export function enforceGoals(failures: string[], log: (line: string) => void): void {
  if (!failures.length) return;
  if (tiny) log(`goals not met at tiny scale (not enforced): ${failures.join('; ')}`);
  else throw new Error(failures.join('; '));
}
