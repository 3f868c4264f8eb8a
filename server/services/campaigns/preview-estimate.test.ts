import { describe, expect, it } from 'vitest';
import { attemptsPerRecipient, estimateCampaign, firstHourCostCents, type EstimateInput } from './preview-estimate';

const base: EstimateInput = {
  callable: 100,
  retry: { max_attempts: 3, on: ['busy', 'no_answer'] },
  history: { ended: 0, retryable: 0, talked: 0, talkedBilledMinutes: 0 },
  rateCents: 10,
  maxCallSeconds: 600,
  concurrency: 5,
};

describe('attemptsPerRecipient', () => {
  it.each([
    [0, 3, 1],
    [1, 3, 3],
    [0.5, 3, 1.75],
    [0.5, 1, 1],
  ])('r=%s over %s attempts: %s', (r, n, expected) => expect(attemptsPerRecipient(r, n)).toBeCloseTo(expected));
});

describe('estimateCampaign', () => {
  it('without history: r and t of 0.5 ∓ 0.1, two billed minutes a conversation (three at the high end)', () => {
    const e = estimateCampaign(base);
    // r 0.4: 1 + 0.4 + 0.16; r 0.6: 1 + 0.6 + 0.36.
    expect(e.calls).toEqual({ low: 156, high: 196 });
    // conversations: 156 × 0.4 = 62.4 at 2 minutes; min(100, 196 × 0.6) = 100 at 3 minutes.
    expect(e.minutes).toEqual({ low: 125, high: 300 });
    expect(e.costCents).toEqual({ low: 1250, high: 3000 });
    // High slot time: 96 unanswered × 0.5 + 300 talked minutes, over 5 slots.
    expect(e.slotMinutes.high).toBeCloseTo((96 * 0.5 + 300) / 5);
  });

  it("follows the account's history, and one attempt when nothing is retried", () => {
    const history = { ended: 200, retryable: 20, talked: 150, talkedBilledMinutes: 450 };
    const e = estimateCampaign({ ...base, history, retry: { max_attempts: 3, on: [] } });
    expect(e.calls).toEqual({ low: 100, high: 100 });
    // t 0.75 ∓ 0.1, three minutes each (4.5 at the high end).
    expect(e.minutes).toEqual({ low: 195, high: 383 });
  });

  it('caps a conversation at the longest call allowed', () => {
    const history = { ended: 100, retryable: 0, talked: 100, talkedBilledMinutes: 3000 };
    const e = estimateCampaign({ ...base, callable: 10, history, maxCallSeconds: 300 });
    expect(e.minutes).toEqual({ low: 45, high: 50 });
  });

  it('spreads the first hour: all of the cost when dialing fits in it, a share otherwise', () => {
    const small = estimateCampaign({ ...base, callable: 2 });
    expect(firstHourCostCents(small)).toBe(small.costCents.high);
    const big = estimateCampaign({ ...base, callable: 1000 });
    expect(firstHourCostCents(big)).toBe(Math.ceil(big.costCents.high * (60 / big.slotMinutes.high)));
    expect(firstHourCostCents(big)).toBeLessThan(big.costCents.high);
  });
});
