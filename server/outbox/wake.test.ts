import { afterEach, describe, expect, it } from 'vitest';
import { DELIVERY_EVENT, wakeInngestForDeliveries, type OutgoingEvent } from '../jobs/inngest/events';
import { sendTestDelivery } from '../services/webhooks/deliveries';
import { accountWithWebhooks } from '../testing/webhook-fixtures';
import { deliveriesReady, registerRunnerWaker } from './wake';

// The outbox's "work is ready now" hook: services call it; the runner that registered (Inngest, at start-up) hears.

afterEach(() => {
  registerRunnerWaker(null);
});

function recordingSend() {
  const sent: OutgoingEvent[][] = [];
  return { sent, send: async (events: OutgoingEvent[]) => void sent.push(events) };
}

describe('deliveriesReady', () => {
  it('with no runner registered (the embedded worker polls), tells no one and resolves', async () => {
    await expect(deliveriesReady([{ id: 'd-1', cycle: 1, webhookId: 7 }])).resolves.toBeUndefined();
  });

  it('hands the deliveries to the registered runner: under Inngest, one event per delivery and cycle, keyed by endpoint', async () => {
    const { sent, send } = recordingSend();
    wakeInngestForDeliveries(send);
    await deliveriesReady([{ id: 'd-1', cycle: 1, webhookId: 7 }, { id: 'd-2', cycle: 3, webhookId: 8 }]);
    expect(sent).toEqual([[
      { id: 'delivery-d-1-1', name: DELIVERY_EVENT, data: { deliveryId: 'd-1', cycle: 1, endpoint_id: 7 } },
      { id: 'delivery-d-2-3', name: DELIVERY_EVENT, data: { deliveryId: 'd-2', cycle: 3, endpoint_id: 8 } },
    ]]);
    await deliveriesReady([]);
    expect(sent).toHaveLength(1);
  });

  it('never fails the caller when the runner cannot be told (its sweep picks the work up)', async () => {
    registerRunnerWaker({ deliveriesReady: async () => { throw new Error('Inngest is down'); } });
    await expect(deliveriesReady([{ id: 'd-1', cycle: 1, webhookId: 7 }])).resolves.toBeUndefined();
  });

  it('is how a test delivery queued by the webhooks service reaches the runner', async () => {
    const { sent, send } = recordingSend();
    wakeInngestForDeliveries(send);
    const { db, actor, webhooks } = await accountWithWebhooks([{ url: 'http://127.0.0.1:9/hook', events: ['call.ended'] }]);
    const queued = await sendTestDelivery(db, actor, webhooks[0].id);
    expect(sent).toEqual([[{ id: `delivery-${queued.delivery.id}-1`, name: DELIVERY_EVENT, data: { deliveryId: queued.delivery.id, cycle: 1, endpoint_id: webhooks[0].id } }]]);
  });
});
