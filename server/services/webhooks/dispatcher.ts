import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { outboxEvents, webhookDeliveries, webhooks } from '../../db/schema';
import type { Database, Tx } from '../../db/types';

/**
 * Turns outbox events into deliveries: one per active webhook of the event's account subscribed to its
 * type. The deliveries and the event's `dispatched_at` are written in one transaction, and (event, webhook)
 * is unique, so a dispatcher that dies half way leaves either everything or nothing, and a second run
 * adds nothing twice.
 */
export interface OutboxRow {
  id: number;
  accountId: number;
  eventType: string;
  payload: Record<string, unknown>;
}

const INSERT_CHUNK = 1000;

/** The embedded worker's step: dispatches the due events no other dispatcher holds. */
export async function dispatchDueEvents(db: Database, now: Date, limit = 100): Promise<number> {
  return db.transaction(async (tx) => {
    const events = await tx
      .select({ id: outboxEvents.id, accountId: outboxEvents.accountId, eventType: outboxEvents.eventType, payload: outboxEvents.payload })
      .from(outboxEvents)
      .where(and(isNull(outboxEvents.dispatchedAt), lte(outboxEvents.dueAt, now)))
      .orderBy(asc(outboxEvents.dueAt), asc(outboxEvents.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (events.length > 0) await fanOut(tx, events, now);
    return events.length;
  });
}

export interface DispatchedDelivery {
  id: string;
  cycle: number;
}

/**
 * Dispatches one named event, due or not (the Inngest fan-out, which has slept until it is due). Answers
 * the event's deliveries, also when an earlier run already dispatched it; none when it was cancelled.
 */
export async function dispatchOutboxEvent(db: Database, outboxEventId: number, now: Date): Promise<DispatchedDelivery[]> {
  return db.transaction(async (tx) => {
    const events = await tx
      .select({ id: outboxEvents.id, accountId: outboxEvents.accountId, eventType: outboxEvents.eventType, payload: outboxEvents.payload })
      .from(outboxEvents)
      .where(and(eq(outboxEvents.id, outboxEventId), isNull(outboxEvents.dispatchedAt)))
      .for('update');
    if (events.length > 0) await fanOut(tx, events, now);
    return tx
      .select({ id: webhookDeliveries.id, cycle: webhookDeliveries.cycle })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.outboxEventId, outboxEventId))
      .orderBy(asc(webhookDeliveries.webhookId));
  });
}

async function fanOut(tx: Tx, events: OutboxRow[], now: Date): Promise<void> {
  const accountIds = [...new Set(events.map((e) => e.accountId))];
  const targets = await tx
    .select({ id: webhooks.id, accountId: webhooks.accountId, subscribedEvents: webhooks.subscribedEvents })
    .from(webhooks)
    .where(and(inArray(webhooks.accountId, accountIds), eq(webhooks.isActive, true)));
  const rows: (typeof webhookDeliveries.$inferInsert)[] = [];
  for (const event of events) {
    const body = JSON.stringify(event.payload);
    for (const hook of targets) {
      if (hook.accountId !== event.accountId || !hook.subscribedEvents.includes(event.eventType)) continue;
      rows.push({
        accountId: event.accountId,
        webhookId: hook.id,
        outboxEventId: event.id,
        eventType: event.eventType,
        body,
        nextAttemptAt: now,
      });
    }
  }
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await tx.insert(webhookDeliveries).values(rows.slice(i, i + INSERT_CHUNK)).onConflictDoNothing();
  }
  await tx
    .update(outboxEvents)
    .set({ dispatchedAt: now })
    .where(inArray(outboxEvents.id, events.map((e) => e.id)));
}
