import type { Tx } from '../../db/types';
import { isAppError } from '../../errors';
import { logger } from '../../logger';
import { loadToolCallContext } from './context';
import { runTool } from './run';

/**
 * The simulator's booking, through the same tool code as a provider's: the agent checks the next 7 days and books
 * the first free slot. Its tool call ids are fixed per call, so a repeated step answers the stored results and
 * books nothing twice; with no free slot, nothing is booked.
 */
export async function bookFirstFreeSlot(tx: Tx, callId: number, now: Date): Promise<void> {
  try {
    const context = await loadToolCallContext(tx, callId);
    const found = await runTool(tx, context, 'check_availability', {}, { providerToolCallId: 'sim-check-availability', now });
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
