import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { getDb } from '../db/client';
import { initiateCall } from '../services/calls/initiate';
import {
  claimDueDeliveries, deliverySettings, recordAttempts, renewDeliveryClaims, stateAfterAttempt, type ClaimedDelivery,
} from '../services/webhooks/delivery';
import { dispatchDueEvents } from '../services/webhooks/dispatcher';
import { callRowOf, fundedAccount } from '../testing/call-fixtures';
import { actorOf } from '../testing/fixtures';
import { accountWithWebhooks, at, deliveriesOf, emit } from '../testing/webhook-fixtures';
import { startReceiver, type Receiver } from '../testing/webhook-receiver';
import { drainEmbeddedWorker, startEmbeddedWorker } from './worker';

// Webhook deliveries run in a lane of their own, with a per-endpoint limit: a slow receiver holds its own few
// slots, and every other endpoint's deliveries, calls and jobs go on beside it.

const receivers: Receiver[] = [];
afterAll(async () => {
  await drainEmbeddedWorker(15_000);
  await Promise.all(receivers.map((r) => r.close()));
});

async function until<T>(probe: () => T | undefined | false | Promise<T | undefined | false>, what: string, limitMs = 25_000): Promise<T> {
  for (const start = Date.now(); Date.now() - start < limitMs; await sleep(25)) {
    const value = await probe();
    if (value) return value;
  }
  throw new Error(`gave up waiting for ${what}`);
}

const countBy = (claimed: ClaimedDelivery[]) => claimed.reduce<Record<number, number>>((m, d) => ({ ...m, [d.webhookId]: (m[d.webhookId] ?? 0) + 1 }), {});

describe('claiming due deliveries', () => {
  it('takes no more per endpoint than perEndpoint less its claims under way, whoever claims, and gets them back after a lease', async () => {
    const { account, db, webhooks: [a, b] } = await accountWithWebhooks([
      { url: 'http://127.0.0.1:9/a', events: ['call.ended'] },
      { url: 'http://127.0.0.1:9/b', events: ['call.started'] },
    ]);
    for (let i = 0; i < 10; i++) await emit(account.accountId, 'call.ended', { call: { id: i } });
    for (let i = 0; i < 3; i++) await emit(account.accountId, 'call.started', { call: { id: i } });
    const now = at(new Date(), 1000);
    await dispatchDueEvents(db, now);
    const limit = deliverySettings.perEndpoint;

    // Three claimers at once (three pooled connections on PostgreSQL): together they stay within each endpoint's limit.
    const claimed = (await Promise.all([1, 2, 3].map(() => claimDueDeliveries(db, now, 100)))).flat();
    expect(countBy(claimed)).toEqual({ [a.id]: limit, [b.id]: 3 });
    expect(new Set(claimed.map((d) => d.id)).size).toBe(claimed.length);
    // The oldest of each endpoint first.
    const aIds = (await deliveriesOf(a.id)).map((d) => d.id).sort();
    expect(claimed.filter((d) => d.webhookId === a.id).map((d) => d.id).sort()).toEqual(aIds.slice(0, limit).sort());
    expect(await claimDueDeliveries(db, now, 100)).toEqual([]);

    // An attempt recorded frees its slot, for exactly one more.
    const done = claimed.find((d) => d.webhookId === a.id)!;
    await recordAttempts(db, [{
      delivery: done, attemptedAt: now, next: stateAfterAttempt(0, true, now),
      outcome: { ok: true, statusCode: 200, durationMs: 5, responseBody: 'ok', error: null },
    }]);
    const next = await claimDueDeliveries(db, now, 100);
    expect(countBy(next)).toEqual({ [a.id]: 1 });

    // Renewed claims hold past their first lease; the others, a dead worker's, come back once it runs out.
    const renewed = claimed.filter((d) => d.webhookId === b.id).map((d) => d.id);
    expect(await renewDeliveryClaims(db, renewed, at(now, deliverySettings.leaseMs - 1))).toBe(3);
    const later = await claimDueDeliveries(db, at(now, deliverySettings.leaseMs + 1), 100);
    expect(countBy(later)).toEqual({ [a.id]: limit });
    expect(later.some((d) => renewed.includes(d.id))).toBe(false);
  });
});

describe('the delivery lane', () => {
  it('keeps a slow endpoint to its own slots: the healthy endpoint, a call and its jobs go on while it is busy', async () => {
    // The slow receiver holds its requests until the test lets them go (seconds later); the delivery timeout is
    // raised for this test so that a loaded machine cannot turn the wait into failed attempts.
    const timeoutMs = deliverySettings.timeoutMs;
    deliverySettings.timeoutMs = 60_000;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const slow = await startReceiver(() => ({ status: 200, body: 'ok', holdUntil: released }));
    const healthy = await startReceiver();
    receivers.push(slow, healthy);
    try {
      const { account, webhooks: [s, h] } = await accountWithWebhooks([
        { url: `${slow.url}/slow`, events: ['calendar.created'] },
        { url: `${healthy.url}/healthy`, events: ['calendar.created'] },
      ]);
      const caller = await fundedAccount({ balanceCents: 10_000 });
      const callerActor = await actorOf(caller.userId);
      const limit = deliverySettings.perEndpoint;
      for (let i = 0; i < limit + 2; i++) await emit(account.accountId, 'calendar.created', { calendar_event: { id: i } });
      startEmbeddedWorker();
      await until(() => slow.requests.length >= limit, 'the slow endpoint to be busy');

      // While its attempts are under way: a call placed, and more events for both endpoints.
      const call = await initiateCall(await getDb(), callerActor, { purpose: 'informational', phone_number: '+14155550177', agent_id: caller.agent.id });
      for (let i = 0; i < 2; i++) await emit(account.accountId, 'calendar.created', { calendar_event: { id: 100 + i } });
      const total = limit + 4;

      await until(async () => (await callRowOf(call.id))?.dialedAt, 'the call to be dialed');
      await until(async () => (await deliveriesOf(h.id)).filter((d) => d.status === 'succeeded').length === total, 'the healthy deliveries');
      // All that while the slow endpoint answered nothing and was sent nothing beyond its limit.
      expect(slow.inFlight).toBe(limit);
      expect(slow.requests).toHaveLength(limit);
      expect(healthy.requests).toHaveLength(total);
      release();

      // Then the slow endpoint gets the rest, never more than its limit at once, each delivery once.
      await until(async () => (await deliveriesOf(s.id)).filter((d) => d.status === 'succeeded').length === total, 'the slow deliveries');
      expect(slow.maxInFlight).toBe(limit);
      expect(slow.requests).toHaveLength(total);
      expect(new Set(slow.requests.map((r) => r.headers['x-klen-delivery-id'])).size).toBe(total);
      expect((await deliveriesOf(s.id)).every((d) => d.attempts === 1 && d.lockedUntil === null)).toBe(true);
    } finally {
      release();
      deliverySettings.timeoutMs = timeoutMs;
    }
  }, 120_000);
});
