import { and, eq, isNull } from 'drizzle-orm';
import { config } from '../../config';
import { calls } from '../../db/schema';
import { logger } from '../../logger';
import { changeCallStatus } from '../calls/lifecycle';
import { endVapiCall } from './vapi-control';
import { vapiCallRequest } from './vapi-mapping';
import type { VoiceProvider } from './types';

const REQUEST_TIMEOUT_MS = 15_000;

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
    let res: Response;
    try {
      res = await fetch(`${config.VAPI_BASE_URL.replace(/\/+$/, '')}/call`, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.VAPI_API_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify(vapiCallRequest({ assistantId: agent.assistantId, providerPhoneNumberId: phoneNumberId }, call)),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        redirect: 'error',
      });
    } catch (err) {
      logger.warn('vapi call request failed', { call_id: call.id, err });
      await fail('provider-unreachable');
      return;
    }
    const data = (await res.json().catch(() => null)) as { id?: unknown } | null;
    if (!res.ok || typeof data?.id !== 'string' || !data.id) {
      logger.warn('vapi refused the call', { call_id: call.id, status: res.status, body: JSON.stringify(data)?.slice(0, 500) });
      await fail(res.ok ? 'provider-bad-response' : `provider-rejected-${res.status}`);
      return;
    }
    await db
      .update(calls)
      .set({ providerCallId: data.id, updatedAt: now })
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
