import { describe, expect, it } from 'vitest';
import { matchZone, zoneProblem } from './zone-picker';

const zones = ['America/New_York', 'America/Los_Angeles', 'Europe/London', 'UTC'];

describe('a zone typed in the picker', () => {
  it.each([
    ['America/New_York', 'America/New_York'],
    ['america/new york', 'America/New_York'],
    ['  Europe/London ', 'Europe/London'],
    ['utc', 'UTC'],
  ])('%j names %s', (typed, zone) => {
    expect(matchZone(typed, zones)).toBe(zone);
    expect(zoneProblem(typed, zones)).toBeUndefined();
  });

  // Text that names no zone makes the box invalid, so its form refuses to save the zone it still holds.
  it.each(['new york', 'New_York', 'EST', 'America/New'])('%j is refused', (typed) => {
    expect(matchZone(typed, zones)).toBeNull();
    expect(zoneProblem(typed, zones)).toMatch(/^Not a time zone: pick one from the list/);
  });

  it('leaves an empty box to the field being required, and says nothing before the list is there', () => {
    expect(zoneProblem('  ', zones)).toBeUndefined();
    expect(zoneProblem('new york', ['UTC'])).toBeUndefined();
  });
});
