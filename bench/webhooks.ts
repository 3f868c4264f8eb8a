import { and, eq, sql } from 'drizzle-orm';
import { config } from '../server/config';
import { outboxEvents, webhookDeliveries, webhooks } from '../server/db/schema';
import type { Database } from '../server/db/types';
import { actorForUser } from '../server/services/accounts/service';
import { emitEvent } from '../server/outbox/events';
import { deliverDueDeliveries } from '../server/services/webhooks/delivery';
import { dispatchOutboxEvent } from '../server/services/webhooks/dispatcher';
import { createWebhook } from '../server/services/webhooks/service';
import { startReceiver } from '../server/testing/webhook-receiver';
import type { BenchSuite } from './context';
import { sized } from './size';

/**
 * One event fanned out to 200 webhooks whose endpoints are on a local receiver, with the dispatcher and the
 * delivery code run in this process against the bench PostgreSQL (as the embedded worker runs them).
 * - enqueue: from the start of the transaction that records the event to the commit of its 200 deliveries;
 * - deliveries per second: 200 signed POSTs, each answered and recorded, divided by the time they took.
 * Each event is due an hour ahead and handled with that clock, so a worker of the bench server could never
 * take part. Targets: enqueue under 100 ms, at least 500 deliveries per second.
 */
const ENDPOINTS = sized(200, 5);
const ROUNDS = sized(5, 1);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round = (x: number) => Math.round(x * 10) / 10;

export const webhooksSuite: BenchSuite = {
  name: 'webhooks',
  async run(ctx) {
    const allowPrivate = config.ALLOW_PRIVATE_WEBHOOK_URLS;
    const maxWebhooks = config.MAX_WEBHOOKS_PER_ACCOUNT;
    config.ALLOW_PRIVATE_WEBHOOK_URLS = true;
    // The bench account is one account with far more endpoints than the default cap allows.
    config.MAX_WEBHOOKS_PER_ACCOUNT = ENDPOINTS;
    const rx = await startReceiver();
    try {
      const acct = await ctx.newAccount();
      const actor = await actorForUser(ctx.db, acct.userId);
      for (let i = 0; i < ENDPOINTS; i++) {
        await createWebhook(ctx.db, actor, { name: `endpoint ${i}`, url: `${rx.url}/hooks/${i}`, subscribed_events: ['calendar.created'] });
      }
      const rounds = [];
      for (let r = 0; r < ROUNDS + 1; r++) rounds.push(await oneRound(ctx.db, acct.accountId, r, () => rx.requests.length));
      const measured = rounds.slice(1); // the first round warms connections and caches
      const enqueue_ms = median(measured.map((m) => m.enqueue_ms));
      const deliveries_per_second = median(measured.map((m) => m.deliveries_per_second));
      const result = {
        endpoints: ENDPOINTS,
        rounds: measured,
        enqueue_ms,
        deliveries_per_second,
        targets: { enqueue_ms: 100, deliveries_per_second: 500 },
        meets_targets: enqueue_ms < 100 && deliveries_per_second >= 500,
      };
      ctx.log(`fan-out of 1 event to ${ENDPOINTS} webhooks: enqueue ${enqueue_ms} ms (target < 100), ${deliveries_per_second} deliveries/s (target ≥ 500), median of ${ROUNDS}`);
      ctx.record('webhooks', result);
      await ctx.db.delete(webhooks).where(eq(webhooks.accountId, acct.accountId));
    } finally {
      config.ALLOW_PRIVATE_WEBHOOK_URLS = allowPrivate;
      config.MAX_WEBHOOKS_PER_ACCOUNT = maxWebhooks;
      await rx.close();
    }
  },
};

async function oneRound(db: Database, accountId: number, n: number, received: () => number) {
  const dueAt = new Date(Date.now() + 3_600_000 + n * 1000);
  const before = received();

  const t0 = performance.now();
  const [event] = await db.transaction(async (tx) => {
    await emitEvent(tx, {
      accountId,
      type: 'calendar.created',
      payload: { event_type: 'calendar.created', calendar_event: { id: n, title: `Bench ${n}` }, timestamp: dueAt.toISOString() },
      dueAt,
    });
    return tx
      .select({ id: outboxEvents.id })
      .from(outboxEvents)
      .where(and(eq(outboxEvents.accountId, accountId), sql`${outboxEvents.dispatchedAt} is null`));
  });
  const created = await dispatchOutboxEvent(db, event.id, dueAt);
  const enqueueMs = performance.now() - t0;
  if (created.length !== ENDPOINTS) throw new Error(`expected ${ENDPOINTS} deliveries, got ${created.length}`);

  const t1 = performance.now();
  const cpu = process.cpuUsage();
  let attempted = 0;
  while (attempted < ENDPOINTS) {
    const n = await deliverDueDeliveries(db, dueAt);
    if (n === 0) break;
    attempted += n;
  }
  const deliverMs = performance.now() - t1;
  const used = process.cpuUsage(cpu);

  const [{ ok }] = await db
    .select({ ok: sql<number>`count(*)::int` })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.outboxEventId, event.id), eq(webhookDeliveries.status, 'succeeded')));
  if (ok !== ENDPOINTS || received() - before !== ENDPOINTS) {
    throw new Error(`round ${n}: ${ok} deliveries succeeded and ${received() - before} requests arrived, expected ${ENDPOINTS}`);
  }
  return {
    enqueue_ms: round(enqueueMs),
    deliver_ms: round(deliverMs),
    deliveries_per_second: Math.round((ENDPOINTS * 1000) / deliverMs),
    // This process's CPU (sender and receiver both) per delivery: what the rate costs, whatever else runs.
    cpu_ms_per_delivery: round((used.user + used.system) / 1000 / ENDPOINTS),
  };
}
