import { describe, expect, it } from 'vitest';
import { searchIndexAnchor } from './search-anchor';

describe('searchIndexAnchor', () => {
  it('picks the word with the longest run of four or more digits in a query of several words', () => {
    expect(searchIndexAnchor('Company 4217')).toBe('4217');
    expect(searchIndexAnchor('Suite 12 Acme 94107')).toBe('94107');
    expect(searchIndexAnchor('order A-12345 for 67890')).toBe('A-12345');
    expect(searchIndexAnchor('  Acme   4217  ')).toBe('4217');
    expect(searchIndexAnchor('(415) 555-0123')).toBe('555-0123');
  });

  it('in one word, picks its longest rare run of digits, cut to the last seven', () => {
    expect(searchIndexAnchor('Company4217')).toBe('4217');
    expect(searchIndexAnchor('user123457@')).toBe('123457');
    expect(searchIndexAnchor('person482913@example.com')).toBe('482913');
    expect(searchIndexAnchor('+14155550123')).toBe('5550123');
    expect(searchIndexAnchor('14155550123')).toBe('5550123');
    expect(searchIndexAnchor('+1415')).toBe('1415');
    expect(searchIndexAnchor(' a12b34567c ')).toBe('34567');
  });

  it('leaves an e-mail address without one whole: letters are not rare by construction', () => {
    expect(searchIndexAnchor('ana.silva@gmail.com')).toBeNull();
    expect(searchIndexAnchor('jsmith1985@gmail.com')).toBeNull();
    expect(searchIndexAnchor('info@example.com')).toBeNull();
  });

  it('leaves the whole query to the index when it has no rare part', () => {
    expect(searchIndexAnchor('4217')).toBeNull();
    expect(searchIndexAnchor('5550123')).toBeNull();
    expect(searchIndexAnchor('user123@')).toBeNull();
    expect(searchIndexAnchor('example.com')).toBeNull();
    expect(searchIndexAnchor('+1')).toBeNull();
    expect(searchIndexAnchor('Company 421')).toBeNull();
    expect(searchIndexAnchor('Ana Silva')).toBeNull();
    // Years are common in e-mails and company names: not rare enough.
    expect(searchIndexAnchor('Smith 1985')).toBeNull();
    expect(searchIndexAnchor('Acme1985')).toBeNull();
    expect(searchIndexAnchor('Acme 2024 4217')).toBe('4217');
    expect(searchIndexAnchor('Acme 20245')).toBe('20245');
    expect(searchIndexAnchor('')).toBeNull();
  });
});
