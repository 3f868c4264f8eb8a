import type { Vapi } from '@vapi-ai/server-sdk';
import type { TranscriptLine, VoicemailPolicy } from '../../../db/schema';
import { MAX_CALL_SECONDS, httpUrl, storableText, variableValuesOf } from '../report-text';
import type { Received } from '../received';

/**
 * Pure translations between Vapi's vocabulary and ours: the outgoing call request, endedReason codes, transcript
 * messages and recordings (status updates: vapi-status-update.ts).
 */

/**
 * Vapi's `POST /call` body (the SDK's CreateCallDto) as Switchboard sends it; keys are picked from the SDK's types,
 * so a field Vapi renames fails tsc. `phoneNumberId`: Vapi refuses a call without it (and a null one), so an agent
 * without it cannot place calls with Vapi. `maxDurationSeconds`: Vapi ends the call there (10–43,200 s); it is what
 * the call's funds hold covers. Vapi's variableValues are substituted into text, so every value is a string.
 */
export type VapiCallRequest = Required<Pick<Vapi.CreateCallDto, 'assistantId' | 'phoneNumberId' | 'customer' | 'assistantOverrides'>> & {
  customer: Required<Pick<Vapi.CreateCustomerDto, 'number'>>;
  assistantOverrides: Pick<Vapi.AssistantOverrides, 'variableValues' | 'maxDurationSeconds' | 'voicemailDetection' | 'voicemailMessage'> & {
    variableValues: Record<string, string>;
  };
};


export function vapiCallRequest(
  agent: { assistantId: string; providerPhoneNumberId: string },
  call: { phoneNumber: string; variables: Record<string, unknown>; maxDurationSeconds?: number | null; voicemail?: VoicemailPolicy | null },
): VapiCallRequest {
  const overrides: VapiCallRequest['assistantOverrides'] = { variableValues: variableValuesOf(call.variables) };
  if (call.maxDurationSeconds != null) overrides.maxDurationSeconds = Math.max(10, Math.min(43_200, call.maxDurationSeconds));
  // A call with a voicemail policy turns on Vapi's own detection for this call: at a machine it speaks the message
  // and ends (leave_message), or ends at once (hang_up, no message). Without a policy the assistant's setting stands.
  if (call.voicemail) {
    overrides.voicemailDetection = { provider: 'vapi' };
    if (call.voicemail.action === 'leave_message' && call.voicemail.message) overrides.voicemailMessage = call.voicemail.message.slice(0, 1000);
  }
  return {
    assistantId: agent.assistantId,
    phoneNumberId: agent.providerPhoneNumberId,
    customer: { number: call.phoneNumber },
    assistantOverrides: overrides,
  } satisfies VapiCallRequest;
}



/** The spoken turns of `artifact.messages`; system and tool messages share `role` and are told apart by it. */
type VapiArtifactMessage = Received<Vapi.BotMessage | Vapi.UserMessage>;

const roleOf = (role: unknown) => (role === 'user' ? 'customer' : role === 'bot' || role === 'assistant' ? 'agent' : null);

/** Vapi's artifact.messages → our transcript lines (system and tool messages are left out). */
export function transcriptFromVapi(messages: unknown): TranscriptLine[] {
  if (!Array.isArray(messages)) return [];
  const lines: TranscriptLine[] = [];
  for (const m of messages as (VapiArtifactMessage | null)[]) {
    const role = roleOf(m?.role);
    const text = storableText(m?.message);
    if (!role || !text) continue;
    const s = m?.secondsFromStart;
    const start = typeof s === 'number' && Number.isFinite(s) && s >= 0 && s <= MAX_CALL_SECONDS ? s : 0;
    lines.push({ role, text, start_seconds: Math.round(start * 100) / 100 });
  }
  return lines;
}

export const transcriptRole = roleOf;

/**
 * A speaker label of Vapi's plain-text transcript, where it starts a turn: at the start of the text or a line, or
 * after a space, since Vapi may write every turn on one line ("AI: How can I help? User: What's the weather?").
 * Only the capitalised labels count, so "tell the bot: yes" inside a turn stays text.
 */
const SPEAKER_LABEL = /(?<=^|\s)(AI|Assistant|ASSISTANT|Bot|BOT|User|USER|Customer|CUSTOMER):(?=\s|$)/g;

/**
 * Vapi's plain-text transcript (`artifact.transcript`: "AI: …" and "User: …" turns, one a line or all on one line)
 * → our lines, for a report that carries no messages. Text before the first label is no one's and is left out. The
 * text has no timing, so every line starts at 0.
 */
export function transcriptFromText(text: unknown): TranscriptLine[] {
  const body = storableText(text);
  if (!body) return [];
  const labels = [...body.matchAll(SPEAKER_LABEL)];
  const lines: TranscriptLine[] = [];
  labels.forEach((label, i) => {
    const turn = body.slice(label.index + label[0].length, labels[i + 1]?.index ?? body.length).replace(/\s+/g, ' ').trim();
    if (turn) lines.push({ role: /^(user|customer)$/i.test(label[1]) ? 'customer' : 'agent', text: turn, start_seconds: 0 });
  });
  return lines;
}

/** An http(s) URL as it can be stored and linked to, or no value. */

/**
 * The call's recording from a report's artifact: the mono recording of both sides (`recording.mono.combinedUrl`),
 * then the stereo one (`recording.stereoUrl`), then the older top-level `recordingUrl` and `stereoRecordingUrl`,
 * which Vapi's schema marks deprecated in favour of `recording`.
 */
export function recordingUrlFromVapi(artifact: Received<Vapi.Artifact> | undefined): string | null {
  return (
    httpUrl(artifact?.recording?.mono?.combinedUrl) ??
    httpUrl(artifact?.recording?.stereoUrl) ??
    httpUrl(artifact?.recordingUrl) ??
    httpUrl(artifact?.stereoRecordingUrl)
  );
}
