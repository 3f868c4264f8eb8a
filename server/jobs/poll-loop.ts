import { config } from '../config';
import { getDb } from '../db/client';
import type { Database } from '../db/types';
import { logger } from '../logger';

/** One pass over some kind of due work at `now`; answers how many items it handled (0: nothing to do now). */
export type Pass = (db: Database, now: Date) => Promise<number>;

interface LoopState {
  timer?: NodeJS.Timeout;
  stopped: boolean;
  /** The pass under way, so stopping can wait for it to finish. */
  current?: Promise<void>;
  /** Whether a pass is under way (then a wake makes it look again instead of sleeping). */
  running: boolean;
  /** Set by wakePollLoop: look again at once. */
  woken: boolean;
  run?: () => void;
}

// Kept on globalThis by name: Next.js bundles and instrumentation load their own module copies, and a loop must
// run once per process.
const g = globalThis as unknown as Record<symbol, LoopState | undefined>;
const slotOf = (name: string) => Symbol.for(`switchboard.loop.${name}`);

/**
 * The shortest idle sleep. Work that is due yet was not claimed is held by another runner's open transaction (a claim
 * skips locked rows); looking again every few milliseconds, not at once, keeps the loop from spinning meanwhile.
 */
const MIN_IDLE_MS = 10;

/**
 * How long the loop sleeps after a pass that found nothing, given its poll interval: the interval, or less when work
 * is known to fall due sooner (the embedded worker's next job).
 */
export type IdleSleep = (db: Database, pollMs: number) => Promise<number>;

/**
 * Runs `pass` every WORKER_POLL_MS (or as `idleSleep` says) while the process lives, draining while it finds work.
 * The loop holds no state of its own, so a restart resumes exactly where the rows say. Starting a loop that runs is
 * a no-op.
 */
export function startPollLoop(name: string, pass: Pass, onError: (err: unknown) => void, idleSleep?: IdleSleep): void {
  const slot = slotOf(name);
  if (g[slot] && !g[slot]!.stopped) return;
  const state: LoopState = { stopped: false, running: false, woken: false };
  g[slot] = state;
  const loop = async () => {
    if (state.stopped) return;
    // A failed pass waits the whole interval: its due work would fail again at once.
    let sleepMs = config.WORKER_POLL_MS;
    state.running = true;
    try {
      const db = await getDb();
      while (!state.stopped && ((await pass(db, new Date())) > 0 || takeWake(state)));
      // A failed look falls back to the interval; the next pass reports a database that is down.
      if (idleSleep && !state.stopped) {
        const poll = config.WORKER_POLL_MS;
        sleepMs = Math.min(poll, Math.max(MIN_IDLE_MS, await idleSleep(db, poll).catch(() => poll)));
      }
    } catch (err) {
      onError(err);
      state.woken = false;
    } finally {
      state.running = false;
      if (!state.stopped) state.timer = setTimeout(run, takeWake(state) ? 0 : sleepMs);
    }
  };
  const run = () => {
    state.timer = undefined;
    state.current = loop();
  };
  state.run = run;
  state.timer = setTimeout(run, 0);
  logger.info(`${name} started`, { poll_ms: config.WORKER_POLL_MS });
}

const takeWake = (state: LoopState) => {
  const woken = state.woken;
  state.woken = false;
  return woken;
};

/**
 * Makes a loop look for work now instead of at its next interval (work it was waiting for has become possible,
 * such as a free slot): a sleeping loop runs at once, a pass under way looks again before it sleeps.
 */
export function wakePollLoop(name: string): void {
  const state = g[slotOf(name)];
  if (!state || state.stopped) return;
  if (state.running || !state.timer) {
    state.woken = true;
    return;
  }
  clearTimeout(state.timer);
  state.timer = setTimeout(state.run!, 0);
}

/** Stops a loop and waits up to `timeoutMs` for the pass under way, so its claims end as done or released. */
export async function stopPollLoop(name: string, timeoutMs = Infinity): Promise<{ finished: boolean }> {
  const state = g[slotOf(name)];
  if (!state) return { finished: true };
  state.stopped = true;
  if (state.timer) clearTimeout(state.timer);
  if (!state.current || !state.running) return { finished: true };
  let timer: NodeJS.Timeout | undefined;
  const finished = await Promise.race([
    state.current.then(() => true),
    ...(Number.isFinite(timeoutMs) ? [new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)))] : []),
  ]);
  clearTimeout(timer);
  return { finished };
}
