import { describe, expect, it } from 'vitest';
import { searchIndexAnchor } from './search-anchor';

describe('searchIndexAnchor', () => {
  it('picks the word with the longest run of four or more digits in a query of several words', () => {
    expect(searchIndexAnchor('Company 4217')).toBe('4217');
    expect(searchIndexAnchor('Suite 12 Acme 94107')).toBe('94107');
    expect(searchIndexAnchor('order A-12345 for 67890')).toBe('A-12345');
    expect(searchIndexAnchor('  Acme   4217  ')).toBe('4217');
  });

  it('leaves the whole query to the index when it is one word or has no rare word', () => {
    expect(searchIndexAnchor('Company4217')).toBeNull();
    expect(searchIndexAnchor('user123457@')).toBeNull();
    expect(searchIndexAnchor('Company 421')).toBeNull();
    expect(searchIndexAnchor('Ana Silva')).toBeNull();
    // Years are common in e-mails and company names: not rare enough.
    expect(searchIndexAnchor('Smith 1985')).toBeNull();
    expect(searchIndexAnchor('Acme 2024 4217')).toBe('4217');
    expect(searchIndexAnchor('Acme 20245')).toBe('20245');
    expect(searchIndexAnchor('')).toBeNull();
  });
});
