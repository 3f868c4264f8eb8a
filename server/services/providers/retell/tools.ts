import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { Database } from '../../../db/types';
import { isAppError, notFound } from '../../../errors';
import { logger } from '../../../logger';
import { TRANSFER_NUMBER_VARIABLE } from './agent';
import { loadToolCallContext, type ToolCallContext } from '../../tools/context';
import { oneLine } from '../../tools/result';
import { runTool } from '../../tools/run';
import { retellCallIdOf } from './call-ref';
import type { RetellCall } from './report';

/**
 * The answer to a Retell custom function: `result`, one line the agent hears, and for a transfer the number
 * Retell's transfer_call tool dials (read into the `transfer_number` dynamic variable).
 */
export interface RetellToolAnswer {
  result: string;
  [TRANSFER_NUMBER_VARIABLE]?: string;
}

/** A Retell custom function's request: its name, the live call object (with its transcript so far) and the arguments. */
export interface RetellToolRequest {
  name?: unknown;
  call?: unknown;
  args?: unknown;
}

/**
 * This tool call's id, for the once-only rule: Retell's `tool_call_id` of the latest invocation of the tool in the
 * call's transcript, else (a transcript without it) a digest of the tool and its arguments, so a retried request
 * answers the first result and does nothing else.
 */
export function retellToolCallKey(name: string, call: RetellCall, args: unknown): string {
  const turns = Array.isArray(call.transcript_with_tool_calls) ? call.transcript_with_tool_calls : [];
  for (let i = turns.length - 1; i >= 0; i--) {
    const t = turns[i] as { role?: unknown; name?: unknown; tool_call_id?: unknown } | null;
    if (t?.role === 'tool_call_invocation' && t.name === name && typeof t.tool_call_id === 'string' && t.tool_call_id && t.tool_call_id.length <= 200) {
      return t.tool_call_id;
    }
  }
  return `retell-${createHash('sha256').update(`${name}\u0000${JSON.stringify(args ?? {})}`).digest('hex').slice(0, 40)}`;
}

/**
 * A Retell custom function at /api/providers/retell/tools/{name}: the tool runs through the same tool code as the
 * REST API and Vapi, in the call Retell names, once per tool call. A refusal (an unknown tool, bad arguments, an
 * ended call) is an answer too, so the agent hears why.
 */
export async function handleRetellTool(db: Database, name: string, body: RetellToolRequest, now = new Date()): Promise<RetellToolAnswer> {
  const call = (body.call && typeof body.call === 'object' ? body.call : {}) as RetellCall;
  const args = body.args === undefined || body.args === null ? {} : body.args;
  if (typeof args !== 'object' || Array.isArray(args)) return { result: 'The tool arguments are not a JSON object, so the tool did not run.' };
  const retellCallId = await retellCallIdOf(db, call);
  let context: ToolCallContext;
  try {
    if (!retellCallId) throw notFound('Call');
    context = await loadToolCallContext(db, { provider: 'retell', providerCallId: retellCallId });
  } catch (err) {
    if (!isAppError(err)) throw err;
    if (err.code !== 'not_found') return { result: oneLine(err.message) };
    logger.info('retell tool call for an unknown call', { retell_call_id: retellCallId });
    return { result: 'This call is not known, so the tool did not run.' };
  }
  try {
    const result = await runTool(db, context, name.slice(0, 64), args, { providerToolCallId: retellToolCallKey(name, call, args), now });
    const answer: RetellToolAnswer = { result: oneLine(result.message) };
    const to = (result as { transferred_to?: { user_id: number } | null }).transferred_to;
    if (to) {
      const [person] = await db.select({ phoneNumber: users.phoneNumber }).from(users).where(eq(users.id, to.user_id));
      if (person?.phoneNumber) answer[TRANSFER_NUMBER_VARIABLE] = person.phoneNumber;
    }
    return answer;
  } catch (err) {
    if (!isAppError(err)) throw err;
    return { result: oneLine(`The tool did not run: ${err.message}`) };
  }
}
