import { describe, expect, it } from 'vitest';
import { isKnownCountry, normalizePhone, phoneForDisplay } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['+14155550123', 'US', '+14155550123'],
    ['(415) 555-0123', 'US', '+14155550123'],
    ['415.555.0123', undefined, '+14155550123'],
    ['  +1 415 555 0123  ', 'US', '+14155550123'],
    ['+1 (212) 555-1212 ext. 5', 'US', '+12125551212'],
    ['020 7183 8750', 'GB', '+442071838750'],
    ['020 7183 8750', 'gb', '+442071838750'],
    ['+442071838750', 'US', '+442071838750'],
    ['030 123456', 'DE', '+4930123456'],
    ['(415) 555-0123', 'XX', '+14155550123'],
  ])('%s in %s → %s', (input, country, expected) => {
    expect(normalizePhone(input, country)).toBe(expected);
  });

  it.each([
    ['', 'US'],
    ['   ', 'US'],
    ['123', 'US'],
    ['555-1234', 'US'],
    ['020 7183 8750', 'US'],
    ['+1 800 FLOWERS', 'US'],
    ['not a number', 'US'],
    ['+99912345', 'US'],
    ['1'.repeat(80), 'US'],
  ])('%s in %s → null', (input, country) => {
    expect(normalizePhone(input, country)).toBeNull();
  });

  it('refuses non-strings', () => {
    expect(normalizePhone(14155550123 as unknown as string)).toBeNull();
  });
});

describe('isKnownCountry', () => {
  it.each([['US', true], ['GB', true], ['DE', true], ['us', false], ['XX', false], ['USA', false], ['', false]])(
    '%s → %s',
    (code, expected) => expect(isKnownCountry(code)).toBe(expected),
  );
});

describe('phoneForDisplay', () => {
  it.each([
    ['a US number to a US account', '+14155550123', 'US', '(415) 555-0123'],
    ['a country code in lower case', '+14155550123', 'us', '(415) 555-0123'],
    ['a UK number to a UK account', '+442079460018', 'GB', '020 7946 0018'],
    ['a UK number to a US account: international, never taken for local', '+442079460018', 'US', '+44 20 7946 0018'],
    ['a Canadian number to a US account (same +1, another country)', '+16135550123', 'US', '+1 613 555 0123'],
    ['no account country', '+14155550123', null, '+1 415 555 0123'],
    ['an erased number\'s hash stays as it is', 'hmac:abc', 'US', 'hmac:abc'],
  ])('%s', (_name, e164, country, shown) => {
    expect(phoneForDisplay(e164, country)).toBe(shown);
  });
});
