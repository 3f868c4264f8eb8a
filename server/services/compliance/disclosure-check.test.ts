import { describe, expect, it } from 'vitest';
import { disclosureSentence, disclosuresFor } from './disclosures';
import { checkDisclosures, openingAgentLines, wordsOf, type CheckedLine } from './disclosure-check';

const agent = (text: string, at = 0): CheckedLine => ({ role: 'agent', text, start_seconds: at });
const customer = (text: string, at: number): CheckedLine => ({ role: 'customer', text, start_seconds: at });
const required = (jurisdictions: string[]) => disclosuresFor({ jurisdictions, recorded: true });
const california = required(['US', 'US-CA']);
const newYork = required(['US', 'US-NY']);

describe('disclosure check', () => {
  it('hears the rendered sentence, for every jurisdiction', () => {
    for (const d of [california, newYork, required(['CA', 'CA-ON']), required([])]) {
      expect(checkDisclosures(d, [agent(`Hi Ada. ${disclosureSentence(d, 'Bella Dental')} How are you?`), customer('Fine.', 6)]))
        .toEqual({ check: 'said', missing: [] });
    }
  });

  it.each([
    // [case, required, transcript, verdict, missing]
    ['nothing said about either', newYork, [agent('Hello Ada, this is Bella Dental.'), customer('Hi', 4), agent('Can we book you in?', 8)], 'missing', ['ai', 'recording']],
    ['the AI said, the recording not', newYork, [agent('Hello, I am a virtual assistant from Bella Dental.')], 'missing', ['recording']],
    ['"A.I." and "Recorded!" after normalising', newYork, [agent('HELLO — this is an A.I. helper.'), agent('This call is Recorded!', 3)], 'said', []],
    ['recorded, without asking agreement, in an all-party state', california, [agent('This is an automated assistant. This call is recorded.')], 'missing', ['recording_consent']],
    ['consent asked in one line', california, [agent('This is an AI assistant. Is it okay if I record this call?')], 'said', []],
    ['a split first message: the second agent line completes it', newYork, [agent('Hi, this is an AI assistant.', 0), customer('Hello?', 2), agent('This call is recorded.', 3)], 'said', []],
    ['an agent line after 30 s that is not among the first two does not count',
      newYork, [agent('This is an AI assistant.', 0), agent('How are you?', 10), customer('Who?', 20), agent('By the way, this call is recorded.', 45)], 'missing', ['recording']],
    ['a third agent line within 30 s counts',
      newYork, [agent('This is an AI assistant.', 0), agent('Hello?', 5), agent('This call is recorded.', 25)], 'said', []],
    ['untimed transcript: only the first two agent lines',
      newYork, [agent('Hello.'), agent('Anyone there?'), agent('This is an AI assistant and this call is recorded.')], 'missing', ['ai', 'recording']],
    ['customer words do not count', newYork, [customer('Is this an AI? Are you recording?', 0), agent('Hello there.', 2)], 'missing', ['ai', 'recording']],
  ] as [string, ReturnType<typeof required>, CheckedLine[], string, string[]][])('%s', (_name, req, transcript, check, missing) => {
    expect(checkDisclosures(req, transcript)).toEqual({ check, missing });
  });

  it('is not_checked when the agent said nothing', () => {
    expect(checkDisclosures(newYork, null).check).toBe('not_checked');
    expect(checkDisclosures(newYork, []).check).toBe('not_checked');
    expect(checkDisclosures(newYork, [customer('Hello?', 1)]).check).toBe('not_checked');
  });

  it('normalises case, accents and punctuation', () => {
    expect(wordsOf("Ceci est un A.I., n'est-ce pas? Enregistré.")).toEqual(['ceci', 'est', 'un', 'ai', 'nest', 'ce', 'pas', 'enregistre']);
    expect(openingAgentLines([agent('a', 0), customer('b', 1), agent('c', 40), agent('d', 50)]).map((l) => l.text)).toEqual(['a', 'c']);
  });
});
