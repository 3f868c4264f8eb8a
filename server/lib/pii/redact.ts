import { redactBankNumbers } from './bank';
import { redactCards } from './cards';
import { redactDatesOfBirth } from './dob';
import { redactSsns } from './ssn';

/**
 * Replaces what would let someone pay, open credit or pass as the speaker with a marker, before text is stored:
 * card numbers `[card]`, US social security numbers `[ssn]`, bank account and routing numbers `[bank]`, dates of
 * birth `[dob]`. Phone numbers, prices, times, order and confirmation numbers and ordinary dates stay as they are.
 * Pure and linear in the text; a line with no digit is answered as it came, since every form needs one.
 *
 * The order matters: a date of birth is taken before its digits could be read as anything else, and nine digits
 * introduced as an SSN are one before the routing-number check could claim them.
 */
export function redactPii(text: string): string {
  if (!HAS_DIGIT.test(text)) return text;
  return redactBankNumbers(redactCards(redactSsns(redactDatesOfBirth(text))));
}

const HAS_DIGIT = /\d/;

export { BANK } from './bank';
export { CARD } from './cards';
export { DOB } from './dob';
export { SSN } from './ssn';
