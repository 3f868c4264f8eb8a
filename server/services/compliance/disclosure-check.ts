import type { DisclosureKind } from './disclosure-table';

/**
 * Whether a finished call's agent said its disclosures at the start (pure). Only the opening counts: a disclosure
 * is due before the conversation gets going (an artificial-voice message identifies itself "at the beginning",
 * 47 CFR 64.1200(b)(1); a recording needs consent before what it records), so a sentence said at the goodbye does
 * not make up for one missing at the hello.
 *
 * The opening is the agent's first two lines, plus any later agent line that starts within the first 30 seconds.
 * Two lines because providers often split a first message into two turns (a greeting, then the rest) and a
 * callee's "hello?" can come between; 30 seconds because an agent interrupted by the callee may say the rest a
 * few turns later, still at the start of the call. A transcript without timing (every line at 0 s, as a plain-text
 * transcript is) is judged by the two lines alone.
 *
 * A disclosure is said when its essential words are there, after normalising case, accents and punctuation:
 * `ai` a word for an automated voice (AI, artificial, automated, virtual, bot...); `recording` a word starting with
 * "record"; `recording_consent` such a word and a word asking for agreement (agree, consent, object...) in one line.
 */

export const OPENING_AGENT_LINES = 2;
export const OPENING_SECONDS = 30;

export interface CheckedLine {
  role: string;
  text: string;
  start_seconds: number;
}

export type DisclosureVerdict =
  | { check: 'said'; missing: [] }
  | { check: 'missing'; missing: DisclosureKind[] }
  | { check: 'not_checked'; missing: [] };

const AI_WORDS = new Set(['ai', 'artificial', 'automated', 'automatic', 'virtual', 'bot', 'robot', 'robotic', 'chatbot', 'computer']);
const AGREE_WORDS = new Set(['agree', 'agreed', 'agrees', 'consent', 'consents', 'object', 'objects', 'objection', 'permission', 'okay', 'ok']);

/** Lower case words without accents or punctuation: "A.I." → "ai", "don't" → "dont". */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/(?<=\p{L})[.'’](?=\p{L})/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The agent's lines the check reads (see above). */
export function openingAgentLines(transcript: readonly CheckedLine[]): CheckedLine[] {
  const timed = transcript.some((l) => l.start_seconds > 0);
  const agent = transcript.filter((l) => l.role === 'agent');
  return agent.filter((l, i) => i < OPENING_AGENT_LINES || (timed && l.start_seconds <= OPENING_SECONDS));
}

const isRecordWord = (w: string) => w.startsWith('record');

/** Whether one kind of disclosure is said in these lines. */
export function saidIn(kind: DisclosureKind, lines: readonly CheckedLine[]): boolean {
  const words = lines.map((l) => wordsOf(l.text));
  switch (kind) {
    case 'ai':
      return words.some((ws) => ws.some((w) => AI_WORDS.has(w)));
    case 'recording':
      return words.some((ws) => ws.some(isRecordWord));
    case 'recording_consent':
      return words.some((ws) => ws.some(isRecordWord) && ws.some((w) => AGREE_WORDS.has(w)));
  }
}

/**
 * The verdict on a finished call: `not_checked` when the agent said nothing (no transcript, or the callee was gone
 * before the agent spoke); else `said` when every required kind is heard in the opening, `missing` with the kinds
 * that were not.
 */
export function checkDisclosures(required: readonly { kind: DisclosureKind }[], transcript: readonly CheckedLine[] | null): DisclosureVerdict {
  const opening = openingAgentLines(transcript ?? []);
  if (opening.length === 0) return { check: 'not_checked', missing: [] };
  const kinds = [...new Set(required.map((d) => d.kind))];
  const missing = kinds.filter((k) => !saidIn(k, opening));
  return missing.length ? { check: 'missing', missing } : { check: 'said', missing: [] };
}
