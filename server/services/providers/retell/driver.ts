import { config } from '../../../config';
import { logger } from '../../../logger';
import type { VoiceProvider } from '../port';
import { retellAgents } from './agents';
import { startAtProvider } from '../start-call';
import { retellClient, retellFailureOf } from './client';
import { deleteRetellCall } from './delete-call';
import { retellCallRequest } from './mapping';
import { retellWebhooks } from './webhooks';

/**
 * Places calls through Retell's `POST /v2/create-phone-call`, from the call's number (startAtProvider). Progress
 * arrives later as webhook events at /api/providers/retell/events (webhooks.ts).
 */
export const retellProvider: VoiceProvider = {
  name: 'retell',
  agents: retellAgents,
  estimatedStartSeconds: () => 5,
  start(call, agent) {
    return startAtProvider(call, agent, {
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
    return {
      afterCommit: async () => {
        await stopRetellCall(call);
      },
    };
  },
  // Retell moves the call itself: the custom function's answer carries the number into the dynamic variable that the
  // agent's transfer_call tool dials, so nothing is asked of Retell here.
  transfer: async () => ({}),
  deleteCallArtifacts: deleteRetellCall,
  webhooks: retellWebhooks,
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
