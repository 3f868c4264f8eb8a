import { config } from '../config';
import { getDb } from '../db/client';
import type { Database } from '../db/types';
import { logger } from '../logger';

/** One pass over some kind of due work; answers how many items it handled (0 means "nothing to do now"). */
export type Pass = (db: Database) => Promise<number>;

interface LoopState {
  timer?: NodeJS.Timeout;
  stopped: boolean;
  /** The pass under way, so stopping can wait for it to finish. */
  current?: Promise<void>;
}

// Kept on globalThis by name: Next.js bundles and instrumentation load their own module copies, and a loop must
// run once per process.
const g = globalThis as unknown as Record<symbol, LoopState | undefined>;

/**
 * Runs `pass` every WORKER_POLL_MS while the process lives, draining while it finds work. The loop holds no
 * state of its own, so a restart resumes exactly where the rows say. Starting a loop that runs is a no-op.
 */
export function startPollLoop(name: string, pass: Pass, onError: (err: unknown) => void): void {
  const slot = Symbol.for(`switchboard.loop.${name}`);
  if (g[slot] && !g[slot]!.stopped) return;
  const state: LoopState = { stopped: false };
  g[slot] = state;
  const loop = async () => {
    if (state.stopped) return;
    try {
      const db = await getDb();
      while (!state.stopped && (await pass(db)) > 0);
    } catch (err) {
      onError(err);
    } finally {
      if (!state.stopped) state.timer = setTimeout(run, config.WORKER_POLL_MS);
    }
  };
  const run = () => {
    state.current = loop();
  };
  state.timer = setTimeout(run, 0);
  logger.info(`${name} started`, { poll_ms: config.WORKER_POLL_MS });
}

/** Stops a loop and waits for the pass under way, so its claims end as done or released, never held. */
export async function stopPollLoop(name: string): Promise<void> {
  const state = g[Symbol.for(`switchboard.loop.${name}`)];
  if (!state) return;
  state.stopped = true;
  if (state.timer) clearTimeout(state.timer);
  await state.current;
}
