import { getDb } from '../../db/client';
import { toIso } from '../../lib/time';
import {
  attemptClaimed, claimDelivery, deliverySettings, keepDeliveriesClaimed, MAX_ATTEMPTS, releaseClaim, retryDelayAfter,
} from '../../services/webhooks/delivery';
import { queueDueCalendarSyncs } from '../../services/calendar/linked/jobs';
import { queueDueCrmPushes } from '../../services/crm/push-back';
import { queueDueCrmPolls } from '../../services/crm/run-import';
import { evaluateAlerts } from '../../services/alerts/evaluate';
import { sweepUnconfirmedDials } from '../../services/calls/dial-sweeper';
import { purgeExpiredContent } from '../../services/retention/purge';
import { PURGE_CRON } from '../../services/retention/schedule';
import { purgeExpiredIdempotencyKeys } from '../../services/idempotency/store';
import { dispatchOutboxEvent } from '../../services/webhooks/dispatcher';
import { inngest } from './client';
import {
  CAMPAIGN_TICK_EVENT, DELIVERY_EVENT, deliveryEvent, JOB_EVENT, OUTBOX_EVENT,
  type DeliveryEventData, type JobEventData, type OutboxEventData,
} from './events';
import { relayOnce, sweepStragglers } from './relay';
import { runJobNow } from './run-job';

/**
 * The Inngest driver of background work. The database stays the record of truth; these functions call the
 * same modules as the embedded worker (dispatcher, delivery attempt and schedule, job handlers).
 */

/** Fan-out: waits until the outbox event is due, turns it into deliveries, and starts one run per delivery. */
export const webhookFanOut = inngest.createFunction(
  { id: 'webhook-fan-out', name: 'Webhooks: fan out an event', triggers: [{ event: OUTBOX_EVENT }] },
  async ({ event, step }) => {
    const data = event.data as OutboxEventData;
    await step.sleepUntil('wait-until-due', data.dueAt);
    const deliveries = await step.run('fan-out', async () => dispatchOutboxEvent(await getDb(), data.outboxEventId, new Date()));
    if (deliveries.length > 0) await step.sendEvent('start-deliveries', deliveries.map((d) => deliveryEvent(d)));
    return { outboxEventId: data.outboxEventId, deliveries: deliveries.length };
  },
);

export interface AttemptStepResult {
  /** `skipped`: the delivery is finished, claimed elsewhere, or was redelivered (another run drives it). */
  status: 'pending' | 'succeeded' | 'failed' | 'skipped';
  cycleAttempt: number;
  statusCode: number | null;
  error: string | null;
  nextAttemptAt: string | null;
}

async function attemptOnce(data: DeliveryEventData): Promise<AttemptStepResult> {
  const db = await getDb();
  const now = new Date();
  const claimed = await claimDelivery(db, data.deliveryId, data.cycle, now);
  if (!claimed) return { status: 'skipped', cycleAttempt: 0, statusCode: null, error: null, nextAttemptAt: null };
  let r;
  const stop = keepDeliveriesClaimed(db, () => [claimed.id]);
  try {
    r = await attemptClaimed(db, claimed, now);
  } catch (err) {
    // Inngest retries the step: let that retry claim the delivery again instead of finding it held.
    await releaseClaim(db, claimed.id).catch(() => {});
    throw err;
  } finally {
    stop();
  }
  return { status: r.status, cycleAttempt: r.cycleAttempt, statusCode: r.statusCode, error: r.error, nextAttemptAt: toIso(r.nextAttemptAt) };
}

/**
 * Delivery: one `step.run` per attempt, and `step.sleep` of 1, 5 then 30 minutes between failed ones, so
 * a run sleeps without holding anything and resumes where it stopped. Each endpoint is a lane of its own: at most
 * `perEndpoint` attempts to one webhook run at once (Inngest counts running steps, not sleeping runs), so a slow
 * receiver queues its own deliveries and no one else's; jobs and calls are other functions and never wait on it.
 * Every attempt ends by the delivery timeout (the sender's deadline), and its claim is renewed while it runs.
 */
export const webhookDelivery = inngest.createFunction(
  {
    id: 'webhook-delivery',
    name: 'Webhooks: deliver',
    triggers: [{ event: DELIVERY_EVENT }],
    concurrency: [{ key: 'event.data.endpoint_id', limit: deliverySettings.perEndpoint }],
  },
  async ({ event, step }) => {
    const data = event.data as DeliveryEventData;
    let last: AttemptStepResult | undefined;
    for (let n = 1; n <= MAX_ATTEMPTS; n++) {
      last = await step.run(`attempt-${n}`, () => attemptOnce(data));
      if (last.status !== 'pending') break;
      const delay = retryDelayAfter(last.cycleAttempt);
      if (!delay) break;
      await step.sleep(`retry-${n}`, delay.sleep);
    }
    return last;
  },
);

/** A durable job (simulated call steps and the like): sleeps until it is due, then runs its handler. */
export const runJob = inngest.createFunction(
  { id: 'run-job', name: 'Jobs: run', triggers: [{ event: JOB_EVENT }], retries: 7 },
  async ({ event, step }) => {
    const data = event.data as JobEventData;
    await step.sleepUntil('wait-until-run-at', data.runAt);
    return step.run('run', async () => runJobNow(await getDb(), data.jobId));
  },
);

