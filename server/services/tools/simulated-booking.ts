import { and, eq, ne, sql } from 'drizzle-orm';
import { calendarEvents, calls } from '../../db/schema';
import type { Tx } from '../../db/types';
import { isAppError } from '../../errors';
import { logger } from '../../logger';
import { checkAvailability } from './calendar-tools';
import { loadToolCallContext } from './context';
import { runTool } from './run';

/**
 * Whether a campaign's simulated calls already booked this contact: a campaign's retries and repeated numbers would
 * otherwise fill the calendar with one appointment per attempt.
 */
async function campaignAlreadyBooked(tx: Tx, call: { campaignId: number | null; contactId: number | null }): Promise<boolean> {
  if (call.campaignId === null || call.contactId === null) return false;
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(calendarEvents)
    .innerJoin(calls, eq(calls.id, calendarEvents.callId))
    .where(and(
      eq(calls.campaignId, call.campaignId),
      eq(calls.contactId, call.contactId),
      eq(calendarEvents.simulated, true),
      ne(calendarEvents.status, 'cancelled'),
    ))
    .limit(1);
  return row !== undefined;
}

/**
 * The simulator's booking, through the same tool code as a provider's: the agent checks the next 7 days and books
 * the first free slot, marked simulated (nobody asked for it). Its tool call id is fixed per call, so a repeated
 * step answers the stored result and books nothing twice; with no free slot, or when the call's campaign already
 * booked its contact, nothing is booked.
 */
export async function bookFirstFreeSlot(tx: Tx, callId: number, now: Date): Promise<void> {
  try {
    const context = await loadToolCallContext(tx, callId);
    if (await campaignAlreadyBooked(tx, context.call)) return;
    // The agent looks before it books, with the availability tool's own code (whether or not it offers that tool).
    const found = await checkAvailability(tx, context, {}, now);
    const first = found.available_slots?.[0];
    if (!first) return;
    await runTool(tx, context, 'book_appointment', { start_time: first.start, notes: 'Booked during a simulated call.' }, {
      providerToolCallId: 'sim-book-appointment',
      simulated: true,
      now,
    });
  } catch (err) {
    // A call that ended meanwhile, or an agent that lost the tool, just books nothing.
    if (!isAppError(err)) throw err;
    logger.info('simulated booking skipped', { call_id: callId, code: err.code });
  }
}
