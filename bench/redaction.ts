import { redactPii } from '../server/lib/pii/redact';
import type { BenchSuite } from './context';
import { enforceGoals, sized } from './size';

/** Passes over the corpus (a pass is every line once). */
const PASSES = sized(20_000, 200);
/** The goal: redacting one transcript line takes at most this many microseconds on average, and its slowest line too. */
const GOAL_US = 200;

/**
 * Lines as callers and agents say them, with what each must become: most carry nothing to redact (the common
 * case: a fast answer for a line with no digit), some carry phone numbers, prices, times and order numbers that
 * must be kept, and some carry the numbers redaction replaces. Long lines are included: a summary or a caller
 * who reads out everything at once.
 */
const CORPUS: [string, string][] = [
  ['Hi, this is Ava from Bright Dental, how can I help you today?', 'Hi, this is Ava from Bright Dental, how can I help you today?'],
  ["I'd like to book a cleaning for next week if you have anything.", "I'd like to book a cleaning for next week if you have anything."],
  ['Sure, we have Tuesday at 10:30 am or Thursday at 2:15 pm.', 'Sure, we have Tuesday at 10:30 am or Thursday at 2:15 pm.'],
  ['Thursday works. My number is (415) 555-0142, or +1 415 555 0199.', 'Thursday works. My number is (415) 555-0142, or +1 415 555 0199.'],
  ['The visit is $129.99 and your confirmation number is 48213907.', 'The visit is $129.99 and your confirmation number is 48213907.'],
  ['Can I pay now? My card is 4111 1111 1111 1111, expiring 12/27.', 'Can I pay now? My card is [card], expiring 12/27.'],
  ['It is four one one one, sorry, 4 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1.', 'It is four one one one, sorry, [card].'],
  ['For the insurance form, my date of birth is 03/14/1985.', 'For the insurance form, my date of birth is [dob].'],
  ['And my social security number is 123-45-6789.', 'And my social security number is [ssn].'],
  ['My routing number is 021000021 and the account number is 000123456789.', 'My routing number is [bank] and the account number is [bank].'],
  ['Great, you are booked for March 14, 2026 at 2:15 pm, order 1002003004.', 'Great, you are booked for March 14, 2026 at 2:15 pm, order 1002003004.'],
  [
    'Summary: the caller (born on July 4th, 1976) booked a cleaning for Thursday at 2:15 pm, asked about the $129.99 price, ' +
    'paid with card 5555-5555-5555-4444, gave SSN 078-05-1120 for the insurance claim and the callback number 415-555-0142; ' +
    'the confirmation number is 48213907 and a reminder goes out 24 hours before.',
    'Summary: the caller (born on [dob]) booked a cleaning for Thursday at 2:15 pm, asked about the $129.99 price, ' +
    'paid with card [card], gave SSN [ssn] for the insurance claim and the callback number 415-555-0142; ' +
    'the confirmation number is 48213907 and a reminder goes out 24 hours before.',
  ],
  ['Thank you, goodbye!', 'Thank you, goodbye!'],
];

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Redaction before storage costs each transcript line, summary and text one pass of redactPii on the request that
 * stores it. Measured in-process on realistic lines: the mean per line over the corpus and the slowest line's mean,
 * in microseconds. Every answer is checked against what the line must become, at every scale.
 */
export const redactionSuite: BenchSuite = {
  name: 'redaction',
  ownServers: true,
  async run(ctx) {
    const failures = CORPUS.filter(([line, want]) => redactPii(line) !== want).map(([line]) => `wrong redaction of ${JSON.stringify(line)}: ${JSON.stringify(redactPii(line))}`);
    // Warm the regular expressions and the JIT before timing.
    for (let i = 0; i < 200; i++) for (const [line] of CORPUS) redactPii(line);

    const perLine = CORPUS.map(() => 0);
    let sink = 0;
    for (let pass = 0; pass < PASSES; pass++) {
      for (let i = 0; i < CORPUS.length; i++) {
        const t0 = performance.now();
        sink += redactPii(CORPUS[i][0]).length;
        perLine[i] += performance.now() - t0;
      }
    }
    const lineUs = perLine.map((ms) => (ms * 1000) / PASSES);
    const meanUs = lineUs.reduce((a, b) => a + b, 0) / lineUs.length;
    const slowest = lineUs.indexOf(Math.max(...lineUs));
    const figures = {
      lines: CORPUS.length,
      passes: PASSES,
      mean_us_per_line: round(meanUs),
      slowest_line_us: round(lineUs[slowest]),
      slowest_line_chars: CORPUS[slowest][0].length,
      goal_us_per_line: GOAL_US,
      checksum: sink,
    };
    ctx.log(`redaction: ${figures.mean_us_per_line} us per line on average over ${CORPUS.length} lines x ${PASSES} passes; ` +
      `slowest line (${figures.slowest_line_chars} chars) ${figures.slowest_line_us} us (goal ≤ ${GOAL_US} us)`);
    const goals: string[] = [];
    if (meanUs > GOAL_US) goals.push(`redaction ${figures.mean_us_per_line} us per line (goal ≤ ${GOAL_US} us)`);
    if (lineUs[slowest] > GOAL_US) goals.push(`slowest line ${figures.slowest_line_us} us (goal ≤ ${GOAL_US} us)`);
    ctx.record('redaction', { ...figures, failures: [...failures, ...goals] });
    if (failures.length) throw new Error(failures.join('; '));
    enforceGoals(goals, ctx.log);
  },
};