/**
 * A campaign's dispatch pass, under Inngest's flow control keyed on the campaign: one pass of a campaign runs
 * at a time (its runs queue instead of waiting on the campaign's row lock in the database), and the nudges of
 * many calls ending together are smoothed to a few passes a second. The pass itself is the same
 * `runCampaignTick` the embedded worker runs, so the cap and the number locks hold on either path.
 */
export const campaignDispatch = inngest.createFunction(
  {
    id: 'campaign-dispatch',
    name: 'Campaigns: dispatch',
    triggers: [{ event: CAMPAIGN_TICK_EVENT }],
    retries: 7,
    concurrency: [{ key: 'event.data.campaignId', limit: 1 }],
    throttle: { key: 'event.data.campaignId', limit: 10, period: '1s', burst: 10 },
  },
  async ({ event, step }) => {
    const data = event.data as JobEventData;
    await step.sleepUntil('wait-until-run-at', data.runAt);
    return step.run('run', async () => runJobNow(await getDb(), data.jobId));
  },
);

/** Every minute: relays rows the in-process relay has not (serverless deployments) and re-sends lost work. */
export const relayCron = inngest.createFunction(
  { id: 'outbox-relay', name: 'Relay outbox and jobs', triggers: [{ cron: '* * * * *' }] },
  async ({ step }) => {
    const relayed = await step.run('relay', async () => relayOnce(await getDb()));
    const swept = await step.run('sweep', async () => sweepStragglers(await getDb(), new Date()));
    const purged = await step.run('purge-idempotency-keys', async () => purgeExpiredIdempotencyKeys(await getDb(), new Date()));
    return { relayed, swept, purged };
  },
);

/**
 * Every minute: evaluates the alerts that are due (the embedded worker runs the same `evaluateAlerts`; a crossing
 * is recorded by whichever gets there first, once). The outbox relay carries the webhooks on.
 */
export const alertsCron = inngest.createFunction(
  { id: 'alerts-evaluate', name: 'Alerts: evaluate', triggers: [{ cron: '* * * * *' }], concurrency: { limit: 1 } },
  async ({ step }) => step.run('evaluate', async () => evaluateAlerts(await getDb(), new Date())),
);

/**
 * Every minute: the linked calendars' polling floor queues the connections due for a read (the embedded worker runs
 * the same step); the syncs themselves are jobs, relayed like any other.
 */
export const calendarSyncCron = inngest.createFunction(
  { id: 'calendar-sync-due', name: 'Linked calendars: queue due syncs', triggers: [{ cron: '* * * * *' }], concurrency: { limit: 1 } },
  async ({ step }) => step.run('queue', async () => queueDueCalendarSyncs(await getDb(), new Date())),
);

/**
 * Every minute: CRM connections due their write-back (opt-outs as DND, one note per finished call) get a job (the
 * embedded worker runs the same step).
 */
export const crmPushCron = inngest.createFunction(
  { id: 'crm-push-due', name: 'CRM: queue due write-backs', triggers: [{ cron: '* * * * *' }], concurrency: { limit: 1 } },
  async ({ step }) => step.run('queue', async () => queueDueCrmPushes(await getDb(), new Date())),
);

/**
 * Every minute: CRM connections due their polling floor (a read from the start, for changes whose webhook was lost)
 * get an import job (the embedded worker runs the same step).
 */
export const crmPollCron = inngest.createFunction(
  { id: 'crm-poll-due', name: 'CRM: queue due re-reads', triggers: [{ cron: '* * * * *' }], concurrency: { limit: 1 } },
  async ({ step }) => step.run('queue', async () => queueDueCrmPolls(await getDb(), new Date())),
);

/**
 * Every minute: dialed calls past their deadline without their provider's answer end failed, holds released (the
 * embedded worker runs the same sweep).
 */
export const dialSweepCron = inngest.createFunction(
  { id: 'calls-dial-sweep', name: 'Calls: settle dials past their deadline', triggers: [{ cron: '* * * * *' }], concurrency: { limit: 1 } },
  async ({ step }) => step.run('sweep', async () => sweepUnconfirmedDials(await getDb(), new Date())),
);

/** Steps of the daily purge at most: each step is a bounded run of batches, so a step retried after a crash redoes little. */
const PURGE_MAX_STEPS = 500;
const PURGE_BATCHES_PER_STEP = 50;

/**
 * Daily: the retention purge (the embedded worker runs the same purge). Each step runs a bounded number of short
 * batches and says whether work is left; the purge marks what it did, so a step retried, or a run after a crash,
 * resumes where the last one stopped. The provider deletes it asks for are jobs, relayed like any other.
 */
export const retentionPurgeCron = inngest.createFunction(
  { id: 'retention-purge', name: 'Retention: purge content and evidence past their periods', triggers: [{ cron: PURGE_CRON }], concurrency: { limit: 1 } },
  async ({ step }) => {
    const totals = { calls: 0, messages: 0, consents: 0, complianceRecords: 0 };
    for (let i = 0; i < PURGE_MAX_STEPS; i++) {
      const r = await step.run(`purge-${i}`, async () => purgeExpiredContent(await getDb(), new Date(), { maxBatches: PURGE_BATCHES_PER_STEP }));
      totals.calls += r.calls; totals.messages += r.messages; totals.consents += r.consents; totals.complianceRecords += r.complianceRecords;
      if (r.done) break;
    }
    return totals;
  },
);

export const functions = [webhookFanOut, webhookDelivery, runJob, campaignDispatch, relayCron, alertsCron, calendarSyncCron, crmPushCron, crmPollCron, dialSweepCron, retentionPurgeCron];
