import { and, eq, isNull } from 'drizzle-orm';
import { config } from '../../config';
import { calls } from '../../db/schema';
import { logger } from '../../logger';
import { changeCallStatus } from '../calls/lifecycle';
import { retellClient, retellFailureOf } from './retell-client';
import { retellCallRequest } from './retell-mapping';
import type { VoiceProvider } from './types';

/**
 * Places calls through Retell's `POST /v2/create-phone-call`. Progress arrives later as webhook events at
 * /api/providers/retell/events (retell-events.ts). A call Retell refuses, or that cannot be requested, fails at once
 * with the reason; it is not retried, so a lost answer can never dial the customer twice.
 */
export const retellProvider: VoiceProvider = {
  name: 'retell',
  estimatedStartSeconds: () => 5,
  async start(db, call, agent, now) {
    const fail = (failureReason: string) => changeCallStatus(db, call.id, { to: 'failed', at: now, failureReason });
    if (!config.RETELL_API_KEY) {
      logger.error('a retell agent without RETELL_API_KEY', { call_id: call.id });
      await fail('provider-not-configured');
      return;
    }
    const from = agent.providerPhoneNumberId;
    if (!from) {
      logger.warn('retell call for an agent without a provider phone number', { call_id: call.id, agent_id: agent.id });
      await fail('no-provider-phone-number');
      return;
    }
    let providerCallId: string | undefined;
    try {
      const created = await retellClient().call.createPhoneCall(retellCallRequest({ ...agent, providerPhoneNumberId: from }, call));
      providerCallId = typeof created?.call_id === 'string' && created.call_id ? created.call_id.slice(0, 200) : undefined;
    } catch (err) {
      const failure = retellFailureOf(err);
      logger.warn('retell call request failed', { call_id: call.id, failure });
      await fail(failure.kind === 'unreachable' ? 'provider-unreachable' : `provider-rejected-${failure.status}`);
      return;
    }
    if (!providerCallId) {
      logger.warn('retell answered the call without an id', { call_id: call.id });
      await fail('provider-bad-response');
      return;
    }
    await db
      .update(calls)
      .set({ providerCallId, updatedAt: now })
      .where(and(eq(calls.id, call.id), isNull(calls.providerCallId)));
  },
  // Retell's stop-call, after the commit. Nothing is recorded here: the end arrives in the call's call_ended event.
  async hangUp(_tx, call) {
    return async () => {
      await stopRetellCall(call);
    };
  },
};

/** Ends a live Retell call (`POST /v2/stop-call/{id}`). Best effort: its end arrives as usual in `call_ended`. */
export async function stopRetellCall(call: { id: number; providerCallId: string | null }): Promise<boolean> {
  if (!call.providerCallId) return false;
  try {
    await retellClient().call.stop(call.providerCallId);
    return true;
  } catch (err) {
    logger.warn('retell stop-call failed', { call_id: call.id, failure: retellFailureOf(err) });
    return false;
  }
}
