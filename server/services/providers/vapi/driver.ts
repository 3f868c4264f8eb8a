import type { Vapi } from '@vapi-ai/server-sdk';
import { config } from '../../../config';
import type { VoiceProvider } from '../port';
import { vapiAgents } from './agents';
import { startAtProvider } from '../start-call';
import { vapiClient, vapiFailureOf } from './client';
import { deleteVapiCall } from './delete-call';
import { endVapiCall } from './control';
import { vapiCallRequest } from './mapping';
import { transferVapiCall } from './transfer';
import { vapiWebhooks } from './webhooks';

/**
 * Places calls through Vapi's `POST /call`, from the call's number (startAtProvider). Progress arrives later as
 * server messages at /api/providers/vapi/events (webhooks.ts).
 */
export const vapiProvider: VoiceProvider = {
  name: 'vapi',
  agents: vapiAgents,
  estimatedStartSeconds: () => 5,
  start(call, agent) {
    return startAtProvider(call, agent, {
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
  // Vapi's live call control, after the commit (control.ts). Nothing is recorded here: the end arrives in the
  // call's status-update and end-of-call-report.
  async hangUp(_tx, call, { controlUrl }) {
    return {
      afterCommit: async () => {
        await endVapiCall(call, controlUrl);
      },
    };
  },
  // Vapi's live call control moves the call after the commit, so a transfer that rolls back never reaches the line;
  // its end still arrives in its reports (`assistant-forwarded-call`).
  async transfer(_tx, call, { number, message, controlUrl }) {
    return {
      afterCommit: async () => {
        await transferVapiCall(call, { number, message }, controlUrl);
      },
    };
  },
  deleteCallArtifacts: deleteVapiCall,
  webhooks: vapiWebhooks,
};
