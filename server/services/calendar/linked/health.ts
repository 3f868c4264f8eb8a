import { and, eq, inArray, sql } from 'drizzle-orm';
import { calendarConnections, type ConnectionStatus } from '../../../db/schema';
import type { DbOrTx } from '../../../db/types';
import { toIso } from '../../../lib/time';
import { emitEvent } from '../../../outbox/events';
import type { ConnectionRow } from './dto';

/** Syncs that fail in a row before a connection counts as failing (one bad answer is not an outage). */
export const FAILURES_BEFORE_ERROR = 3;

type Row = Pick<ConnectionRow, 'id' | 'accountId' | 'provider' | 'userId' | 'accountLabel' | 'status' | 'lastError'>;

async function emitHealth(tx: DbOrTx, type: 'calendar_connection.failing' | 'calendar_connection.restored', c: Row, now: Date) {
  await emitEvent(tx, {
    accountId: c.accountId,
    type,
    payload: {
      event_type: type,
      calendar_connection: { id: c.id, provider: c.provider, user_id: c.userId, account_label: c.accountLabel, status: c.status, last_error: c.lastError },
      timestamp: toIso(now),
    },
  });
}

/**
 * Takes a connection out of `active` (or keeps it out, with the newer reason). `calendar_connection.failing` fires
 * once, on the fall itself: the update's guard on the old status lets only one process see it.
 */
export async function markFailing(db: DbOrTx, connectionId: number, status: Exclude<ConnectionStatus, 'active' | 'pending_authorization'>, message: string, now: Date): Promise<void> {
  const fell = await db.update(calendarConnections)
    .set({ status, lastError: message, updatedAt: now })
    .where(and(eq(calendarConnections.id, connectionId), eq(calendarConnections.status, 'active')))
    .returning();
  if (fell[0]) {
    await emitHealth(db, 'calendar_connection.failing', fell[0], now);
    return;
  }
  // Already out of active: a refused grant outranks repeated errors, never the other way round.
  await db.update(calendarConnections)
    .set({ lastError: message, updatedAt: now, ...(status === 'needs_reauth' && { status }) })
    .where(and(eq(calendarConnections.id, connectionId), inArray(calendarConnections.status, ['error', 'needs_reauth'])));
}

/** One sync failed: counted, and past FAILURES_BEFORE_ERROR in a row the connection is `error`. */
export async function recordSyncFailure(db: DbOrTx, connectionId: number, message: string, now: Date): Promise<void> {
  const [row] = await db.update(calendarConnections)
    .set({ consecutiveFailures: sql`${calendarConnections.consecutiveFailures} + 1`, lastError: message, updatedAt: now })
    .where(eq(calendarConnections.id, connectionId))
    .returning({ failures: calendarConnections.consecutiveFailures });
  if (row && row.failures >= FAILURES_BEFORE_ERROR) await markFailing(db, connectionId, 'error', message, now);
}

/** A sync read every calendar: the connection is fresh, and one that was in `error` is back (`restored`, once). */
export async function recordSyncSuccess(db: DbOrTx, connectionId: number, now: Date): Promise<void> {
  const back = await db.update(calendarConnections)
    .set({ status: 'active', consecutiveFailures: 0, lastError: null, lastSyncedAt: now, updatedAt: now })
    .where(and(eq(calendarConnections.id, connectionId), eq(calendarConnections.status, 'error')))
    .returning();
  if (back[0]) {
    await emitHealth(db, 'calendar_connection.restored', back[0], now);
    return;
  }
  await db.update(calendarConnections)
    .set({ consecutiveFailures: 0, lastError: null, lastSyncedAt: now, updatedAt: now })
    .where(and(eq(calendarConnections.id, connectionId), eq(calendarConnections.status, 'active')));
}

/** A new grant for a connection that needed one: active again, and `restored` when it had fallen. */
export async function recordNewGrant(db: DbOrTx, before: Pick<ConnectionRow, 'status'>, after: Row, now: Date): Promise<void> {
  if (before.status === 'needs_reauth' || before.status === 'error') await emitHealth(db, 'calendar_connection.restored', after, now);
}
