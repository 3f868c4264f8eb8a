import { luhnValid } from './checksums';
import { isIntroducedAsReference } from './context';
import { replaceDigitRuns } from './digit-runs';

/**
 * Card numbers: 13 to 19 digits, grouped by spaces or dashes as people say and write them (4-4-4-4, 4-6-5,
 * digit by digit), Luhn-valid. A run of digits (see digit-runs.ts: never a "+" phone number, a price or part of a
 * word) is a candidate unless it starts with 0 (no card does; international dialing prefixes do) or is introduced
 * as an order or other reference.
 */
const SEPARATOR = /([ -]+)/;

export const CARD = '[card]';

export function redactCards(text: string): string {
  return replaceDigitRuns(text, (run, digits, index) => {
    if (digits.length < 13 || isIntroducedAsReference(text, index)) return run;
    // Groups at even places, the separators between them at odd ones.
    const parts = run.split(SEPARATOR);
    const groups = parts.filter((_, i) => i % 2 === 0);
    if (isCard(digits)) return CARD;
    return groups.length > 1 ? redactWithinRun(parts, groups) : run;
  });
}

function isCard(digits: string): boolean {
  return digits.length >= 13 && digits.length <= 19 && digits[0] !== '0' && luhnValid(digits);
}

/**
 * A run that is not one card as a whole (a card said with its expiry or security code after it, or two numbers
 * read one after the other): a card is looked for among its groups, where a card's own shape would put it. A window starts
 * at a four-digit group and holds groups of at least four digits but its last (4-4-4-4, 4-6-5, 4-4-4-4-3), or is
 * made of single digits only; so two phone numbers (3-3-4) read together are not mistaken for one.
 */
function redactWithinRun(parts: string[], groups: string[]): string {
  let out = '';
  let i = 0;
  while (i < groups.length) {
    const end = cardWindowAt(groups, i);
    const next = end > i ? end : i + 1;
    out += end > i ? CARD : groups[i];
    if (next < groups.length) out += parts[2 * next - 1];
    i = next;
  }
  return out;
}

/** The end (exclusive) of the longest card window starting at group `start`, or `start` when there is none. */
function cardWindowAt(groups: string[], start: number): number {
  const single = groups[start].length === 1;
  if (!single && groups[start].length !== 4) return start;
  let digits = '';
  let best = start;
  for (let j = start; j < groups.length && digits.length < 19; j++) {
    const g = groups[j];
    if (single ? g.length !== 1 : j > start && groups[j - 1].length < 4) break;
    digits += g;
    if (isCard(digits)) best = j + 1;
  }
  return best;
}
