import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { config } from '../../config';
import { countHit } from '../../db/rate-limit';
import { webhookDeliveries, webhookDeliveryAttempts } from '../../db/schema';
import type { Database } from '../../db/types';
import { AppError, notFound, parseOrThrow } from '../../errors';
import { toIso } from '../../lib/time';
import { getWebhookOrThrow, parseDeliveryId, requireWebhookManager, type WebhookRow } from './access';
import { pagedSelect } from '../../lib/pagination';
import { deliveriesReady } from '../../outbox/wake';
import { toAttemptDto, toDeliveryDto } from './dto';
import {
  listDeliveriesQuery, TEST_EVENT_TYPE,
  type DeliveryDetail, type DeliveryList, type ListDeliveriesQuery, type QueuedDelivery,
} from './schema';

const newestFirst = [desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id)];

async function pageOfDeliveries(db: Database, where: SQL, query: ListDeliveriesQuery): Promise<DeliveryList> {
  const { page, limit, status } = parseOrThrow(listDeliveriesQuery, query);
  const scope = status ? and(where, eq(webhookDeliveries.status, status))! : where;
  return pagedSelect({
    key: 'deliveries',
    page,
    limit,
    count: async () => (await db.select({ n: count() }).from(webhookDeliveries).where(scope))[0].n,
    rows: async (limit, offset) =>
      (await db.select().from(webhookDeliveries).where(scope).orderBy(...newestFirst).limit(limit).offset(offset)).map(toDeliveryDto),
  });
}

/** GET /api/v1/webhooks/{id}/deliveries: newest first, optionally by status. */
export async function listDeliveries(db: Database, actor: Actor, webhookId: string | number, query: ListDeliveriesQuery = {}): Promise<DeliveryList> {
  requireWebhookManager(actor);
  const hook = await getWebhookOrThrow(db, actor, webhookId);
  return pageOfDeliveries(db, eq(webhookDeliveries.webhookId, hook.id), query);
}

/** Deliveries of every webhook of the account that ended `failed`, newest first (dashboard). */
export async function listFailedDeliveries(db: Database, actor: Actor, query: Omit<ListDeliveriesQuery, 'status'> = {}): Promise<DeliveryList> {
  requireWebhookManager(actor);
  return pageOfDeliveries(db, eq(webhookDeliveries.accountId, actor.accountId), { ...query, status: 'failed' });
}

/** A delivery of this webhook, else 404 `not_found`. */
async function getDeliveryRowOrThrow(db: Database, hook: WebhookRow, deliveryRef: string) {
  const id = parseDeliveryId(deliveryRef);
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.webhookId, hook.id), eq(webhookDeliveries.accountId, hook.accountId)));
  if (!row) throw notFound('Delivery');
  return row;
}

/** One delivery with every attempt it has had (dashboard). */
export async function getDelivery(db: Database, actor: Actor, webhookId: string | number, deliveryId: string): Promise<DeliveryDetail> {
  requireWebhookManager(actor);
  const hook = await getWebhookOrThrow(db, actor, webhookId);
  const row = await getDeliveryRowOrThrow(db, hook, deliveryId);
  const attempts = await db
    .select()
    .from(webhookDeliveryAttempts)
    .where(eq(webhookDeliveryAttempts.deliveryId, row.id))
    .orderBy(asc(webhookDeliveryAttempts.attemptNumber));
  return { ...toDeliveryDto(row), attempt_log: attempts.map(toAttemptDto) };
}

/**
 * Test sends and redeliveries each make a request to the receiver on demand, so an account may ask for at
 * most WEBHOOK_MANUAL_SENDS_PER_MINUTE of them a minute (counted in PostgreSQL, across processes).
 */
async function countManualSend(db: Database, accountId: number): Promise<void> {
  const { hits, reset } = await countHit(db, `webhook-sends:${accountId}`);
  const max = config.WEBHOOK_MANUAL_SENDS_PER_MINUTE;
  if (hits > max) {
    throw new AppError('rate_limited', `At most ${max} test sends and redeliveries a minute per account; retry after ${reset} seconds.`, {
      extra: { retry_after: reset },
    });
  }
}

const inactive = () =>
  new AppError('webhook_inactive', 'The webhook is not active: activate it (PATCH is_active true) before sending to it.');

/**
 * Starts a new attempt cycle on a delivery, whatever its status: the same id and body, attempted now, then
 * retried on the usual schedule. Its earlier attempts stay in the log and in `attempts`.
 */
export async function redeliver(db: Database, actor: Actor, webhookId: string | number, deliveryId: string, now = new Date()): Promise<QueuedDelivery> {
  requireWebhookManager(actor);
  const hook = await getWebhookOrThrow(db, actor, webhookId);
  const current = await getDeliveryRowOrThrow(db, hook, deliveryId);
  if (!hook.isActive) throw inactive();
  await countManualSend(db, hook.accountId);
  const [row] = await db
    .update(webhookDeliveries)
    .set({
      status: 'pending',
      cycle: sql`${webhookDeliveries.cycle} + 1`,
      cycleAttempts: 0,
      nextAttemptAt: now,
      deliveredAt: null,
    })
    .where(eq(webhookDeliveries.id, current.id))
    .returning();
  if (!row) throw notFound('Delivery');
  await deliveriesReady([{ id: row.id, cycle: row.cycle, webhookId: row.webhookId }]);
  return { message: 'Delivery queued for a new attempt.', delivery: toDeliveryDto(row) };
}

/**
 * Sends a synthetic `webhook.test` event to the webhook as a real delivery (signed, logged, retried), so a
 * receiver can be checked end to end. Its payload names the webhook and carries `test: true`.
 */
export async function sendTestDelivery(db: Database, actor: Actor, webhookId: string | number, now = new Date()): Promise<QueuedDelivery> {
  requireWebhookManager(actor);
  const hook = await getWebhookOrThrow(db, actor, webhookId);
  if (!hook.isActive) throw inactive();
  await countManualSend(db, hook.accountId);
  const payload = {
    event_type: TEST_EVENT_TYPE,
    test: true,
    webhook: { id: hook.id, name: hook.name, url: hook.url },
    message: 'This is a test delivery from Switchboard.',
    timestamp: toIso(now),
  };
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      accountId: hook.accountId,
      webhookId: hook.id,
      eventType: TEST_EVENT_TYPE,
      body: JSON.stringify(payload),
      nextAttemptAt: now,
    })
    .returning();
  await deliveriesReady([{ id: row.id, cycle: row.cycle, webhookId: row.webhookId }]);
  return { message: 'Test delivery queued.', delivery: toDeliveryDto(row) };
}
