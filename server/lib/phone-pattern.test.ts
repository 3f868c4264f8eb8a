import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryOf } from '../testing/json-schema-arbitrary';
import { normalizePhone } from './phone';
import { e164Pattern } from './phone-pattern';

const matches = new RegExp(e164Pattern, 'u');

describe('e164Pattern', () => {
  it.each(['+14155550123', '+442071838750', '+4930123456', '+80012345678', '+358112353', '+12682345678'])('matches %s', (n) => {
    expect(matches.test(n)).toBe(true);
  });

  it.each(['+1415555012', '+99912345', '+12345', '14155550123', '+1 415 555 0123', '+18832695128'])('does not match %s', (n) => {
    expect(matches.test(n)).toBe(false);
  });

  // The document promises that a number of this pattern is accepted: every one generated from it normalizes.
  it('holds only numbers normalizePhone accepts', () => {
    fc.assert(fc.property(arbitraryOf({ type: 'string', pattern: e164Pattern }, {}) as fc.Arbitrary<string>, (n) => normalizePhone(n) !== null), {
      numRuns: 2000,
      seed: 34,
    });
  });

  // And it leaves out no number the server takes as it is written.
  it('holds every E.164 number normalizePhone keeps as written', () => {
    fc.assert(fc.property(fc.stringMatching(/^\+[1-9]\d{6,14}$/), (n) => normalizePhone(n) !== n || matches.test(n)), { numRuns: 20000, seed: 34 });
  });
});
