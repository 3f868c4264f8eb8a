import type { Database } from '../db/types';
import { logger } from '../logger';
import { evaluateAlerts } from '../services/alerts/evaluate';
import { deliverDueDeliveries } from '../services/webhooks/delivery';
import { purgeExpiredIdempotencyKeys } from '../services/idempotency/store';
import { dispatchDueEvents } from '../services/webhooks/dispatcher';
import { msUntilDue } from './next-due';
import { startPollLoop, stopPollLoop } from './poll-loop';
import { runDueJobs } from './queue';
import { queueDueCalendarSyncs } from '../services/calendar/linked/jobs';

/** One pass of every kind of due background work. Each step claims its rows with SKIP LOCKED. */
export type WorkerStep = (db: Database, now: Date) => Promise<number>;

export const workerSteps: WorkerStep[] = [
  (db, now) => runDueJobs(db, { now }),
  // Before the dispatch, so a crossing's webhook leaves in the same pass.
  evaluateAlertsEveryFewSeconds,
  // Outbox events become webhook deliveries, which are then attempted in the same pass.
  (db, now) => dispatchDueEvents(db, now),
  (db, now) => deliverDueDeliveries(db, now),
  purgeAtMostEveryMinute,
  queueCalendarSyncsEveryFewSeconds,
];

/** When this process last looked for linked calendars due a read. */
const lastCalendarPass = new WeakMap<Database, number>();
/** The polling floor's queue (the syncs run as jobs in a later pass); asked every 10 seconds at most. */
async function queueCalendarSyncsEveryFewSeconds(db: Database, now: Date): Promise<number> {
  const last = lastCalendarPass.get(db);
  if (last !== undefined && Math.abs(now.getTime() - last) < 10_000) return 0;
  lastCalendarPass.set(db, now.getTime());
  return queueDueCalendarSyncs(db, now);
}

/** When each database's expired idempotency keys were last purged by this process. */
const lastPurge = new WeakMap<Database, number>();
/** Expired idempotency keys go once a minute; what the purge removes is not work, so it never keeps a pass draining. */
async function purgeAtMostEveryMinute(db: Database, now: Date): Promise<number> {
  if (now.getTime() - (lastPurge.get(db) ?? 0) < 60_000) return 0;
  lastPurge.set(db, now.getTime());
  await purgeExpiredIdempotencyKeys(db, now);
  return 0;
}

/** When this process last evaluated each database's alerts. */
const lastAlertPass = new WeakMap<Database, number>();
/**
 * Alerts are evaluated once a minute (the due alerts' query decides which, across processes); this process asks
 * every 10 seconds at most, so a pass that drains other work does not query them each time. Answers the crossings.
 */
async function evaluateAlertsEveryFewSeconds(db: Database, now: Date): Promise<number> {
  const last = lastAlertPass.get(db);
  if (last !== undefined && Math.abs(now.getTime() - last) < 10_000) return 0;
  lastAlertPass.set(db, now.getTime());
  const r = await evaluateAlerts(db, now);
  return r.triggered + r.resolved;
}

/** Runs every step once; returns how many items were handled. Tests call it with an injected clock. */
export async function workOnce(db: Database, now = new Date()): Promise<number> {
  let handled = 0;
  for (const step of workerSteps) handled += await step(db, now);
  return handled;
}

const LOOP = 'embedded worker';

/** The embedded worker: polls the database for due work while the server runs. */
export function startEmbeddedWorker(): void {
  // After an empty pass it sleeps until the next job is due, so a job due in less than the interval runs on time.
  startPollLoop(LOOP, workOnce, (err) => logger.error('worker pass failed', { err }), (db, pollMs) => msUntilDue(db, {}, pollMs));
}

/**
 * Stops the worker and waits up to `timeoutMs` for the pass under way, so that attempts already sent are
 * recorded before the process exits; past the wait, answers the clock the pass claimed its work with (see
 * server/shutdown.ts, which gives those claims back).
 */
export const drainEmbeddedWorker = (timeoutMs: number) => stopPollLoop(LOOP, timeoutMs);
