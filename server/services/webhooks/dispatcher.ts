import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { outboxEvents, webhookDeliveries } from '../../db/schema';
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

/**
 * One statement per event: the deliveries are selected from the account's webhooks inside the database, so
 * fanning out to hundreds of webhooks costs one round trip and no per-row parameters.
 */
async function fanOut(tx: Tx, events: OutboxRow[], now: Date): Promise<void> {
  for (const event of events) {
    await tx.execute(sql`
      insert into webhook_deliveries (account_id, webhook_id, outbox_event_id, event_type, body, next_attempt_at)
      select w.account_id, w.id, ${event.id}::bigint, ${event.eventType}::text, ${JSON.stringify(event.payload)}::text,
        ${now.toISOString()}::timestamptz
      from webhooks w
      where w.account_id = ${event.accountId}::int and w.is_active and ${event.eventType}::text = any(w.subscribed_events)
      on conflict do nothing`);
  }
  await tx
    .update(outboxEvents)
    .set({ dispatchedAt: now })
    .where(inArray(outboxEvents.id, events.map((e) => e.id)));
}
