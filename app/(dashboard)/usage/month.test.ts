import { describe, expect, it } from 'vitest';
import { monthIn, monthRange, shiftMonth } from './month';

describe('usage month', () => {
  it('is the month of the zone, not of the browser', () => {
    const at = new Date('2026-11-30T23:30:00Z');
    expect([monthIn('UTC', at), monthIn('Asia/Kolkata', at), monthIn('America/Los_Angeles', at)]).toEqual(['2026-11', '2026-12', '2026-11']);
  });

  it('runs from its first day to the first day of the next, December into January', () => {
    expect(monthRange('2026-11')).toEqual({ from: '2026-11-01', to: '2026-12-01' });
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2027-01-01' });
  });

  it('steps across years', () => {
    expect([shiftMonth('2026-01', -1), shiftMonth('2026-12', 1), shiftMonth('2026-11', -12)]).toEqual(['2025-12', '2027-01', '2025-11']);
  });
});
