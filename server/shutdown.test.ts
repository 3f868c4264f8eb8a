import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { drainEmbeddedWorker, startEmbeddedWorker } from './jobs/worker';
import { accountWithWebhooks, attemptsOf, deliveriesOf, emit } from './testing/webhook-fixtures';
import { startReceiver, type Receiver } from './testing/webhook-receiver';
import { stopBackgroundWork } from './startup';

// The in-process half of graceful shutdown: stopping the embedded worker while a delivery is in flight.
// (server/testing/shutdown-process.test.ts sends SIGTERM to a real process.)

async function until<T>(probe: () => T | undefined | Promise<T | undefined>, what: string, limitMs = 15_000): Promise<T> {
  for (const start = Date.now(); Date.now() - start < limitMs; await sleep(25)) {
    const value = await probe();
    if (value) return value;
  }
  throw new Error(`gave up waiting for ${what}`);
}

let rx: Receiver | undefined;
afterEach(async () => {
  await rx?.close();
  // Whatever the test left running ends before the next one (or the database closes).
  await drainEmbeddedWorker(15_000);
});

async function deliveryInFlight(replyDelayMs: number) {
  rx = await startReceiver(() => ({ status: 200, body: 'ok', delayMs: replyDelayMs }));
  const { account, webhooks } = await accountWithWebhooks([{ url: `${rx.url}/slow`, events: ['calendar.created'] }]);
  await emit(account.accountId, 'calendar.created', { calendar_event: { id: 1 } });
  startEmbeddedWorker();
  await until(() => rx!.requests.length > 0, 'the delivery to reach the receiver');
  const [delivery] = await deliveriesOf(webhooks[0].id);
  expect(delivery.lockedUntil).not.toBeNull();
  return { webhookId: webhooks[0].id, deliveryId: delivery.id };
}

describe('stopping background work', () => {
  it('waits for the attempt in flight and records it', async () => {
    const { webhookId, deliveryId } = await deliveryInFlight(800);
    const started = Date.now();
    await stopBackgroundWork(10_000);
    expect(Date.now() - started).toBeGreaterThan(400);
    const [delivery] = await deliveriesOf(webhookId);
    expect(delivery).toMatchObject({ status: 'succeeded', lockedUntil: null, lastStatusCode: 200 });
    expect(await attemptsOf(deliveryId)).toHaveLength(1);
  });

  it('past its timeout, gives the claim back so the delivery is retried at once, not after the lease', async () => {
    const { webhookId, deliveryId } = await deliveryInFlight(60_000);
    const started = Date.now();
    await stopBackgroundWork(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    const [delivery] = await deliveriesOf(webhookId);
    expect(delivery).toMatchObject({ status: 'pending', lockedUntil: null });
    expect(await attemptsOf(deliveryId)).toHaveLength(0);
  });

  it('answers at once when no pass is running', async () => {
    expect(await drainEmbeddedWorker(10_000)).toEqual({ finished: true });
  });
});
