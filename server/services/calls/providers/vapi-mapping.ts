import type { CallStatus, TranscriptLine } from '../../../db/schema';
import { formatValue } from '../../templates/render';

/**
 * Pure translations between Vapi's vocabulary and ours: the outgoing call request, status names, endedReason
 * codes and transcript messages.
 */

export interface VapiCallRequest {
  assistantId: string;
  phoneNumberId: string | null;
  customer: { number: string };
  assistantOverrides: { variableValues: Record<string, string> };
}

/** Vapi's variableValues are substituted into text, so every value travels as a string. */
export function variableValuesOf(variables: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(variables)) out[k] = formatValue(v);
  return out;
}

export function vapiCallRequest(
  agent: { assistantId: string; providerPhoneNumberId: string | null },
  call: { phoneNumber: string; variables: Record<string, unknown> },
): VapiCallRequest {
  return {
    assistantId: agent.assistantId,
    phoneNumberId: agent.providerPhoneNumberId,
    customer: { number: call.phoneNumber },
    assistantOverrides: { variableValues: variableValuesOf(call.variables) },
  };
}

/** A Vapi status-update status → the state it means for us (ended is decided by its endedReason). */
export function statusFromVapi(status: unknown): 'ringing' | 'in_progress' | 'ended' | null {
  switch (status) {
    case 'ringing':
      return 'ringing';
    case 'in-progress':
      return 'in_progress';
    case 'ended':
      return 'ended';
    default:
      return null; // scheduled, queued, forwarding: nothing changes for us
  }
}

const errorReason = /error|fail|fault|rejected|not-found|invalid|unavailable|closed|refused|timeout-before/;

/**
 * Where a call that ended with Vapi's `endedReason` lands. `answered` says whether the conversation started
 * (our in_progress, or a report with a duration): an answered call ends completed unless an error ended it.
 */
export function outcomeOfEndedReason(reason: string | null | undefined, answered: boolean): { status: CallStatus; failureReason: string | null } {
  const r = (reason ?? '').toLowerCase();
  if (answered) return errorReason.test(r) ? { status: 'failed', failureReason: r || 'unknown' } : { status: 'completed', failureReason: null };
  if (r === 'customer-busy') return { status: 'busy', failureReason: r };
  if (r === 'customer-did-not-answer' || r === 'voicemail' || r.includes('no-answer')) return { status: 'no_answer', failureReason: r };
  if (r === 'manually-canceled' || r === 'scheduled-call-deleted') return { status: 'canceled', failureReason: r };
  if (!r || errorReason.test(r)) return { status: 'failed', failureReason: r || 'unknown' };
  // A conversation ended normally although we never heard it was answered.
  return { status: 'completed', failureReason: null };
}

interface VapiArtifactMessage {
  role?: unknown;
  message?: unknown;
  secondsFromStart?: unknown;
}

const roleOf = (role: unknown) => (role === 'user' ? 'customer' : role === 'bot' || role === 'assistant' ? 'agent' : null);

/** Vapi's artifact.messages → our transcript lines (system and tool messages are left out). */
export function transcriptFromVapi(messages: unknown): TranscriptLine[] {
  if (!Array.isArray(messages)) return [];
  const lines: TranscriptLine[] = [];
  for (const m of messages as VapiArtifactMessage[]) {
    const role = roleOf(m?.role);
    if (!role || typeof m.message !== 'string' || !m.message.trim()) continue;
    const start = typeof m.secondsFromStart === 'number' && Number.isFinite(m.secondsFromStart) ? m.secondsFromStart : 0;
    lines.push({ role, text: m.message, start_seconds: Math.round(start * 100) / 100 });
  }
  return lines;
}

export const transcriptRole = roleOf;

/**
 * Vapi's end-of-call `analysis` (`summary`, `structuredData`, `successEvaluation`) as our analysis report; null
 * when the report carries none. `successEvaluation` is a string: the pass/fail rubric's "true"/"false" is the
 * verdict, any other rubric (a score, a grade) leaves it null.
 */
export function analysisFromVapi(analysis: unknown): { summary: string | null; success: boolean | null; structured_data: Record<string, unknown> } | null {
  if (!analysis || typeof analysis !== 'object') return null;
  const a = analysis as { summary?: unknown; structuredData?: unknown; successEvaluation?: unknown };
  const verdict = String(a.successEvaluation ?? '').trim().toLowerCase();
  const data = a.structuredData && typeof a.structuredData === 'object' && !Array.isArray(a.structuredData) ? (a.structuredData as Record<string, unknown>) : {};
  return {
    summary: typeof a.summary === 'string' && a.summary ? a.summary : null,
    success: verdict === 'true' || verdict === 'pass' ? true : verdict === 'false' || verdict === 'fail' ? false : null,
    structured_data: data,
  };
}
