import type { PhoneCallResponse } from 'retell-sdk/resources/call';
import { endings, outcomeOfEnding, type KnownEndingName, type Outcome } from '../outcome';

/** Every `disconnection_reason` Retell publishes, as its SDK types it. */
export type RetellDisconnectionReason = NonNullable<PhoneCallResponse['disconnection_reason']>;

/**
 * Each of Retell's disconnection reasons read as one of the few endings (the same as Vapi's). Typed over every value
 * the SDK publishes, so a value Retell adds fails tsc until it has its row here.
 */
export const retellDisconnectionTable = {
  user_hangup: 'customer-ended',
  agent_hangup: 'assistant-ended',
  // A transfer ends the agent's part of a conversation that did take place, as a forwarded Vapi call does.
  call_transfer: 'assistant-ended',
  transfer_bridged: 'assistant-ended',
  transfer_cancelled: 'assistant-ended',
  // A person took the call over from the agent: the agent's part ended.
  call_take_over: 'assistant-ended',
  voicemail_reached: 'voicemail',
  // A phone menu answered instead of the callee: a machine, as a voicemail is.
  ivr_reached: 'voicemail',
  inactivity: 'silence-timeout',
  max_duration_reached: 'max-duration',
  dial_busy: 'busy',
  // The callee declined the ringing call, which carriers report as busy.
  user_declined: 'busy',
  dial_no_answer: 'no-answer',
  dial_failed: 'not-connected',
  invalid_destination: 'not-connected',
  telephony_provider_permission_denied: 'not-connected',
  telephony_provider_unavailable: 'not-connected',
  sip_routing_error: 'not-connected',
  marked_as_spam: 'not-connected',
  scam_detected: 'not-connected',
  concurrency_limit_reached: 'not-connected',
  no_concurrency_fallback: 'not-connected',
  no_valid_payment: 'not-connected',
  error_user_not_joined: 'not-connected',
  registered_call_timeout: 'not-connected',
  // Stopped through Retell's API (our hang-up) or its dashboard: canceled before an answer, ended after one.
  manual_stopped: 'canceled',
  error_llm_websocket_open: 'provider-error',
  error_llm_websocket_lost_connection: 'provider-error',
  error_llm_websocket_runtime: 'provider-error',
  error_llm_websocket_corrupt_payload: 'provider-error',
  error_no_audio_received: 'provider-error',
  error_asr: 'provider-error',
  error_retell: 'provider-error',
  error_unknown: 'provider-error',
} as const satisfies Record<RetellDisconnectionReason, KnownEndingName>;

/**
 * Where a Retell call that ended with `disconnection_reason` lands; `answered` says whether the conversation started.
 * A value newer than the SDK is `unknown`: trusted by what we saw of the call.
 */
export function outcomeOfDisconnection(reason: string | null | undefined, answered: boolean): Outcome {
  const r = (reason ?? '').trim().toLowerCase();
  const known = Object.hasOwn(retellDisconnectionTable, r) ? retellDisconnectionTable[r as RetellDisconnectionReason] : null;
  return outcomeOfEnding(endings[known ?? 'unknown'], r || 'unknown', answered);
}
