import type { Tx } from '../../db/types';
import { isAppError } from '../../errors';
import { logger } from '../../logger';
import { checkAvailability } from './calendar-tools';
import { loadToolCallContext } from './context';
import { runTool } from './run';

/**
 * The simulator's booking, through the same tool code as a provider's: the agent checks the next 7 days and books
 * the first free slot. Its tool call id is fixed per call, so a repeated step answers the stored result and books
 * nothing twice; with no free slot, nothing is booked.
 */
export async function bookFirstFreeSlot(tx: Tx, callId: number, now: Date): Promise<void> {
  try {
    const context = await loadToolCallContext(tx, callId);
    // The agent looks before it books, with the availability tool's own code (whether or not it offers that tool).
    const found = await checkAvailability(tx, context, {}, now);
    const first = found.available_slots?.[0];
    if (!first) return;
    await runTool(tx, context, 'book_appointment', { start_time: first.start, notes: 'Booked during a simulated call.' }, {
      providerToolCallId: 'sim-book-appointment',
      now,
    });
  } catch (err) {
    // A call that ended meanwhile, or an agent that lost the tool, just books nothing.
    if (!isAppError(err)) throw err;
    logger.info('simulated booking skipped', { call_id: callId, code: err.code });
  }
}
