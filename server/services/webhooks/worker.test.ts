import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEvents, webhookDeliveries } from '../../db/schema';
import type { Database } from '../../db/types';
import { workOnce } from '../../jobs/worker';
import { claimDueDeliveries, deliverySettings } from './delivery';
import { dispatchDueEvents, dispatchOutboxEvent } from './dispatcher';
import { accountWithWebhooks, at, deliveriesOf, emit, MIN } from '../../testing/webhook-fixtures';
import { startReceiver, type Receiver } from '../../testing/webhook-receiver';

let rx: Receiver;
beforeAll(async () => {
  rx = await startReceiver();
});
afterAll(() => rx.close());

const requestsTo = (prefix: string) => rx.requests.filter((r) => r.path.startsWith(prefix));

async function outboxOf(db: Database, accountId: number) {
  return db.select().from(outboxEvents).where(eq(outboxEvents.accountId, accountId));
}

describe('dispatcher', () => {
  it('creates one delivery per subscribed webhook exactly once, even when a dispatcher dies before committing', async () => {
    const { account, db, webhooks } = await accountWithWebhooks([
      { url: `${rx.url}/d1/a`, events: ['calendar.created'] },
      { url: `${rx.url}/d1/b`, events: ['calendar.created', 'calendar.reminder'] },
    ]);
    await emit(account.accountId, 'calendar.created', { calendar_event: { id: 1 } });
    const now = at(new Date(), 1000);

    // A dispatcher that fans out and then dies before its transaction commits leaves nothing behind.
    await expect(
      db.transaction(async (tx) => {
        await dispatchDueEvents(tx as unknown as Database, now);
        throw new Error('crash');
      }),
    ).rejects.toThrow('crash');
    for (const w of webhooks) expect(await deliveriesOf(w.id)).toHaveLength(0);
    expect((await outboxOf(db, account.accountId))[0].dispatchedAt).toBeNull();

    // Two dispatchers racing, then a later run: each (event, webhook) gets one delivery.
    await Promise.all([dispatchDueEvents(db, now), dispatchDueEvents(db, now)]);
    await dispatchDueEvents(db, now);
    const [event] = await outboxOf(db, account.accountId);
    expect(event.dispatchedAt).toEqual(now);
    for (const w of webhooks) expect(await deliveriesOf(w.id)).toHaveLength(1);

    // Dispatching the same event by id again (a retried Inngest step) adds nothing and answers the same rows.
    const again = await dispatchOutboxEvent(db, event.id, now);
    expect(again).toHaveLength(2);
    for (const w of webhooks) expect(await deliveriesOf(w.id)).toHaveLength(1);
    // And the unique (event, webhook) pair refuses a second row outright.
    await db
      .insert(webhookDeliveries)
      .values({ accountId: account.accountId, webhookId: webhooks[0].id, outboxEventId: event.id, eventType: 'calendar.created', body: '{}' })
      .onConflictDoNothing();
    expect(await deliveriesOf(webhooks[0].id)).toHaveLength(1);
  });

  it('holds a scheduled event (a reminder) until it is due', async () => {
    const { account, db, webhooks } = await accountWithWebhooks([{ url: `${rx.url}/d2`, events: ['calendar.reminder'] }]);
    const due = at(new Date(), 30 * MIN);
    await emit(account.accountId, 'calendar.reminder', { calendar_event: { id: 2 }, remind_before_minutes: 30 }, due);
    await workOnce(db, at(due, -1));
    expect(await deliveriesOf(webhooks[0].id)).toHaveLength(0);
    await workOnce(db, due);
    expect(requestsTo('/d2')).toHaveLength(1);
    expect(JSON.parse(requestsTo('/d2')[0].body)).toMatchObject({ event_type: 'calendar.reminder', remind_before_minutes: 30 });
  });
});

describe('embedded worker', () => {
  it('re-attempts a delivery whose worker died between claiming and sending, once the lease runs out', async () => {
    const { account, db, webhooks } = await accountWithWebhooks([{ url: `${rx.url}/crash`, events: ['call.ended'] }]);
    await emit(account.accountId, 'call.ended', { call: { id: 9 } });
    const t0 = at(new Date(), 1000);
    await dispatchDueEvents(db, t0);
    // This worker claims the delivery and dies before sending.
    const claimed = await claimDueDeliveries(db, t0);
    expect(claimed.map((c) => c.webhookId)).toContain(webhooks[0].id);

    await workOnce(db, t0);
    await workOnce(db, at(t0, deliverySettings.leaseMs - 1));
    expect(requestsTo('/crash')).toHaveLength(0);
    expect((await deliveriesOf(webhooks[0].id))[0]).toMatchObject({ status: 'pending', attempts: 0 });

    await workOnce(db, at(t0, deliverySettings.leaseMs));
    expect(requestsTo('/crash')).toHaveLength(1);
    expect((await deliveriesOf(webhooks[0].id))[0]).toMatchObject({ status: 'succeeded', attempts: 1 });
  });

  it('never sends the same attempt twice when two workers run on one database', async () => {
    const N = 30;
    // Small claims, so that the two workers interleave over many passes.
    const batchSize = deliverySettings.batchSize;
    deliverySettings.batchSize = 4;
    rx.reply = (r) => (r.path.startsWith('/pair') ? { status: 200, delayMs: 15 } : { status: 200 });
    const { account, db, webhooks } = await accountWithWebhooks(
      Array.from({ length: N }, (_, i) => ({ url: `${rx.url}/pair/${i}`, events: ['call.started' as const] })),
    );
    await emit(account.accountId, 'call.started', { call: { id: 10 } });
    const now = at(new Date(), 1000);
    const worker = async () => {
      let handled = 0;
      for (let n = await workOnce(db, now); n > 0; n = await workOnce(db, now)) handled += n;
      return handled;
    };
    const handled = await Promise.all([worker(), worker()]).finally(() => {
      deliverySettings.batchSize = batchSize;
    });
    expect(handled[0] + handled[1]).toBeGreaterThanOrEqual(N);

    const got = requestsTo('/pair');
    expect(got).toHaveLength(N);
    expect(new Set(got.map((r) => r.headers['x-klen-delivery-id'])).size).toBe(N);
    const rows = await db
      .select()
      .from(webhookDeliveries)
      .where(inArray(webhookDeliveries.webhookId, webhooks.map((w) => w.id)));
    expect(rows).toHaveLength(N);
    expect(rows.every((r) => r.status === 'succeeded' && r.attempts === 1)).toBe(true);
  });
});
