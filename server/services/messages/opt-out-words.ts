/**
 * The words a text is read as (extensions §13), each alone in the message, in any case: the carriers' and the FCC's
 * opt-out words, the words that allow texts again, and HELP.
 */
export const OPT_OUT_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPT OUT'] as const;
export const OPT_IN_WORDS = ['START', 'UNSTOP'] as const;
export const HELP_WORDS = ['HELP'] as const;

export type InboundIntent = 'opt_out' | 'opt_in' | 'help' | 'reply';

/** What a customer's text asks: the word alone (spaces, case and trailing punctuation aside), else a reply. */
export function intentOf(body: string): InboundIntent {
  const word = body.normalize('NFKC').trim().replace(/[.!]+$/, '').replace(/\s+/g, ' ').toUpperCase();
  if ((OPT_OUT_WORDS as readonly string[]).includes(word) || word === 'OPTOUT' || word === 'OPT-OUT') return 'opt_out';
  if ((OPT_IN_WORDS as readonly string[]).includes(word)) return 'opt_in';
  if ((HELP_WORDS as readonly string[]).includes(word)) return 'help';
  return 'reply';
}
