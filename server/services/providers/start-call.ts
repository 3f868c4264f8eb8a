import { and, eq, isNull } from 'drizzle-orm';
import { calls, type VoiceProviderName } from '../../db/schema';
import type { Database } from '../../db/types';
import { logger } from '../../logger';
import type { AgentRow } from '../agents/service';
import type { CallRow } from '../calls/call-row';
import { changeCallStatus } from '../calls/lifecycle';

export interface ProviderCallRequest {
  provider: VoiceProviderName;
  /** The provider's API key, as configured (absent: the call fails `provider-not-configured`). */
  apiKey: string | undefined;
  /** Asks the provider to place the call from `from` and answers its id of the call (undefined: none usable). */
  create(from: string): Promise<string | undefined>;
  /** The call's failure reason for a request that threw, and what the log says of it. */
  failureOf(err: unknown): { reason: string; failure: unknown };
}

/**
 * Starts a call at a real provider: from the number the call was placed from (a campaign's caller number), else the
 * agent's own, and records the provider's id of the call. A call the provider refuses, or that cannot be requested,
 * fails at once with the reason; it is not retried, so a lost answer can never dial the customer twice.
 */
export async function startProviderCall(db: Database, call: CallRow, agent: AgentRow, now: Date, p: ProviderCallRequest): Promise<void> {
  const fail = (failureReason: string) => changeCallStatus(db, call.id, { to: 'failed', at: now, failureReason });
  if (!p.apiKey) {
    logger.error(`a ${p.provider} call without the provider's API key`, { call_id: call.id });
    await fail('provider-not-configured');
    return;
  }
  // Placement refuses an agent without a number; this holds for a call that waited while its agent lost the number.
  const from = call.fromProviderPhoneNumberId ?? agent.providerPhoneNumberId;
  if (!from) {
    logger.warn(`${p.provider} call for an agent without a provider phone number`, { call_id: call.id, agent_id: agent.id });
    await fail('no-provider-phone-number');
    return;
  }
  let providerCallId: string | undefined;
  try {
    providerCallId = await p.create(from);
  } catch (err) {
    const { reason, failure } = p.failureOf(err);
    logger.warn(`${p.provider} call request failed`, { call_id: call.id, failure });
    await fail(reason);
    return;
  }
  if (!providerCallId) {
    logger.warn(`${p.provider} answered the call without an id`, { call_id: call.id });
    await fail('provider-bad-response');
    return;
  }
  await db
    .update(calls)
    .set({ providerCallId, updatedAt: now })
    .where(and(eq(calls.id, call.id), isNull(calls.providerCallId)));
}
