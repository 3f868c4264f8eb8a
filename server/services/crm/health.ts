import { and, eq, inArray, sql } from 'drizzle-orm';
import { crmConnections, type CrmConnectionStatus } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { toIso } from '../../lib/time';
import { emitEvent } from '../../outbox/events';
import type { CrmConnectionRow } from './dto';

/** Runs that fail in a row before a connection counts as failing (one bad answer is not an outage). */
export const CRM_FAILURES_BEFORE_ERROR = 3;

async function emitHealth(tx: DbOrTx, type: 'crm_connection.failing' | 'crm_connection.restored', c: CrmConnectionRow, now: Date) {
  await emitEvent(tx, {
    accountId: c.accountId,
    type,
    payload: {
      event_type: type,
      crm_connection: { id: c.id, provider: c.provider, status: c.status, last_error: c.lastError },
      timestamp: toIso(now),
    },
  });
}

/**
 * Takes a connection out of `active`. `crm_connection.failing` fires once, on the fall itself: the update's guard
 * on the old status lets only one process see it.
 */
export async function markCrmFailing(db: DbOrTx, id: number, status: Exclude<CrmConnectionStatus, 'active' | 'pending_authorization'>, message: string, now: Date) {
  const [fell] = await db.update(crmConnections).set({ status, lastError: message, updatedAt: now })
    .where(and(eq(crmConnections.id, id), eq(crmConnections.status, 'active'))).returning();
  if (fell) return emitHealth(db, 'crm_connection.failing', fell, now);
  await db.update(crmConnections).set({ lastError: message, updatedAt: now, ...(status === 'needs_reauth' && { status }) })
    .where(and(eq(crmConnections.id, id), inArray(crmConnections.status, ['error', 'needs_reauth'])));
}

/** One run failed: counted, and past CRM_FAILURES_BEFORE_ERROR in a row the connection is `error`. */
export async function recordCrmFailure(db: DbOrTx, id: number, message: string, now: Date) {
  const [row] = await db.update(crmConnections)
    .set({ consecutiveFailures: sql`${crmConnections.consecutiveFailures} + 1`, lastError: message, updatedAt: now })
    .where(eq(crmConnections.id, id)).returning({ failures: crmConnections.consecutiveFailures });
  if (row && row.failures >= CRM_FAILURES_BEFORE_ERROR) await markCrmFailing(db, id, 'error', message, now);
}

/** A run went through: a connection in `error` is back (`crm_connection.restored`, once). */
export async function recordCrmSuccess(db: DbOrTx, id: number, now: Date) {
  const [back] = await db.update(crmConnections).set({ status: 'active', consecutiveFailures: 0, lastError: null, lastSyncedAt: now, updatedAt: now })
    .where(and(eq(crmConnections.id, id), eq(crmConnections.status, 'error'))).returning();
  if (back) return emitHealth(db, 'crm_connection.restored', back, now);
  await db.update(crmConnections).set({ consecutiveFailures: 0, lastError: null, lastSyncedAt: now, updatedAt: now })
    .where(and(eq(crmConnections.id, id), eq(crmConnections.status, 'active')));
}
