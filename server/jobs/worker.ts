import type { Database } from '../db/types';
import { logger } from '../logger';
import { evaluateAlerts } from '../services/alerts/evaluate';
import { deliverDueDeliveries } from '../services/webhooks/delivery';
import { purgeExpiredIdempotencyKeys } from '../services/idempotency/store';
import { dispatchDueEvents } from '../services/webhooks/dispatcher';
import { msUntilDue } from './next-due';
import { drainDeliveryLane, startDeliveryLane } from './delivery-lane';
import { startPollLoop, stopPollLoop } from './poll-loop';
import { runDueJobs } from './queue';
import { queueDueCalendarSyncs } from '../services/calendar/linked/jobs';
import { queueDueCrmPushes } from '../services/crm/push-back';
import { queueDueCrmPolls } from '../services/crm/run-import';
import { sweepUnconfirmedDials } from '../services/calls/dial-sweeper';
import { purgeWhenDue } from '../services/retention/scheduled-purge';

/** One pass of some kind of due background work. Each step claims its rows with SKIP LOCKED. */
export type WorkerStep = (db: Database, now: Date) => Promise<number>;

/**
 * The jobs lane of the embedded worker: jobs (dials, simulated steps, campaign passes, imports) and the periodic
 * chores. Webhook deliveries are not here: they have a lane of their own (delivery-lane.ts), so a slow receiver
 * never holds a call's dial or any other job.
 */
export const jobSteps: WorkerStep[] = [
  (db, now) => runDueJobs(db, { now }),
  evaluateAlertsEveryFewSeconds,
  purgeAtMostEveryMinute,
  queueCalendarSyncsEveryFewSeconds,
  // The daily retention purge (the Inngest cron `retention-purge` runs the same purge on serverless deployments).
  purgeWhenDue,
  // Calls whose provider never confirmed the dial, past its deadline (the Inngest cron `dial-sweep` does the same).
  (db, now) => sweepDialsEveryFewSeconds(db, now),
];

/** Every kind of due work in one pass that waits for all of it, deliveries included (tests, the CLI). */
export const workerSteps: WorkerStep[] = [
  (db, now) => runDueJobs(db, { now }),
  // Before the dispatch, so a crossing's webhook leaves in the same pass.
  evaluateAlertsEveryFewSeconds,
  // Outbox events become webhook deliveries, which are then attempted in the same pass.
  (db, now) => dispatchDueEvents(db, now),
  (db, now) => deliverDueDeliveries(db, now),
  purgeAtMostEveryMinute,
  queueCalendarSyncsEveryFewSeconds,
  sweepDialsEveryFewSeconds,
];

/** When this process last swept dialed calls past their deadline. */
const lastDialSweep = new WeakMap<Database, number>();
/** Dialed calls past their deadline are settled (dial-sweeper.ts); looked for every 10 seconds at most. */
async function sweepDialsEveryFewSeconds(db: Database, now: Date): Promise<number> {
  const last = lastDialSweep.get(db);
  if (last !== undefined && Math.abs(now.getTime() - last) < 10_000) return 0;
  lastDialSweep.set(db, now.getTime());
  return sweepUnconfirmedDials(db, now);
}

/** When this process last looked for linked calendars due a read. */
const lastCalendarPass = new WeakMap<Database, number>();
/** The polling floors' queues (linked calendars, CRM write-backs and re-reads; each runs as jobs in a later pass); asked every 10 seconds at most. */
async function queueCalendarSyncsEveryFewSeconds(db: Database, now: Date): Promise<number> {
  const last = lastCalendarPass.get(db);
  if (last !== undefined && Math.abs(now.getTime() - last) < 10_000) return 0;
  lastCalendarPass.set(db, now.getTime());
  return (await queueDueCalendarSyncs(db, now)) + (await queueDueCrmPushes(db, now)) + (await queueDueCrmPolls(db, now));
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

const runSteps = async (steps: WorkerStep[], db: Database, now: Date) => {
  let handled = 0;
  for (const step of steps) handled += await step(db, now);
  return handled;
};

/** Runs every step once; returns how many items were handled. Tests call it with an injected clock. */
export const workOnce = (db: Database, now = new Date()): Promise<number> => runSteps(workerSteps, db, now);

/** One pass of the embedded worker's jobs lane, as the running server makes it. */
export const workJobsLane = (db: Database, now = new Date()): Promise<number> => runSteps(jobSteps, db, now);

const LOOP = 'embedded worker';

/** The embedded worker: two lanes that poll the database for due work while the server runs, jobs and deliveries. */
export function startEmbeddedWorker(): void {
  // After an empty pass it sleeps until the next job is due, so a job due in less than the interval runs on time.
  startPollLoop(LOOP, workJobsLane, (err) => logger.error('worker pass failed', { err }), (db, pollMs) => msUntilDue(db, {}, pollMs));
  startDeliveryLane();
}

/**
 * Stops the worker and waits up to `timeoutMs` for the job pass and the delivery attempts under way, so that
 * attempts already sent are recorded before the process exits; past the wait, the deliveries still running are
 * given back (`released`) to be attempted at once by another process. A job still running keeps its claim, which
 * runs out within seconds once this process has gone.
 */
export async function drainEmbeddedWorker(timeoutMs: number): Promise<{ finished: boolean; released?: number }> {
  const [jobsLane, deliveries] = await Promise.all([stopPollLoop(LOOP, timeoutMs), drainDeliveryLane(timeoutMs)]);
  if (jobsLane.finished && deliveries.finished) return { finished: true };
  return { finished: false, released: deliveries.released ?? 0 };
}
