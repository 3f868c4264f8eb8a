import type { VoiceProviderName } from '../../db/schema';
import type { Database } from '../../db/types';
import { AppError } from '../../errors';
import { normalizePhone } from '../../lib/phone';
import { logger } from '../../logger';
import { answerInboundCall, findInboundAgent } from '../calls/inbound';
import { findRetriedInbound } from '../calls/inbound-retry';
import type { InboundAnswer, InboundRequest } from '../providers/events';

/** The refusals an inbound call is declined for, politely (the reason is the business's own affair, and logged). */
const DECLINED = ['insufficient_funds', 'live_call_limit', 'not_found'];

/**
 * An inbound call asks for its agent: the inbound agent of the called number in the account that owns it, the call
 * recorded through the inbound service, and the agent with the caller's variables. A number with no inbound agent, an
 * account without one minute of free funds or at its live-call cap are declined. A provider whose request carries no
 * call id and is retried when unanswered in time has a retry answered with the call the first request recorded, so
 * one ring is one call.
 */
export async function answerInboundRequest(
  db: Database, provider: VoiceProviderName, request: InboundRequest | null, now: Date,
): Promise<InboundAnswer> {
  if (!request) return { refused: 'unavailable' };
  const agent = await findInboundAgent(db, { provider, ...request.called });
  if (!agent) {
    logger.warn('inbound call for a number without an inbound agent', {
      provider, provider_call_id: request.providerCallId, phone_number_id: request.called.phoneNumberId, number: request.called.number?.slice(0, 32),
    });
    return { refused: 'no_agent' };
  }
  const { from, providerCallId, retryWindowMs } = request;
  try {
    const { call, variables } = retryWindowMs === undefined
      ? await answerInboundCall(db, { agent, from, provider, providerCallId, now })
      : await db.transaction(async (tx) => {
          const retried = await findRetriedInbound(tx, agent, provider, from ? normalizePhone(from) : null, retryWindowMs, now);
          if (retried) return { call: retried, variables: retried.variables };
          return answerInboundCall(tx, { agent, from, provider, providerCallId, now });
        });
    return { agent, call, variables };
  } catch (err) {
    if (!(err instanceof AppError) || !DECLINED.includes(err.code)) throw err;
    logger.warn('inbound call refused', { provider, account_id: agent.accountId, agent_id: agent.id, provider_call_id: providerCallId, reason: err.code });
    return { refused: 'unavailable' };
  }
}
