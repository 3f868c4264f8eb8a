import { retryableStatuses, type RetryPolicy } from '../../db/schema';
import type { Tx } from '../../db/types';
import { newCallId, type CallRow } from './call-row';
import { placeCall } from './place-call';
import { voicemailForAttempt } from './voicemail';

/** Outcomes a retry never follows, whatever the policy says: the callee or the account said no. */
const finalReasons = new Set(['do_not_call', 'insufficient_funds', 'opted_out', 'canceled']);

/** Whether an ended attempt is redialed under its policy (a pure rule, table-tested). */
export function shouldRetry(call: Pick<CallRow, 'status' | 'attempt' | 'endedReason'>, policy: RetryPolicy): boolean {
  if (call.endedReason && finalReasons.has(call.endedReason)) return false;
  if (!(retryableStatuses as readonly string[]).includes(call.status)) return false;
  return policy.on.includes(call.status as RetryPolicy['on'][number]) && call.attempt < policy.max_attempts;
}

/**
 * After an attempt ends: when its policy redials this outcome and attempts remain, the next attempt is a new
 * call, `scheduled` `delay_minutes` later under the calling hours, written in the same transaction as the end of
 * this one (so a crash can neither lose nor double it). It holds nothing yet: its dial reads the facts and passes
 * the gate whole at its moment, and takes the hold then.
 */
export async function scheduleRetry(tx: Tx, call: CallRow, at: Date): Promise<CallRow | null> {
  // A campaign places its own next attempts, through its dispatch, so that they count against its concurrency
  // cap; a retry dialed on its own could exceed it.
  if (call.campaignId !== null) return null;
  if (!shouldRetry(call, call.retryPolicy)) return null;
  const scheduledAt = new Date((call.endedAt ?? at).getTime() + call.retryPolicy.delay_minutes * 60_000);
  const placed = await placeCall(tx, {
    accountId: call.accountId,
    hold: 'at_dial',
    countsLive: false,
    direction: 'outbound',
    agentId: call.agentId,
    startAt: scheduledAt,
    // Nothing is judged yet (its dial judges it whole): the record says the redial waits for its delay.
    compliance: { facts: { phoneNumber: call.phoneNumber }, answer: { verdict: 'allow', hold: null }, at },
    values: {
      accountId: call.accountId,
      callId: newCallId(),
      agentId: call.agentId,
      // A redial says what the first attempt said (its rendered instructions), so it runs the same version.
      agentVersion: call.agentVersion,
      createdByUserId: call.createdByUserId,
      contactId: call.contactId,
      contactName: call.contactName,
      contactEmail: call.contactEmail,
      status: 'scheduled',
      phoneNumber: call.phoneNumber,
      fromNumber: call.fromNumber,
      fromProviderPhoneNumberId: call.fromProviderPhoneNumberId,
      variables: call.variables,
      // The same callee, told the same: the first attempt's disclosures and the first message that says them.
      disclosures: call.disclosures,
      instructions: call.instructions,
      firstMessage: call.firstMessage,
      provider: call.provider,
      rateCents: call.rateCents,
      estimatedStartAt: scheduledAt,
      scheduledAt,
      purpose: call.purpose,
      // A redial waits for the callee's calling hours, whatever the first attempt did.
      callingHours: 'enforce',
      retryPolicy: call.retryPolicy,
      // One message per callee: once an attempt left it, the next ones hang up at the machine.
      voicemail: call.voicemail && voicemailForAttempt(call.voicemail, call.voicemailLeft),
      attempt: call.attempt + 1,
      retryOf: call.retryOf ?? call.callId,
      campaignId: call.campaignId,
      createdAt: at,
      updatedAt: at,
    },
  });
  const retry = placed.placed ? placed.row : null;
  return retry;
}
