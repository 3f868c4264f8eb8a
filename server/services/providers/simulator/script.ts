import type { TranscriptLine } from '../../../db/schema';

/**
 * The simulator's deterministic script, in simulated seconds (multiplied by SIMULATOR_TIME_SCALE).
 * Pure: no clock, no database.
 */
export type SimStep = 'answer' | 'no_answer' | 'busy' | 'fail' | 'voicemail' | 'hangup' | 'book' | 'transfer' | 'transcript' | 'recording' | 'summary';

export const SIM_RING_SECONDS = 4;
/** When, into an answered conversation, an agent with book_appointment books the first free slot. */
export const SIM_BOOK_AT_SECONDS = 60;
/** When, into an answered conversation, a callee who asks for a person (0006) is handed over by an agent with transfer_to_human. */
export const SIM_TRANSFER_AT_SECONDS = 20;

/** How long an answered simulated conversation lasts: just over a minute and a half (two billed minutes). */
export const SIM_CONVERSATION_SECONDS = 95;

/**
 * What happens after the phone rings, chosen by the number's last four digits (extensions.md §6): 0001 no answer,
 * 0002 busy, 0003 fails to connect, 0004 voicemail, 0005 no answer on the first attempt and answered after. 0006 is
 * answered, and the callee asks for a person (asksForPerson).
 */
export function outcomeFor(e164: string, attempt = 1): { step: SimStep; after: number; reason?: string } {
  if (e164.endsWith('0001') || (e164.endsWith('0005') && attempt === 1)) return { step: 'no_answer', after: 20, reason: 'customer-did-not-answer' };
  if (e164.endsWith('0002')) return { step: 'busy', after: 3, reason: 'customer-busy' };
  if (e164.endsWith('0003')) return { step: 'fail', after: 2, reason: 'failed-to-connect' };
  if (e164.endsWith('0004')) return { step: 'voicemail', after: SIM_RING_SECONDS + 8, reason: 'voicemail' };
  return { step: 'answer', after: SIM_RING_SECONDS };
}

/** 0006: the callee asks for a person, and an agent with transfer_to_human hands the call over (or books a callback). */
export const asksForPerson = (e164: string) => e164.endsWith('0006');

/** How long an answered simulated call talks: its script's length, cut at the call's maximum like a provider does. */
export const conversationSeconds = (maxDurationSeconds: number | null) =>
  maxDurationSeconds === null ? SIM_CONVERSATION_SECONDS : Math.min(SIM_CONVERSATION_SECONDS, maxDurationSeconds);

/** The step after `step`, with its delay in simulated seconds; null when the script is over. */
export function nextStep(step: SimStep, maxDurationSeconds: number | null = null): { step: SimStep; after: number } | null {
  switch (step) {
    case 'answer':
      return { step: 'hangup', after: conversationSeconds(maxDurationSeconds) };
    case 'hangup':
      return { step: 'transcript', after: 1 };
    case 'transcript':
      return { step: 'recording', after: 1 };
    case 'recording':
      return { step: 'summary', after: 2 };
    default:
      return null;
  }
}

/**
 * What the agent answered a callee who asked for a person: the transfer tool's words (`said`, null when the agent
 * has no such tool or it did not run), and whether the call was handed over there (the agent's part ends with it).
 */
export interface PersonAsked {
  said: string | null;
  transferred: boolean;
}

/**
 * The transcript's line for a tool the agent ran (role `tool`): the tool's name and the one-line answer it gave, so a
 * reader sees what the call did to the calendar.
 */
export const toolLine = (tool: string, message: string, at: number): TranscriptLine => ({ role: 'tool', text: `${tool}: ${message}`, start_seconds: at });

/**
 * `booked`: what book_appointment answered during the call (null: it did not book), which the transcript shows as
 * the tool's line, with the agent then confirming the time instead of merely noting it.
 */
