import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abaRoutingValid, luhnValid } from './checksums';
import { redactPii } from './redact';

describe('redactPii replaces', () => {
  it.each([
    // Cards: the usual groupings, both separators, digit by digit, with what is said around them.
    ['my card is 4111 1111 1111 1111', 'my card is [card]'],
    ['card 4111-1111-1111-1111 please', 'card [card] please'],
    ['4111111111111111', '[card]'],
    ['Visa 4012888888881881.', 'Visa [card].'],
    ['amex 3782 822463 10005', 'amex [card]'],
    ['diners 3056 930902 5904', 'diners [card]'],
    ['Mastercard 5555 5555 5555 4444, exp 12/27', 'Mastercard [card], exp 12/27'],
    ['it is 4 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 ok', 'it is [card] ok'],
    ['card 4111 1111 1111 1111 123 and 5500 0000 0000 0004', 'card [card] 123 and [card]'],
    ['the number is 6011 1111 1111 1117 and the code 123', 'the number is [card] and the code 123'],
    ['4111 - 1111 - 1111 - 1111', '[card]'],
    ['nineteen digits 6011 1111 1111 1111 110', 'nineteen digits [card]'],
    // Social security numbers: dashed alone, other forms when introduced as one.
    ['SSN 123-45-6789', 'SSN [ssn]'],
    ['it is 078-05-1120.', 'it is [ssn].'],
    ['my social is 123 45 6789', 'my social is [ssn]'],
    ['social security number: 123456789', 'social security number: [ssn]'],
    ["my SSN, it's 1 2 3 4 5 6 7 8 9", "my SSN, it's [ssn]"],
    // Bank numbers: a routing number proves itself; an account number is introduced.
    ['routing 021000021 account number 12345678', 'routing [bank] account number [bank]'],
    ['the routing number is 011000015', 'the routing number is [bank]'],
    ['ABA 026009593 please', 'ABA [bank] please'],
    ['my checking account number is 0001234567', 'my checking account number is [bank]'],
    ['acct # 9876 5432 10', 'acct # [bank]'],
    ['bank account: 123456789012', 'bank account: [bank]'],
    // Dates of birth, numeric and written, after the phrase that says so.
    ['I was born on March 14th, 1985', 'I was born on [dob]'],
    ['DOB: 03/14/1985', 'DOB: [dob]'],
    ['date of birth is 1985-03-14.', 'date of birth is [dob].'],
    ['my birthday is the 4th of July', 'my birthday is [dob]'],
    ['birth date 14 March 1985', 'birth date [dob]'],
    ['born 3-14-85 in Ohio', 'born [dob] in Ohio'],
    ['D.O.B. Jan 2, 1990', 'D.O.B. [dob]'],
    ["my birthday's on Sept 9", "my birthday's on [dob]"],
    ['born in March 1985', 'born in [dob]'],
    ['BORN ON 12.01.1970', 'BORN ON [dob]'],
  ])('%s', (text, expected) => {
    expect(redactPii(text)).toBe(expected);
  });
});

describe('redactPii leaves alone', () => {
  it.each([
    'call me at +1 415 555 2671 or (415) 555-2671',
    '+14155552671', '+442079460958', '+86 138 0013 8000', '1-800-555-0199', '415.555.2671', '011 44 20 7946 0958',
    'that is $1,299.99 total', 'it costs 45 dollars', '$12,345,678.90', '€1.299,00',
    'at 10:30 am', 'between 9 and 5', '14:05:33',
    'order number 4111111111111111', 'your confirmation number is 123456789', 'tracking 1234 5678 9012 3456',
    'reference #A7X93K', 'booking ref 021000021', 'invoice 2024-0001',
    'appointment on March 14, 2026 at 10:30', 'see you 03/14/2026', 'born in 1985', 'the birthday party on the 3rd',
    'a Luhn-invalid 4111 1111 1111 1112', '666-12-3456', '000-12-3456', '912-34-5678', '123-00-4567', '123-45-0000',
    'number 123 45 6789', '123456789 units', 'pi is 3.14159265358979323', 'id A4111111111111111', '0411 1111 1111 1116',
    'stubborn 03/14/1985', 'no digits here at all',
  ])('%s', (text) => {
    expect(redactPii(text)).toBe(text);
  });
});

describe('checksums', () => {
  it.each([['4111111111111111', true], ['4111111111111112', false], ['79927398713', true], ['0', true]])('luhn %s', (d, ok) => {
    expect(luhnValid(d)).toBe(ok);
  });
  it.each([['021000021', true], ['011000015', true], ['021000022', false], ['991000021', false], ['12345678', false]])('aba %s', (d, ok) => {
    expect(abaRoutingValid(d)).toBe(ok);
  });
});

