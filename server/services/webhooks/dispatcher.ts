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
  webhookId: number;
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
      .select({ id: webhookDeliveries.id, cycle: webhookDeliveries.cycle, webhookId: webhookDeliveries.webhookId })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.outboxEventId, outboxEventId))
      .orderBy(asc(webhookDeliveries.webhookId));
  });
}

/**
 * One statement for all the events: the deliveries are selected from the accounts' webhooks inside the database,
 * so fanning a pass's events out to hundreds of webhooks costs one round trip. Each body is the payload as
 * JSON.stringify writes it (jsonb's own text would reorder its keys).
 */
async function fanOut(tx: Tx, events: OutboxRow[], now: Date): Promise<void> {
  const rows = JSON.stringify(events.map((e) => ({ id: e.id, account_id: e.accountId, event_type: e.eventType, body: JSON.stringify(e.payload) })));
  await tx.execute(sql`
    insert into webhook_deliveries (account_id, webhook_id, outbox_event_id, event_type, body, next_attempt_at)
    select w.account_id, w.id, e.id, e.event_type, e.body, ${now.toISOString()}::timestamptz
    from rows from (jsonb_to_recordset(${rows}::jsonb) as (id bigint, account_id int, event_type text, body text)) with ordinality e
    join webhooks w on w.account_id = e.account_id and w.is_active and e.event_type = any(w.subscribed_events)
    order by e.ordinality, w.id
    on conflict do nothing`);
  await tx
    .update(outboxEvents)
    .set({ dispatchedAt: now })
    .where(inArray(outboxEvents.id, events.map((e) => e.id)));
}
