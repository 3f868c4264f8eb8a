import { and, eq, isNull } from 'drizzle-orm';
import { outboxEvents } from '../db/schema';
import type { DbOrTx } from '../db/types';

export interface OutboxEvent {
  accountId: number;
  /** One of the webhook event names (call.started, calendar.created, ...). */
  type: string;
  /** The webhook payload, exactly as receivers get it. */
  payload: Record<string, unknown>;
  /** When the event is due; now when omitted. */
  dueAt?: Date;
  /** Names a future event that may later be moved or dropped (see `cancelScheduled`). */
  scheduleKey?: string;
}

/**
 * Records an event in the outbox. Call it with the transaction that makes the change, so the event exists
 * exactly when the change does. A scheduleKey replaces the pending event of the same key.
 */
export async function emitEvent(tx: DbOrTx, event: OutboxEvent): Promise<void> {
  if (event.scheduleKey) await cancelScheduled(tx, event.scheduleKey);
  await tx.insert(outboxEvents).values({
    accountId: event.accountId,
    eventType: event.type,
    payload: event.payload,
    scheduleKey: event.scheduleKey ?? null,
    ...(event.dueAt && { dueAt: event.dueAt }),
  });
}

/** Drops a scheduled event that has not been dispatched yet (a cancelled event's reminder). */
export async function cancelScheduled(tx: DbOrTx, scheduleKey: string): Promise<void> {
  await tx.delete(outboxEvents).where(and(eq(outboxEvents.scheduleKey, scheduleKey), isNull(outboxEvents.dispatchedAt)));
}
