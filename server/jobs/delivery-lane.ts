import { getDb } from '../db/client';
import type { Database } from '../db/types';
import { logger } from '../logger';
import {
  attemptClaimed, claimDueDeliveries, deliverySettings, groupRecorder, keepDeliveriesClaimed, releaseClaims, type RecordAttempt,
} from '../services/webhooks/delivery';
import { dispatchDueEvents } from '../services/webhooks/dispatcher';
import { startPollLoop, stopPollLoop, wakePollLoop } from './poll-loop';

/**
 * The embedded worker's delivery lane: webhook deliveries have a poll loop of their own, apart from the jobs (calls,
 * simulated steps, campaigns), so no receiver, however slow, delays those. Its pass turns due outbox events into
 * deliveries and claims what there is room for, then starts the attempts without waiting for them: up to
 * `deliverySettings.concurrency` under way in this process, and no more per endpoint than `perEndpoint` across
 * every process (the claim counts the attempts under way), so one slow endpoint holds its own few slots and every
 * other endpoint's deliveries are claimed and sent beside it. Each attempt ends by the delivery timeout; a finished
 * one wakes the lane to fill its slot. The claims of the attempts under way are renewed while they run.
 */
const LOOP = 'delivery lane';

interface Lane {
  /** Attempts under way, by delivery id. */
  inFlight: Map<string, Promise<void>>;
  record?: RecordAttempt;
  stopHeartbeat?: () => void;
}

// On globalThis, like the poll loops: Next.js bundles and instrumentation load their own module copies.
const g = globalThis as unknown as Record<symbol, Lane | undefined>;
const SLOT = Symbol.for('switchboard.delivery-lane');
const lane = (): Lane => (g[SLOT] ??= { inFlight: new Map() });

/** One pass of the lane; answers how many events and deliveries it took up (0: nothing to do now). */
export async function deliveryLanePass(db: Database, now: Date): Promise<number> {
  const l = lane();
  const dispatched = await dispatchDueEvents(db, now);
  l.stopHeartbeat ??= keepDeliveriesClaimed(db, () => [...l.inFlight.keys()]);
  const room = deliverySettings.concurrency - l.inFlight.size;
  if (room <= 0) return dispatched;
  const claimed = await claimDueDeliveries(db, now, room);
  // One group recorder for the lane: attempts that end together are recorded by one statement.
  const record = (l.record ??= groupRecorder(db));
  for (const d of claimed) {
    const attempt = attemptClaimed(db, d, now, record)
      .then(() => undefined, (err: unknown) => {
        // Not recorded (the database is unreachable): the claim is no longer renewed and runs out within seconds.
        logger.error('delivery attempt could not be recorded', { err, delivery_id: d.id });
      })
      .finally(() => {
        l.inFlight.delete(d.id);
        wakePollLoop(LOOP);
      });
    l.inFlight.set(d.id, attempt);
  }
  return dispatched + claimed.length;
}

/** Starts the lane (a no-op when it runs). */
export function startDeliveryLane(): void {
  startPollLoop(LOOP, deliveryLanePass, (err) => logger.error('delivery lane pass failed', { err }));
}

/**
 * Stops the lane: it claims nothing more, and the attempts under way have up to `timeoutMs` to end and be recorded;
 * past that, the claims of those still running are given back, so another process attempts them at once rather
 * than after their lease. Answers whether all ended, and how many claims were given back.
 */
export async function drainDeliveryLane(timeoutMs: number): Promise<{ finished: boolean; released?: number }> {
  const l = lane();
  const started = Date.now();
  const loop = await stopPollLoop(LOOP, timeoutMs);
  let timer: NodeJS.Timeout | undefined;
  const ended = await Promise.race([
    Promise.all(l.inFlight.values()).then(() => true),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), Math.max(0, timeoutMs - (Date.now() - started))))),
  ]);
  clearTimeout(timer);
  l.stopHeartbeat?.();
  l.stopHeartbeat = undefined;
  l.record = undefined;
  if (ended && loop.finished) return { finished: true };
  const released = await releaseClaims(await getDb(), [...l.inFlight.keys()]);
  return { finished: false, released };
}
