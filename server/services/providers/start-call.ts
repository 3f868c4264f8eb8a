import type { VoiceProviderName } from '../../db/schema';
import { logger } from '../../logger';
import type { ProviderAgent, ProviderCall, StartAnswer } from './port';

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
 * agent's own, and answers the provider's id of the call. A call the provider refuses, or that cannot be requested,
 * is answered `failed` with the reason; it is not retried, so a lost answer can never dial the customer twice.
 */
export async function startAtProvider(call: ProviderCall, agent: ProviderAgent, p: ProviderCallRequest): Promise<StartAnswer> {
  if (!p.apiKey) {
    logger.error(`a ${p.provider} call without the provider's API key`, { call_id: call.id });
    return { failed: 'provider-not-configured' };
  }
  // Placement refuses an agent without a number; this holds for a call that waited while its agent lost the number.
  const from = call.fromProviderPhoneNumberId ?? agent.providerPhoneNumberId;
  if (!from) {
    logger.warn(`${p.provider} call for an agent without a provider phone number`, { call_id: call.id, agent_id: agent.id });
    return { failed: 'no-provider-phone-number' };
  }
  let providerCallId: string | undefined;
  try {
    providerCallId = await p.create(from);
  } catch (err) {
    const { reason, failure } = p.failureOf(err);
    logger.warn(`${p.provider} call request failed`, { call_id: call.id, failure });
    return { failed: reason };
  }
  if (!providerCallId) {
    logger.warn(`${p.provider} answered the call without an id`, { call_id: call.id });
    return { failed: 'provider-bad-response' };
  }
  return { providerCallId };
}
