import type { Vapi } from '@vapi-ai/server-sdk';
import { and, eq, isNull } from 'drizzle-orm';
import { config } from '../../config';
import { calls } from '../../db/schema';
import { logger } from '../../logger';
import { changeCallStatus } from '../calls/lifecycle';
import { vapiClient, vapiFailureOf } from './vapi-client';
import { endVapiCall } from './vapi-control';
import { vapiCallRequest } from './vapi-mapping';
import type { VoiceProvider } from './types';

/**
 * Places calls through Vapi's `POST /call`. Progress arrives later as server messages at
 * /api/providers/vapi/events (vapi-events.ts). A call Vapi refuses, or that cannot be requested, fails at once
 * with the reason; it is not retried, so a lost answer can never dial the customer twice.
 */
export const vapiProvider: VoiceProvider = {
  name: 'vapi',
  estimatedStartSeconds: () => 5,
  async start(db, call, agent, now) {
    const fail = (failureReason: string) => changeCallStatus(db, call.id, { to: 'failed', at: now, failureReason });
    if (!config.VAPI_API_KEY) {
      logger.error('VOICE_PROVIDER=vapi without VAPI_API_KEY', { call_id: call.id });
      await fail('provider-not-configured');
      return;
    }
    // Placement refuses such an agent; this holds for a call that waited while its agent lost the number.
    const phoneNumberId = agent.providerPhoneNumberId;
    if (!phoneNumberId) {
      logger.warn('vapi call for an agent without a provider phone number id', { call_id: call.id, agent_id: agent.id });
      await fail('no-provider-phone-number');
      return;
    }
    let providerCallId: string | undefined;
    try {
      // maxRetries 0 (as every request of vapiClient): a create retried after a lost answer would dial twice.
      const created = await vapiClient().calls.create(
        vapiCallRequest({ assistantId: agent.assistantId, providerPhoneNumberId: phoneNumberId }, call),
        { maxRetries: 0 },
      );
      // One customer answers one Call (a batch answer has no id of its own); anything else is no answer we can use.
      const id = (created as Partial<Vapi.Call> | null)?.id;
      providerCallId = typeof id === 'string' && id ? id : undefined;
    } catch (err) {
      const failure = vapiFailureOf(err);
      logger.warn('vapi call request failed', { call_id: call.id, failure });
      await fail(failure.kind === 'unreachable' ? 'provider-unreachable' : failure.kind === 'refused' ? `provider-rejected-${failure.status}` : 'provider-bad-response');
      return;
    }
    if (!providerCallId) {
      logger.warn('vapi answered the call without an id', { call_id: call.id });
      await fail('provider-bad-response');
      return;
    }
    await db
      .update(calls)
      .set({ providerCallId, updatedAt: now })
      .where(and(eq(calls.id, call.id), isNull(calls.providerCallId)));
  },
  // Vapi's live call control, after the commit (vapi-control.ts). Nothing is recorded here: the end arrives in the
  // call's status-update and end-of-call-report.
  async hangUp(_tx, call, { controlUrl }) {
    return async () => {
      await endVapiCall(call, controlUrl);
    };
  },
};