// Words with no digit and none of the phrases that introduce a number (order, account, social, born...).
const word = fc.constantFrom('yes', 'the', 'number', 'is', 'okay', 'so', 'my', 'card', 'thanks', 'please', 'visa', 'here', 'it', 'and', 'uh', 'right');
const words = fc.array(word, { minLength: 0, maxLength: 8 }).map((w) => w.join(' '));
const punct = fc.constantFrom('', '.', ',', '?', '!');

const luhnCard = fc
  .tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 13, max: 19 }), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 18, maxLength: 18 }))
  .map(([first, length, rest]) => {
    const body = String(first) + rest.slice(0, length - 2).join('');
    const check = [...Array(10).keys()].find((c) => luhnValid(body + c))!;
    return body + check;
  });

const groupedBy = (digits: string, sizes: number[], sep: string) => {
  const out: string[] = [];
  let i = 0;
  for (const n of sizes) { if (i >= digits.length) break; out.push(digits.slice(i, i + n)); i += n; }
  if (i < digits.length) out.push(digits.slice(i));
  return out.join(sep);
};
const formats: ((d: string) => string)[] = [
  (d) => d,
  (d) => groupedBy(d, [4, 4, 4, 4, 4], ' '),
  (d) => groupedBy(d, [4, 4, 4, 4, 4], '-'),
  (d) => groupedBy(d, [4, 6, 5, 4], ' '),
  (d) => groupedBy(d, [4, 6, 5, 4], '-'),
  (d) => d.split('').join(' '),
  (d) => groupedBy(d, [4, 4, 4, 4, 4], ' - '),
];
const formatted = fc.tuple(luhnCard, fc.integer({ min: 0, max: formats.length - 1 })).map(([d, f]) => formats[f](d));

describe('redactPii properties', () => {
  it('replaces every Luhn-valid card in every format, in any text', () => {
    fc.assert(fc.property(words, formatted, punct, words, (a, card, p, b) => {
      const text = [a, card + p, b].filter(Boolean).join(' ');
      expect(redactPii(text)).toBe([a, '[card]' + p, b].filter(Boolean).join(' '));
    }), { numRuns: 5000, seed: 16 });
  });

  const nanp = fc.tuple(fc.integer({ min: 200, max: 999 }), fc.integer({ min: 200, max: 999 }), fc.integer({ min: 0, max: 9999 }))
    .map(([a, e, n]) => [String(a), String(e), String(n).padStart(4, '0')] as const);
  const phone = fc.oneof(
    nanp.map(([a, e, n]) => `(${a}) ${e}-${n}`),
    nanp.map(([a, e, n]) => `${a}-${e}-${n}`),
    nanp.map(([a, e, n]) => `${a} ${e} ${n}`),
    nanp.map(([a, e, n]) => `${a}${e}${n}`),
    nanp.map(([a, e, n]) => `1-${a}-${e}-${n}`),
    nanp.map(([a, e, n]) => `+1 ${a} ${e} ${n}`),
    fc.stringMatching(/^\+[1-9]\d{6,14}$/),
  );
  const thousands = (n: number) => n.toLocaleString('en-US');
  const price = fc.oneof(
    fc.tuple(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 99 })).map(([d, c]) => `$${thousands(d)}.${String(c).padStart(2, '0')}`),
    fc.integer({ min: 0, max: 999_999_999 }).map((d) => `$${d}`),
    fc.integer({ min: 0, max: 999_999 }).map((d) => `${d} dollars`),
  );
  const time = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.boolean())
    .map(([h, m, ampm]) => `${h}:${String(m).padStart(2, '0')}${ampm ? ' pm' : ''}`);
  const order = fc.tuple(
    fc.constantFrom('order number', 'order #', 'confirmation number is', 'your confirmation code is', 'order', 'reference', 'booking number'),
    fc.oneof(fc.stringMatching(/^[1-9]\d{4,18}$/), fc.stringMatching(/^[A-Z0-9]{6,10}$/)),
  ).map(([lead, id]) => `${lead} ${id}`);

  it.each([['phone numbers', phone], ['prices', price], ['times', time], ['order numbers', order]] as const)('leaves %s unchanged', (_name, arb) => {
    fc.assert(fc.property(words, arb as fc.Arbitrary<string>, punct, words, (a, value, p, b) => {
      const text = [a, value + p, b].filter(Boolean).join(' ');
      expect(redactPii(text)).toBe(text);
    }), { numRuns: 3000, seed: 16 });
  });
});
