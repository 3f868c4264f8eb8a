import { registerRunnerWaker } from '../../outbox/wake';
import type { DispatchedDelivery } from '../../services/webhooks/dispatcher';

/**
 * The events that carry background work to Inngest. Each has a deterministic id, so that sending the same
 * work twice (a relay that retries) starts one run: Inngest ignores an event id it has seen in 24 hours.
 */
export const OUTBOX_EVENT = 'switchboard/outbox.event';
export const DELIVERY_EVENT = 'switchboard/webhook.delivery';
export const JOB_EVENT = 'switchboard/job';
/**
 * A campaign's dispatch pass. It has its own event (and function) so that Inngest's flow control can key on the
 * campaign: one pass per campaign at a time, and a burst of nudges (many calls ending together) smoothed.
 */
export const CAMPAIGN_TICK_EVENT = 'switchboard/campaign.tick';

export interface OutboxEventData {
  outboxEventId: number;
  /** ISO time the event is due (reminders lie in the future). */
  dueAt: string;
}
export interface DeliveryEventData {
  deliveryId: string;
  cycle: number;
  /** The delivery's webhook: the key of the delivery function's concurrency, so each endpoint has a lane of its own. */
  endpoint_id: number;
}
export interface JobEventData {
  jobId: number;
  runAt: string;
  /** Set on a campaign's dispatch pass: the key of its flow control. */
  campaignId?: number;
}

/** A job row as the relay reads it: the kind and the payload's flow-control key decide the event. */
export interface RelayedJob {
  jobId: number;
  runAt: string;
  kind: string;
  campaignId: number | null;
}

export interface OutgoingEvent {
  id: string;
  name: string;
  data: Record<string, unknown>;
}

export type SendEvents = (events: OutgoingEvent[]) => Promise<unknown>;

export const outboxEvent = (data: OutboxEventData, idSuffix = ''): OutgoingEvent => ({
  id: `outbox-${data.outboxEventId}${idSuffix}`,
  name: OUTBOX_EVENT,
  data: { ...data },
});

export const deliveryEvent = (d: DispatchedDelivery, idSuffix = ''): OutgoingEvent => ({
  id: `delivery-${d.id}-${d.cycle}${idSuffix}`,
  name: DELIVERY_EVENT,
  data: { deliveryId: d.id, cycle: d.cycle, endpoint_id: d.webhookId } satisfies DeliveryEventData,
});

export const jobEvent = (job: RelayedJob, idSuffix = ''): OutgoingEvent => {
  const data: JobEventData = { jobId: job.jobId, runAt: job.runAt };
  if (job.kind === 'campaigns.tick' && job.campaignId !== null) {
    return { id: `job-${job.jobId}${idSuffix}`, name: CAMPAIGN_TICK_EVENT, data: { ...data, campaignId: job.campaignId } };
  }
  return { id: `job-${job.jobId}${idSuffix}`, name: JOB_EVENT, data: { ...data } };
};

const BATCH = 100;

/** Sends events through the Inngest client, a batch at a time. */
export const sendToInngest: SendEvents = async (events) => {
  const { inngest } = await import('./client');
  for (let i = 0; i < events.length; i += BATCH) await inngest.send(events.slice(i, i + BATCH));
};

export async function sendDeliveryEvents(deliveries: DispatchedDelivery[], send: SendEvents = sendToInngest): Promise<void> {
  await send(deliveries.map((d) => deliveryEvent(d)));
}

/**
 * Registers Inngest as the runner the outbox wakes (outbox/wake.ts): a delivery queued by a request (a redelivery,
 * a test delivery) is sent as its event at once instead of waiting for the relay's next sweep. Start-up calls it
 * when Inngest drives background work.
 */
export function wakeInngestForDeliveries(send: SendEvents = sendToInngest): void {
  registerRunnerWaker({ deliveriesReady: (deliveries) => sendDeliveryEvents(deliveries, send) });
}
