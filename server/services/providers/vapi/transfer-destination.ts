import type { Vapi } from '@vapi-ai/server-sdk';
import { and, eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { Database } from '../../../db/types';
import { isAppError, notFound } from '../../../errors';
import { logger } from '../../../logger';
import { loadToolCallContext } from '../../tools/context';
import { oneLine } from '../../tools/result';
import { runTool } from '../../tools/run';
import { storableText } from './mapping';

/**
 * The key a call's destination requests share as one tool call: Vapi's message names no tool call, so a repeat
 * (or a later request in the same call) answers the first decision and books nothing twice.
 */
export const DESTINATION_REQUEST_KEY = 'vapi-transfer-destination-request';

/**
 * Vapi's `transfer-destination-request` (a transferCall tool without a destination): the call's agent decides with
 * transfer_to_human, as it does through its function tool, and Vapi moves the call itself to the number answered
 * here. When nobody is free the answer is an `error` saying when the callback is booked, so Vapi makes no transfer.
 */
export async function answerTransferDestinationRequest(
  db: Database, message: Record<string, unknown>, now = new Date(),
): Promise<Vapi.ServerMessageResponseTransferDestinationRequest> {
  const vapiCallId = storableText((message.call as { id?: unknown } | undefined)?.id);
  try {
    if (!vapiCallId) throw notFound('Call');
    const context = await loadToolCallContext(db, { provider: 'vapi', providerCallId: vapiCallId });
    const result = await runTool(db, context, 'transfer_to_human', {}, { providerToolCallId: DESTINATION_REQUEST_KEY, answersDestination: true, now });
    const person = result.transferred_to;
    if (!person) return { error: oneLine(result.message) };
    // The person's number as it is now; it is kept out of the tool's stored answer.
    const [user] = await db
      .select({ phoneNumber: users.phoneNumber })
      .from(users)
      .where(and(eq(users.id, person.user_id), eq(users.accountId, context.call.accountId)));
    if (!user?.phoneNumber) return { error: `${person.name} can no longer be reached by phone.` };
    return { destination: { type: 'number', number: user.phoneNumber, message: oneLine(result.message) } };
  } catch (err) {
    if (!isAppError(err)) throw err;
    logger.info('vapi transfer destination refused', { vapi_call_id: vapiCallId, code: err.code });
    return { error: oneLine(`The call cannot be transferred: ${err.message}`) };
  }
}
