import type { Vapi } from '@vapi-ai/server-sdk';
import type { EndedReason } from '../../../db/schema';

/**
 * Every `endedReason` a Vapi server message can carry. The SDK types the status update's, the end-of-call report's
 * and the call's separately; they are the same list today, and the union keeps the table whole if they part.
 */
export type VapiEndedReason = Vapi.CallEndedReason | Vapi.ServerMessageStatusUpdateEndedReason | Vapi.ServerMessageEndOfCallReportEndedReason;

export type EndingKind =
  | 'ended' // a conversation that ended the way conversations end
  | 'voicemail'
  | 'busy'
  | 'no_answer'
  | 'not_connected' // never reached the customer: the call could not start, the line failed, the number was wrong
  | 'canceled'
  | 'error' // the pipeline or the transport broke
  | 'unknown';

export interface Ending {
  kind: EndingKind;
  endedReason: EndedReason;
}

/** The few endings Vapi's several hundred values come down to, by name, so the table reads one word a value. */
export const endings = {
  'voicemail': { kind: 'voicemail', endedReason: 'voicemail' },
  'busy': { kind: 'busy', endedReason: 'customer-busy' },
  'no-answer': { kind: 'no_answer', endedReason: 'customer-did-not-answer' },
  'canceled': { kind: 'canceled', endedReason: 'canceled' },
  'not-connected': { kind: 'not_connected', endedReason: 'failed-to-connect' },
  'max-duration': { kind: 'ended', endedReason: 'max-duration' },
  'silence-timeout': { kind: 'ended', endedReason: 'silence-timeout' },
  'customer-ended': { kind: 'ended', endedReason: 'customer-ended-call' },
  'assistant-ended': { kind: 'ended', endedReason: 'assistant-ended-call' },
  'provider-error': { kind: 'error', endedReason: 'provider-error' },
  'unknown': { kind: 'unknown', endedReason: 'provider-error' },
} as const satisfies Record<string, Ending>;

export type EndingName = keyof typeof endings;
/** What a value Vapi publishes must map to: a published value the rules cannot place is a rule to write. */
export type KnownEndingName = Exclude<EndingName, 'unknown'>;

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
