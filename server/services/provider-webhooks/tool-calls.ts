import { and, eq } from 'drizzle-orm';
import { users, type VoiceProviderName } from '../../db/schema';
import type { Database } from '../../db/types';
import { isAppError, notFound } from '../../errors';
import { logger } from '../../logger';
import { linkProviderCall } from '../calls/provider-events';
import { transferRefusalsOf } from '../compliance/service';
import type { CallRef, ProviderToolCall, ToolCallAnswer, TransferAnswer } from '../providers/events';
import { loadToolCallContext, type ToolCallContext } from '../tools/context';
import { oneLine } from '../tools/result';
import { runTool } from '../tools/run';

/** The call a provider's tool request names, with the tools' context; a refusal is the line every tool call answers. */
async function contextOf(db: Database, provider: VoiceProviderName, ref: CallRef | null): Promise<ToolCallContext | string> {
  try {
    if (!ref) throw notFound('Call');
    await linkProviderCall(db, provider, ref);
    return await loadToolCallContext(db, { provider, providerCallId: ref.providerCallId });
  } catch (err) {
    if (!isAppError(err)) throw err;
    if (err.code !== 'not_found') return err.message;
    logger.info('provider tool calls for an unknown call', { provider, provider_call_id: ref?.providerCallId });
    return 'This call is not known, so the tool did not run.';
  }
}

/**
 * A person's number as it is now (it is kept out of the tool's stored answer), when the account's calls may still
 * be transferred to it: a repeated tool call answers the first result, and the destination policy may have changed
 * since.
 */
async function phoneOf(db: Database, userId: number, accountId: number): Promise<string | null> {
  const [user] = await db.select({ phoneNumber: users.phoneNumber }).from(users).where(and(eq(users.id, userId), eq(users.accountId, accountId)));
  if (!user?.phoneNumber) return null;
  if ((await transferRefusalsOf(db, accountId))(user.phoneNumber)) {
    logger.warn('transfer target skipped: destination policy refuses their number', { user_id: userId, phone_number: user.phoneNumber });
    return null;
  }
  return user.phoneNumber;
}

/**
 * The model's tool calls in a live call: each runs through the same tool code as the REST API, in the call the
 * provider names, once per tool call id (a repeat answers the first result and does nothing else). A refusal (an
 * unknown tool, bad arguments, an ended call) is an answer too, so the model hears why.
 */
export async function runToolCalls(
  db: Database, provider: VoiceProviderName, req: { ref: CallRef | null; controlUrl: string | null; calls: ProviderToolCall[] }, now: Date,
): Promise<ToolCallAnswer[]> {
  const context = await contextOf(db, provider, req.ref);
  if (typeof context === 'string') return req.calls.map((tc) => ({ id: tc.id, name: tc.name, message: oneLine(context) }));
  const answers: ToolCallAnswer[] = [];
  for (const tc of req.calls) answers.push(await runOne(db, context, tc, req.controlUrl, now));
  return answers;
}

async function runOne(db: Database, context: ToolCallContext, tc: ProviderToolCall, controlUrl: string | null, now: Date): Promise<ToolCallAnswer> {
  const answer = (message: string): ToolCallAnswer => ({ id: tc.id, name: tc.name, message: oneLine(message) });
  if (tc.args === undefined) return answer('The tool arguments are not a JSON object, so the tool did not run.');
  try {
    const result = await runTool(db, context, tc.name, tc.args, { providerToolCallId: tc.id, controlUrl, now });
    const out = answer(result.message);
    // A provider that moves the call itself (Retell's transfer_call) dials the number the answer carries.
    const to = (result as { transferred_to?: { user_id: number } | null }).transferred_to;
    const number = to ? await phoneOf(db, to.user_id, context.call.accountId) : null;
    if (number) out.transferNumber = number;
    return out;
  } catch (err) {
    if (!isAppError(err)) throw err;
    return answer(`The tool did not run: ${err.message}`);
  }
}

/**
 * A provider asks where to move the call (Vapi's transferCall tool without a destination): the call's agent decides
 * with transfer_to_human, as through its function tool, once per call (`key`), and the provider moves the call
 * itself to the number answered. When nobody is free the answer is an error saying when the callback is booked.
 */
export async function answerTransferRequest(
  db: Database, provider: VoiceProviderName, req: { ref: CallRef | null; key: string }, now: Date,
): Promise<TransferAnswer> {
  try {
    if (!req.ref) throw notFound('Call');
    const context = await loadToolCallContext(db, { provider, providerCallId: req.ref.providerCallId });
    const result = await runTool(db, context, 'transfer_to_human', {}, { providerToolCallId: req.key, answersDestination: true, now });
    const person = result.transferred_to;
    if (!person) return { error: oneLine(result.message) };
    const number = await phoneOf(db, person.user_id, context.call.accountId);
    if (!number) return { error: `${person.name} can no longer be reached by phone.` };
    return { number, message: oneLine(result.message) };
  } catch (err) {
    if (!isAppError(err)) throw err;
    logger.info('transfer destination refused', { provider, provider_call_id: req.ref?.providerCallId, code: err.code });
    return { error: oneLine(`The call cannot be transferred: ${err.message}`) };
  }
}
