import type { Tx } from '../../db/types';
import { isAppError } from '../../errors';
import { writeText } from '../messages/send-text';
import type { ToolCallContext } from './context';
import type { ToolResult } from './result';

/**
 * send_sms: a text to the caller's number during the call, held to the calls' gate (messages/send-text.ts). A
 * refusal (the number listed, no consent the text needs, no number to send from) is told to the agent, not thrown.
 */
export async function sendSms(db: Tx, ctx: ToolCallContext, args: { text: string }, now: Date): Promise<ToolResult> {
  const { call } = ctx;
  try {
    const row = await writeText(db, {
      accountId: call.accountId, to: call.phoneNumber, body: args.text, purpose: 'informational', kind: 'agent',
      contactId: ctx.contact?.id ?? call.contactId, callId: call.callId, agentId: call.agentId,
    }, now);
    const held = row.status === 'held';
    return {
      ok: true,
      message: held ? 'The text will be sent when texting is allowed again at the caller\'s location.' : 'The text is on its way to the caller.',
      message_id: row.messageId,
    };
  } catch (err) {
    if (!isAppError(err)) throw err;
    return { ok: false, error: err.code, message: 'The text could not be sent: ' + err.message };
  }
}
