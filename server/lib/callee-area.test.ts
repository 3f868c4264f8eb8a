import { describe, expect, it } from 'vitest';
import { calleeArea, subdivisionOf } from './callee-area';
import { isKnownSubdivision } from './subdivisions';

describe('the callee area from the number', () => {
  it.each([
    ['+15025550100', ['America/New_York'], 'US-KY'],
    ['+12085550100', ['America/Boise', 'America/Los_Angeles'], 'US-ID'],
    ['+14165550100', ['America/Toronto'], 'CA-ON'],
    ['+14155550100', ['America/Los_Angeles'], 'US-CA'],
    ['+12055550100', ['America/Chicago'], 'US-AL'],
    ['+442079460000', ['Europe/London'], null],
  ])('%s → %j in %s', async (number, zones, subdivision) => {
    expect(await calleeArea(number)).toMatchObject({ zones, subdivision });
  });

  it('gives every zone of a toll-free number and no state', async () => {
    const area = await calleeArea('+18005550100');
    expect(area.zones.length).toBeGreaterThan(3);
    expect(area.subdivision).toBeNull();
  });

  it('reads state names and "City, ST" places', () => {
    expect(subdivisionOf('US', 'Kentucky')).toBe('US-KY');
    expect(subdivisionOf('US', 'San Francisco, CA')).toBe('US-CA');
    expect(subdivisionOf('CA', 'Quebec')).toBe('CA-QC');
    expect(subdivisionOf('US', 'Somewhere')).toBeNull();
    expect(subdivisionOf('GB', 'London')).toBeNull();
  });
});

describe('subdivision codes', () => {
  it('checks subdivision codes', () => {
    expect(isKnownSubdivision('US-FL')).toBe(true);
    expect(isKnownSubdivision('US-ZZ')).toBe(false);
    expect(isKnownSubdivision('florida')).toBe(false);
  });
});
