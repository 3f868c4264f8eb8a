import type { CallStatus, EndedReason } from '../../db/schema';

/**
 * Vapi's `endedReason` (several hundred values, most of them one failure per vendor in the pipeline) read as
 * what happened to the call. The rules go by the families Vapi names its values in, so a vendor added later
 * lands in its family; `fixtures/vapi-ended-reasons.json` holds the published list and the tests walk it.
 */
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

const neverConnected = [
  /^call\.start\./, /^call-start-error/, /^assistant-request-/, /^assistant-not-(found|valid)$/, /^assistant-join-timed-out$/,
  /failed-to-connect/, /misdialed/, /^vonage-rejected$/, /never-connected/, /no-call-received/, /before-call-connect/,
  /did-not-give-microphone-permission/, /outbound-sip/, /sip-outbound/, /connected-but-call-not-active/,
  /connection-to-transport-missing/, /worker-not-available/,
];
const customerEnded = [/^customer-ended-call/, /twilio-completed-call$/, /sip-completed-call$/, /^vonage-completed$/];
const assistantEnded = [/^assistant-ended-call/, /^assistant-said-end-call-phrase$/, /^assistant-forwarded-call$/, /hook-executed-/, /operator-busy$/];
const brokeDown = [/error/, /fail/, /^worker-shutdown$/, /worker-died/, /closed-websocket/, /disconnected$/];

const matches = (r: string, patterns: RegExp[]) => patterns.some((p) => p.test(r));

export function endingOf(reason: string | null | undefined): Ending {
  const r = (reason ?? '').trim().toLowerCase();
  if (r === 'voicemail') return { kind: 'voicemail', endedReason: 'voicemail' };
  if (r === 'customer-busy') return { kind: 'busy', endedReason: 'customer-busy' };
  if (r === 'customer-did-not-answer') return { kind: 'no_answer', endedReason: 'customer-did-not-answer' };
  if (r === 'manually-canceled' || r === 'scheduled-call-deleted' || r === 'call-deleted') return { kind: 'canceled', endedReason: 'canceled' };
  if (matches(r, neverConnected)) return { kind: 'not_connected', endedReason: 'failed-to-connect' };
  if (r === 'exceeded-max-duration') return { kind: 'ended', endedReason: 'max-duration' };
  if (r === 'silence-timed-out') return { kind: 'ended', endedReason: 'silence-timeout' };
  if (matches(r, customerEnded)) return { kind: 'ended', endedReason: 'customer-ended-call' };
  if (matches(r, assistantEnded)) return { kind: 'ended', endedReason: 'assistant-ended-call' };
  if (matches(r, brokeDown)) return { kind: 'error', endedReason: 'provider-error' };
  return { kind: 'unknown', endedReason: 'provider-error' };
}

export interface Outcome {
  status: CallStatus;
  endedReason: EndedReason;
  /** Vapi's own words, kept on failures so the reason can be looked up. */
  failureReason: string | null;
}

/**
 * Where a call that ended with Vapi's `endedReason` lands. `answered` says whether the conversation started (our
 * in_progress, or a report with talk time). No unanswered call is `completed`, and no answered one is `no_answer`:
 * a normal ending we never heard answered is `no_answer`, a breakdown is `failed` either way.
 */
export function outcomeOfEndedReason(reason: string | null | undefined, answered: boolean): Outcome {
  const vapi = (reason ?? '').trim().toLowerCase() || 'unknown';
  const { kind, endedReason } = endingOf(reason);
  switch (kind) {
    case 'voicemail':
      return { status: 'voicemail', endedReason, failureReason: null };
    case 'busy':
      return { status: 'busy', endedReason, failureReason: vapi };
    case 'no_answer':
      return { status: 'no_answer', endedReason, failureReason: vapi };
    case 'canceled':
      return answered ? { status: 'completed', endedReason, failureReason: null } : { status: 'canceled', endedReason, failureReason: vapi };
    case 'not_connected':
      return { status: 'failed', endedReason, failureReason: vapi };
    case 'ended':
      return answered
        ? { status: 'completed', endedReason, failureReason: null }
        : { status: 'no_answer', endedReason: 'customer-did-not-answer', failureReason: vapi };
    case 'error':
      return { status: 'failed', endedReason, failureReason: vapi };
    case 'unknown':
      // A value newer than this list: trust what we saw of the call.
      return answered ? { status: 'completed', endedReason: 'customer-ended-call', failureReason: null } : { status: 'failed', endedReason, failureReason: vapi };
  }
}
