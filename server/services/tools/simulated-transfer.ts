import type { Tx } from '../../db/types';
import { isAppError } from '../../errors';
import { logger } from '../../logger';
import { loadToolCallContext } from './context';
import { runTool } from './run';

/**
 * The simulator's callee who asks for a person (0006): the agent runs transfer_to_human through the same tool code
 * as a provider's. Its tool call id is fixed per call, so a repeated step answers the stored result and neither
 * transfers nor books twice.
 */
export async function transferDuringCall(tx: Tx, callId: number, now: Date): Promise<void> {
  try {
    const context = await loadToolCallContext(tx, callId);
    await runTool(tx, context, 'transfer_to_human', { reason: 'The caller asked for a person.' }, { providerToolCallId: 'sim-transfer-to-human', now });
  } catch (err) {
    // A call that ended meanwhile, or an agent that lost the tool, just transfers nothing.
    if (!isAppError(err)) throw err;
    logger.info('simulated transfer skipped', { call_id: callId, code: err.code });
  }
}
