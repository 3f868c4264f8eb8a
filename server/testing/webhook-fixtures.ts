import { asc, eq } from 'drizzle-orm';
import { config } from '../config';
import { getDb } from '../db/client';
import { webhookDeliveries, webhookDeliveryAttempts } from '../db/schema';
import { actorOf, newAccount } from './fixtures';
import { emitEvent } from '../outbox/events';
import type { WebhookEventName } from '../services/webhooks/schema';
import { createWebhook } from '../services/webhooks/service';

// Fixtures of the webhooks tests: an account with webhooks, events emitted to it, and the rows they leave.

export async function accountWithWebhooks(hooks: { url: string; events: WebhookEventName[]; is_active?: boolean }[]) {
  const db = await getDb();
  const account = await newAccount();
  const actor = await actorOf(account.userId);
  const created = [];
  // Tests of fan-out and concurrency make more webhooks than an account may have by default.
  const cap = config.MAX_WEBHOOKS_PER_ACCOUNT;
  config.MAX_WEBHOOKS_PER_ACCOUNT = Math.max(cap, hooks.length);
  try {
    for (const [i, h] of hooks.entries()) {
      created.push(await createWebhook(db, actor, { name: `hook ${i}`, url: h.url, subscribed_events: h.events, is_active: h.is_active }));
    }
  } finally {
    config.MAX_WEBHOOKS_PER_ACCOUNT = cap;
  }
  return { account, actor, db, webhooks: created };
}

export async function emit(accountId: number, type: WebhookEventName, payload: Record<string, unknown>, dueAt?: Date) {
  const db = await getDb();
  await db.transaction((tx) => emitEvent(tx, { accountId, type, payload: { event_type: type, ...payload }, dueAt }));
}

export async function deliveriesOf(webhookId: number) {
  const db = await getDb();
  return db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhookId)).orderBy(asc(webhookDeliveries.createdAt));
}

export async function attemptsOf(deliveryId: string) {
  const db = await getDb();
  return db
    .select()
    .from(webhookDeliveryAttempts)
    .where(eq(webhookDeliveryAttempts.deliveryId, deliveryId))
    .orderBy(asc(webhookDeliveryAttempts.attemptNumber));
}

/** A clock `ms` after `t`. */
export const at = (t: Date, ms: number) => new Date(t.getTime() + ms);
export const MIN = 60_000;
