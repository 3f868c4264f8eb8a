import { describe, expect, it } from 'vitest';
import { agentNames, answerRateLabel, todayLabel } from './health';

describe('phone number health labels', () => {
  it.each([
    [{ answer_rate_7d: null, calls_7d: 0 }, 'no calls yet'],
    [{ answer_rate_7d: 0.08, calls_7d: 50 }, '8 % of 50'],
    [{ answer_rate_7d: 0.3333, calls_7d: 3 }, '33.3 % of 3'],
    [{ answer_rate_7d: 1, calls_7d: 1 }, '100 % of 1'],
  ])('reads the answer rate %j as %s', (n, label) => {
    expect(answerRateLabel(n)).toBe(label);
  });

  it('reads calls today against the cap, and names the agents', () => {
    expect(todayLabel({ calls_today: 3, max_calls_per_day: 100 })).toBe('3 / 100');
    expect(agentNames([2, 9], [{ id: 2, name: 'Sales' }])).toBe('Sales, #9');
    expect(agentNames([], [])).toBe('none');
  });
});
