import type { TranscriptLine } from '../../../db/schema';
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

export { outcomeOfEndedReason } from './vapi-ended-reason';

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
