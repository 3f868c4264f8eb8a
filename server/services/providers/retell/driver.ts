import { config } from '../../../config';
import { logger } from '../../../logger';
import { retellClient, retellFailureOf } from './client';
import { retellCallRequest } from './mapping';
import { startProviderCall } from '../start-call';
import type { VoiceProvider } from '../port';

/**
 * Places calls through Retell's `POST /v2/create-phone-call`, from the call's number (startProviderCall). Progress
 * arrives later as webhook events at /api/providers/retell/events (retell-events.ts).
 */
export const retellProvider: VoiceProvider = {
  name: 'retell',
  estimatedStartSeconds: () => 5,
  start(db, call, agent, now) {
    return startProviderCall(db, call, agent, now, {
      provider: 'retell',
      apiKey: config.RETELL_API_KEY,
      async create(from) {
        const created = await retellClient().call.createPhoneCall(retellCallRequest({ ...agent, providerPhoneNumberId: from }, call));
        return typeof created?.call_id === 'string' && created.call_id ? created.call_id.slice(0, 200) : undefined;
      },
      failureOf(err) {
        const failure = retellFailureOf(err);
        return { reason: failure.kind === 'unreachable' ? 'provider-unreachable' : `provider-rejected-${failure.status}`, failure };
      },
    });
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
