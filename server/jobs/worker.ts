import { config } from '../config';
import { getDb } from '../db/client';
import type { Database } from '../db/types';
import { logger } from '../logger';
import { deliverDueDeliveries } from '../services/webhooks/delivery';
import { dispatchDueEvents } from '../services/webhooks/dispatcher';
import { runDueJobs } from './queue';

/** One pass of every kind of due background work. Each step claims its rows with SKIP LOCKED. */
export type WorkerStep = (db: Database, now: Date) => Promise<number>;

export const workerSteps: WorkerStep[] = [
  (db, now) => runDueJobs(db, { now }),
  // Outbox events become webhook deliveries, which are then attempted in the same pass.
  (db, now) => dispatchDueEvents(db, now),
  (db, now) => deliverDueDeliveries(db, now),
];

/** Runs every step once; returns how many items were handled. Tests call it with an injected clock. */
export async function workOnce(db: Database, now = new Date()): Promise<number> {
  let handled = 0;
  for (const step of workerSteps) handled += await step(db, now);
  return handled;
}

const slot = Symbol.for('switchboard.worker');
/** `pass` settles when the pass under way ends; `passClock` is the `now` its current workOnce runs with. */
type WorkerState = { timer?: NodeJS.Timeout; running: boolean; stopped: boolean; pass?: Promise<void>; passClock?: Date };
const g = globalThis as unknown as Record<symbol, WorkerState | undefined>;

/**
 * The embedded worker: polls the database for due work while the server runs. It holds no state of its own,
 * so a restart resumes exactly where the rows say.
 */
export function startEmbeddedWorker(): void {
  if (g[slot] && !g[slot]!.stopped) return;
  const state: WorkerState = { running: false, stopped: false };
  g[slot] = state;
  const loop = async () => {
    if (state.stopped) return;
    state.running = true;
    let passEnded = () => {};
    state.pass = new Promise<void>((resolve) => (passEnded = resolve));
    try {
      const db = await getDb();
      // Keep draining while there is work, then wait for the next poll.
      while (!state.stopped && (await workOnce(db, (state.passClock = new Date()))) > 0);
    } catch (err) {
      logger.error('worker pass failed', { err });
    } finally {
      state.running = false;
      state.passClock = undefined;
      passEnded();
      if (!state.stopped) state.timer = setTimeout(loop, config.WORKER_POLL_MS);
    }
  };
  state.timer = setTimeout(loop, 0);
  logger.info('embedded worker started', { poll_ms: config.WORKER_POLL_MS });
}

export function stopEmbeddedWorker(): void {
  const state = g[slot];
  if (!state) return;
  state.stopped = true;
  if (state.timer) clearTimeout(state.timer);
}

/**
 * Stops the worker and waits up to `timeoutMs` for the pass under way, so that attempts already sent are
 * recorded before the process exits. When the pass outlasts the wait, answers the clock it claimed its work
 * with, so the caller can give those claims back instead of leaving them leased (see server/shutdown.ts).
 */
export async function drainEmbeddedWorker(timeoutMs: number): Promise<{ finished: boolean; passClock?: Date }> {
  const state = g[slot];
  stopEmbeddedWorker();
  if (!state?.running || !state.pass) return { finished: true };
  let timer: NodeJS.Timeout | undefined;
  const finished = await Promise.race([
    state.pass.then(() => true),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
  ]);
  clearTimeout(timer);
  return finished ? { finished } : { finished, passClock: state.passClock };
}
