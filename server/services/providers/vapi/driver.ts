import type { Vapi } from '@vapi-ai/server-sdk';
import { config } from '../../../config';
import { vapiClient, vapiFailureOf } from './client';
import { endVapiCall } from './control';
import { vapiCallRequest } from './mapping';
import { startProviderCall } from '../start-call';
import type { VoiceProvider } from '../port';

/**
 * Places calls through Vapi's `POST /call`, from the call's number (startProviderCall). Progress arrives later as
 * server messages at /api/providers/vapi/events (vapi-events.ts).
 */
export const vapiProvider: VoiceProvider = {
  name: 'vapi',
  estimatedStartSeconds: () => 5,
  start(db, call, agent, now) {
    return startProviderCall(db, call, agent, now, {
      provider: 'vapi',
      apiKey: config.VAPI_API_KEY,
      async create(phoneNumberId) {
        // maxRetries 0 (as every request of vapiClient): a create retried after a lost answer would dial twice.
        const created = await vapiClient().calls.create(
          vapiCallRequest({ assistantId: agent.assistantId, providerPhoneNumberId: phoneNumberId }, call),
          { maxRetries: 0 },
        );
        // One customer answers one Call (a batch answer has no id of its own); anything else is no answer we can use.
        const id = (created as Partial<Vapi.Call> | null)?.id;
        return typeof id === 'string' && id ? id : undefined;
      },
      failureOf(err) {
        const failure = vapiFailureOf(err);
        const reason = failure.kind === 'unreachable' ? 'provider-unreachable' : failure.kind === 'refused' ? `provider-rejected-${failure.status}` : 'provider-bad-response';
        return { reason, failure };
      },
    });
  },
  // Vapi's live call control, after the commit (vapi-control.ts). Nothing is recorded here: the end arrives in the
  // call's status-update and end-of-call-report.
  async hangUp(_tx, call, { controlUrl }) {
    return async () => {
      await endVapiCall(call, controlUrl);
    };
  },
};