export function simulatedTranscript(firstMessage: string, agentName: string, person?: PersonAsked, booked: string | null = null): TranscriptLine[] {
  const opening = firstMessage.trim() || `Hello, this is ${agentName}. Do you have a minute?`;
  if (person) {
    const lines: TranscriptLine[] = [
      { role: 'agent', text: opening, start_seconds: 0 },
      { role: 'customer', text: 'Hi. Could I speak to a person, please?', start_seconds: 7 },
      { role: 'agent', text: 'Of course, let me see who can take your call.', start_seconds: 12 },
      { role: 'agent', text: person.said ?? 'I am sorry, I cannot put you through, but I have noted that you asked for someone.', start_seconds: SIM_TRANSFER_AT_SECONDS },
    ];
    if (person.transferred) return lines;
    return [
      ...lines,
      { role: 'customer', text: 'All right, thank you.', start_seconds: 41 },
      { role: 'agent', text: 'Thank you for your patience. Goodbye.', start_seconds: 83 },
    ];
  }
  return [
    { role: 'agent', text: opening, start_seconds: 0 },
    { role: 'customer', text: 'Hi. Yes, I have a minute. What is this about?', start_seconds: 7 },
    { role: 'agent', text: 'I am following up on your enquiry and would like to find a time that suits you.', start_seconds: 12 },
    { role: 'customer', text: 'Sure, later this week works for me.', start_seconds: 41 },
    ...(booked === null
      ? [{ role: 'agent', text: 'Great, I have noted that. Thank you and goodbye.', start_seconds: 83 }]
      : [
          toolLine('book_appointment', booked, SIM_BOOK_AT_SECONDS),
          { role: 'agent', text: 'You are booked; you will find the time in your confirmation. Thank you and goodbye.', start_seconds: 83 },
        ]),
  ];
}

export function simulatedSummary(firstMessage: string, agentName: string): string {
  const opening = firstMessage.trim() ? ` opened with "${firstMessage.trim()}",` : '';
  return `${agentName}${opening} followed up on the customer's enquiry; the customer agreed to a follow-up later this week.`;
}

/**
 * The recording of a simulated call: a short spoken sample the app serves itself (public/simulator), so the link
 * plays. Absolute under the site's public address when one is set, else a path on the app's own origin.
 */
export const simulatedRecordingUrl = (callId: string, baseUrl: string) => `${baseUrl}/simulator/sample-call.mp3?call=${callId}`;

/** Simulated seconds → real milliseconds. */
export const scaledMs = (seconds: number, scale: number) => Math.round(seconds * scale * 1000);

/** A contact variable the analysis extracts, with what its definition accepts. */
export interface ExtractTarget {
  name: string;
  type: 'text' | 'number' | 'date' | 'boolean' | 'select' | null;
  options: readonly string[] | null;
}

/**
 * The simulator's deterministic analysis of an answered call. The callee "says" for each extracted variable
 * what the call's variable `heard_<name>` holds, else a value of the variable's type (text: "follow-up this
 * week", number: 1, boolean: true, date: a week after the call, select: its first option; an undefined variable
 * hears "yes", which its validation refuses). Success, when the agent has criteria, is true except for numbers
 * ending in 9.
 */
export function simulatedAnalysis(
  call: { phoneNumber: string; createdAt: Date; variables: Record<string, unknown> },
  setting: { summary: boolean; success_criteria: string | null },
  targets: ExtractTarget[],
  summary: string,
) {
  const heard = (t: ExtractTarget): unknown => {
    const said = call.variables[`heard_${t.name}`];
    if (said !== undefined) return said;
    switch (t.type) {
      case 'number': return 1;
      case 'boolean': return true;
      case 'date': return new Date(call.createdAt.getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
      case 'select': return t.options?.[0] ?? 'yes';
      case 'text': return 'follow-up this week';
      default: return 'yes';
    }
  };
  return {
    summary: setting.summary ? summary : null,
    success: setting.success_criteria ? !call.phoneNumber.endsWith('9') : null,
    structured_data: Object.fromEntries(targets.map((t) => [t.name, heard(t)])),
  };
}
