import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isAccountAdmin, type Actor } from '../../auth/actor';
import { blockingStatuses, calendarEvents, calls } from '../../db/schema';
import type { Database, DbOrTx } from '../../db/types';
import { AppError } from '../../errors';
import { toIso } from '../../lib/time';
import { cancelScheduled, emitEvent } from '../../outbox/events';
import { isSimulatedCall } from '../calls/simulated';
import { toEventSummary } from '../calendar/dto';
import { loadEvents } from '../calendar/queries';
import { reminderKey } from '../calendar/reminders';

export const simulatedDataSchema = z.object({
  simulated_bookings: z.number().int().describe('calendar events booked during simulated calls, whatever their status'),
  simulated_calls: z.number().int().describe('simulated calls, which stay in the call history (the wallet and the compliance records refer to them)'),
});
export type SimulatedDataDto = z.infer<typeof simulatedDataSchema>;

export const removedSimulatedDataSchema = z.object({
  removed_bookings: z.number().int().describe('simulated bookings deleted'),
  message: z.string(),
});
export type RemovedSimulatedDataDto = z.infer<typeof removedSimulatedDataSchema>;

function assertAdmin(actor: Actor) {
  if (!isAccountAdmin(actor)) throw new AppError('permission_denied', 'Only owners and admins can remove simulated data.');
}

/** GET /api/v1/simulated-data: what "Remove simulated data" would remove, and the simulated calls it keeps. */
export async function countSimulatedData(db: DbOrTx, actor: Actor): Promise<SimulatedDataDto> {
  assertAdmin(actor);
  const [bookings] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(calendarEvents)
    .where(and(eq(calendarEvents.accountId, actor.accountId), eq(calendarEvents.simulated, true)));
  const [simulatedCalls] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(calls)
    .where(and(eq(calls.accountId, actor.accountId), isSimulatedCall));
  return { simulated_bookings: bookings.n, simulated_calls: simulatedCalls.n };
}

/**
 * POST /api/v1/simulated-data/remove (owners and admins): deletes the account's simulated bookings, nothing else.
 * Each one still in the calendar is announced `calendar.cancelled` first (receivers were told `calendar.created`)
 * and loses its pending reminder. The simulated calls stay: their charges, holds and immutable compliance records
 * refer to them, and the wallet's history must still add up.
 */
export async function removeSimulatedData(db: Database, actor: Actor, now = new Date()): Promise<RemovedSimulatedDataDto> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const found = await loadEvents(tx, and(eq(calendarEvents.accountId, actor.accountId), eq(calendarEvents.simulated, true))!, { forUpdate: true });
    for (const { event, agent } of found) {
      await cancelScheduled(tx, reminderKey(event.id));
      if (!(blockingStatuses as readonly string[]).includes(event.status)) continue;
      await emitEvent(tx, {
        accountId: event.accountId,
        type: 'calendar.cancelled',
        payload: { event_type: 'calendar.cancelled', calendar_event: toEventSummary({ ...event, status: 'cancelled' }, agent), source: null, timestamp: toIso(now) },
      });
    }
    const ids = found.map((f) => f.event.id);
    if (ids.length > 0) await tx.delete(calendarEvents).where(and(eq(calendarEvents.accountId, actor.accountId), inArray(calendarEvents.id, ids)));
    const n = ids.length;
    return { removed_bookings: n, message: n === 1 ? 'Removed 1 simulated booking.' : `Removed ${n} simulated bookings.` };
  });
}
