import type { AgentTestEffects, AgentTestExpect } from '../../db/schema';

export interface TranscriptLine { role: string; text: string }

export interface Conversation {
  transcript: TranscriptLine[];
  effects: AgentTestEffects;
  /** How many times the agent answered (its first message included). */
  agentTurns: number;
  /** When the run started: `booked.within_days` counts from it. */
  startedAt: Date;
}

const DAY_MS = 86_400_000;
/** Case, punctuation and spacing do not matter to said / not_said: a spoken phrase is judged by its words. */
const wordsOf = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
const quoted = (v: unknown) => JSON.stringify(v);

/**
 * Judges a conversation against a test's expectations (pure): one plain sentence for each expectation that failed,
 * none when the test passed. Effects are what the tools did in the sandbox; words are the agent's own lines.
 */
export function judge(expect: AgentTestExpect, c: Conversation): string[] {
  const failures: string[] = [];
  const { bookings, opt_outs: optOuts, transfers, variables } = c.effects;

  if (expect.booked === false && bookings.length) {
    failures.push(`Expected no booking, but the agent booked ${bookings.length === 1 ? 'an appointment' : `${bookings.length} appointments`} (${bookings[0].start}).`);
  } else if (expect.booked) {
    const { event_type: type, within_days: days } = expect.booked;
    if (!bookings.length) failures.push('Expected a booking, but the agent booked nothing.');
    else {
      const fits = bookings.filter((b) => (type === undefined || b.event_type === type)
        && (days === undefined || Date.parse(b.start) - c.startedAt.getTime() <= days * DAY_MS));
      if (!fits.length) {
        const what = [type !== undefined ? `of type ${type}` : '', days !== undefined ? `within ${days} days` : ''].filter(Boolean).join(' ');
        failures.push(`Expected a booking ${what}, but the agent booked ${bookings.map((b) => `${b.event_type} at ${b.start}`).join(', ')}.`);
      }
    }
  }
  if (expect.opted_out === true && !optOuts.length) failures.push('Expected the caller to be opted out, but the number was not put on the do-not-call list.');
  if (expect.opted_out === false && optOuts.length) failures.push('Expected no opt-out, but the number was put on the do-not-call list.');
  if (expect.transferred === true && !transfers.length) failures.push('Expected a transfer to a person, but the call was not transferred.');
  if (expect.transferred === false && transfers.length) failures.push(`Expected no transfer, but the call was transferred to ${transfers[0].to ?? 'a person'}.`);

  for (const [name, want] of Object.entries(expect.variables ?? {})) {
    if (!(name in variables)) failures.push(`Expected the variable ${name} to be set, but the agent did not set it.`);
    else if (want !== 'present' && quoted(variables[name]) !== quoted(want)) {
      failures.push(`Expected the variable ${name} to be ${quoted(want)}, but the agent set it to ${quoted(variables[name])}.`);
    }
  }

  const agentWords = ` ${wordsOf(c.transcript.filter((l) => l.role === 'assistant').map((l) => l.text).join(' '))} `;
  for (const phrase of expect.said ?? []) {
    if (!agentWords.includes(` ${wordsOf(phrase)} `)) failures.push(`Expected the agent to say "${phrase}", but it never did.`);
  }
  for (const phrase of expect.not_said ?? []) {
    if (agentWords.includes(` ${wordsOf(phrase)} `)) failures.push(`Expected the agent never to say "${phrase}", but it did.`);
  }
  if (expect.max_turns !== undefined && c.agentTurns > expect.max_turns) {
    failures.push(`Expected at most ${expect.max_turns} agent turns, but the agent took ${c.agentTurns}.`);
  }
  return failures;
}
