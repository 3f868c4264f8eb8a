import type { Database } from '../../../db/types';
import { AppError } from '../../../errors';
import { logger } from '../../../logger';
import { answerInboundCall, findInboundAgent } from '../../calls/inbound';
import { storableText, variableValuesOf } from './mapping';

/** The parts of Vapi's `assistant-request` message that route an inbound call. */
export interface VapiAssistantRequest {
  call?: { id?: unknown; phoneNumberId?: unknown; customer?: { number?: unknown } };
  phoneNumber?: { id?: unknown; number?: unknown };
  customer?: { number?: unknown };
}

/**
 * Vapi's answer to an assistant-request: the agent's assistant with the call's variables and its maximum duration,
 * or `error`, which Vapi speaks to the caller instead of connecting an assistant.
 */
export type VapiAssistantAnswer =
  | { assistantId: string; assistantOverrides: { variableValues: Record<string, string>; maxDurationSeconds?: number } }
  | { error: string };

/** Spoken to callers: said plainly, without the reason, which is the business's own affair. */
export const UNAVAILABLE_MESSAGE = 'Sorry, we cannot take your call right now. Please try again later. Goodbye.';
export const NO_AGENT_MESSAGE = 'Sorry, this number is not taking calls at the moment. Goodbye.';

/**
 * Answers an inbound call reaching a Vapi number that has no assistant of its own (Vapi waits at most 7.5 s): finds
 * the inbound agent of the called number in the account that owns it, records the call through the inbound service,
 * and names the agent's assistant with the caller's variables. A number with no inbound agent, an account without one
 * minute of free funds, an account at its live-call cap and a call id already recorded for another agent are answered
 * with a polite spoken `error` (and logged for the operator).
 */
export async function answerAssistantRequest(db: Database, msg: VapiAssistantRequest, now: Date): Promise<VapiAssistantAnswer> {
  const callId = storableText(msg.call?.id);
  // Vapi's call ids are UUIDs; anything long is not one of them (and would not fit the id's index).
  const providerCallId = callId && callId.length <= 200 ? callId : null;
  if (!providerCallId) {
    logger.warn('vapi assistant-request without a usable call id', { length: callId?.length ?? 0 });
    return { error: UNAVAILABLE_MESSAGE };
  }
  const called = {
    phoneNumberId: storableText(msg.phoneNumber?.id) ?? storableText(msg.call?.phoneNumberId),
    number: storableText(msg.phoneNumber?.number),
  };
  const agent = await findInboundAgent(db, { provider: 'vapi', ...called });
  if (!agent) {
    logger.warn('vapi assistant-request for a number without an inbound agent', { vapi_call_id: providerCallId, phone_number_id: called.phoneNumberId, number: called.number });
    return { error: NO_AGENT_MESSAGE };
  }
  const from = storableText(msg.customer?.number) ?? storableText(msg.call?.customer?.number);
  try {
    const { call, variables } = await answerInboundCall(db, { agent, from, provider: 'vapi', providerCallId, now });
    const overrides: { variableValues: Record<string, string>; maxDurationSeconds?: number } = { variableValues: variableValuesOf(variables) };
    if (call.maxDurationSeconds !== null) overrides.maxDurationSeconds = Math.max(10, Math.min(43_200, call.maxDurationSeconds));
    return { assistantId: agent.assistantId, assistantOverrides: overrides };
  } catch (err) {
    // not_found: the call id is already recorded for another agent or account (a replayed or forged id).
    if (!(err instanceof AppError) || !['insufficient_funds', 'live_call_limit', 'not_found'].includes(err.code)) throw err;
    logger.warn('inbound call refused', { account_id: agent.accountId, agent_id: agent.id, vapi_call_id: providerCallId, reason: err.code });
    return { error: UNAVAILABLE_MESSAGE };
  }
}
