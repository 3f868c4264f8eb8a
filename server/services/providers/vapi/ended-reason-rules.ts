import type { Vapi } from '@vapi-ai/server-sdk';
import type { EndingName } from '../outcome';

/**
 * Every `endedReason` a Vapi server message can carry. The SDK types the status update's, the end-of-call report's
 * and the call's separately; they are the same list today, and the union keeps the table whole if they part.
 */
export type VapiEndedReason = Vapi.CallEndedReason | Vapi.ServerMessageStatusUpdateEndedReason | Vapi.ServerMessageEndOfCallReportEndedReason;



// The rules go by the families Vapi names its values in, so a vendor Vapi adds later lands in its family even
// before the SDK (and so the table) knows it.
const neverConnected = [
  /^call\.start\./, /^call-start-error/, /^assistant-request-/, /^assistant-not-(found|valid)$/, /^assistant-join-timed-out$/,
  /failed-to-connect/, /misdialed/, /^vonage-rejected$/, /never-connected/, /no-call-received/, /before-call-connect/,
  /did-not-give-microphone-permission/, /outbound-sip/, /sip-outbound/, /connected-but-call-not-active/,
  /connection-to-transport-missing/, /worker-not-available/,
];
const customerEnded = [/^customer-ended-call/, /twilio-completed-call$/, /sip-completed-call$/, /^vonage-completed$/];
// A transfer nobody picked up ends a conversation that did take place, as a forwarded call does.
const assistantEnded = [
  /^assistant-ended-call/, /^assistant-said-end-call-phrase$/, /^assistant-forwarded-call$/, /^call\.forwarding\.no-answer$/,
  /hook-executed-/, /operator-busy$/,
];
const brokeDown = [/error/, /fail/, /^worker-shutdown$/, /worker-died/, /closed-websocket/, /disconnected$/];

const matches = (r: string, patterns: RegExp[]) => patterns.some((p) => p.test(r));

/** The ending the family rules give a value (already trimmed and lower-cased). */
export function endingNameByRules(r: string): EndingName {
  if (r === 'voicemail') return 'voicemail';
  if (r === 'customer-busy') return 'busy';
  if (r === 'customer-did-not-answer') return 'no-answer';
  if (r === 'manually-canceled' || r === 'scheduled-call-deleted' || r === 'call-deleted') return 'canceled';
  if (matches(r, neverConnected)) return 'not-connected';
  if (r === 'exceeded-max-duration') return 'max-duration';
  if (r === 'silence-timed-out') return 'silence-timeout';
  if (matches(r, customerEnded)) return 'customer-ended';
  if (matches(r, assistantEnded)) return 'assistant-ended';
  if (matches(r, brokeDown)) return 'provider-error';
  return 'unknown';
}

// The generated table (ended-reason-table.ts) names its endings from here.
export type { KnownEndingName } from '../outcome';
