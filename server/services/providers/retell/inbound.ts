import type { Database } from '../../../db/types';
import { AppError } from '../../../errors';
import { logger } from '../../../logger';
import { normalizePhone } from '../../../lib/phone';
import { answerInboundCall, findInboundAgent } from '../../calls/inbound';
import { findRetriedInbound } from './inbound-retry';
import { retellDynamicVariables } from './mapping';
import { storableText } from '../vapi/mapping';

/** The `call_inbound` part of Retell's inbound webhook: the called number, the caller and the number's own agent, if any. */
export interface RetellInboundRequest {
  event?: unknown;
  call_inbound?: { agent_id?: unknown; from_number?: unknown; to_number?: unknown };
}

/**
 * The answer Retell's inbound webhook takes, under `call_inbound`: the agent to connect, its dynamic variables, the
 * metadata the call keeps, and the longest it may last. Without `override_agent_id` (and with no inbound agent set on
 * the number at Retell) Retell does not connect the call.
 */
export interface RetellInboundAnswer {
  call_inbound: {
    override_agent_id?: string;
    dynamic_variables?: Record<string, string>;
    metadata?: { switchboard_call_id: string };
    agent_override?: { agent: { max_call_duration_ms: number } };
  };
}

const DECLINED: RetellInboundAnswer = { call_inbound: {} };

/**
 * Answers an inbound call reaching a Retell number (Retell waits 10 s): finds the inbound agent of the called number
 * in the account that owns it, records the call through the inbound service (the same one Vapi's assistant-request
 * uses), and names the agent's Retell agent with the caller's variables. A number with no inbound agent, an account
 * without one minute of free funds or at its live-call cap are declined (logged for the operator). Retell's request
 * carries no call id: the call's own id goes back as metadata, which links Retell's events to it. Retell retries a
 * request it got no answer to in time: a retry is answered with the call the first request recorded
 * (retell-inbound-retry.ts), so one ring is one call.
 */
export async function answerRetellInbound(db: Database, body: RetellInboundRequest, now: Date): Promise<RetellInboundAnswer> {
  const req = body.call_inbound ?? {};
  const to = storableText(req.to_number);
  const called = { provider: 'retell' as const, phoneNumberId: to && to.length <= 32 ? to.trim() : null, number: to };
  const agent = await findInboundAgent(db, called);
  if (!agent) {
    logger.warn('retell inbound call for a number without an inbound agent', { number: called.number?.slice(0, 32) });
    return DECLINED;
  }
  const from = storableText(req.from_number);
  const caller = from ? normalizePhone(from) : null;
  try {
    const { call, variables } = await db.transaction(async (tx) => {
      const retried = await findRetriedInbound(tx, agent, caller, now);
      if (retried) return { call: retried, variables: retried.variables };
      return answerInboundCall(tx, { agent, from, provider: 'retell', providerCallId: null, now });
    });
    const answer: RetellInboundAnswer = {
      call_inbound: {
        override_agent_id: agent.assistantId,
        dynamic_variables: retellDynamicVariables(variables, agent),
        metadata: { switchboard_call_id: call.callId },
      },
    };
    if (call.maxDurationSeconds !== null) {
      answer.call_inbound.agent_override = { agent: { max_call_duration_ms: Math.max(60_000, Math.min(7_200_000, call.maxDurationSeconds * 1000)) } };
    }
    return answer;
  } catch (err) {
    if (!(err instanceof AppError) || !['insufficient_funds', 'live_call_limit'].includes(err.code)) throw err;
    logger.warn('inbound call refused', { account_id: agent.accountId, agent_id: agent.id, reason: err.code });
    return DECLINED;
  }
}
