import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billedMinutes, callCostCents, debitCents, dollars, fullHold, holdPlan, settledChargeCents } from './billing';

describe('billing', () => {
  it.each([
    [0, 0], [-5, 0], [1, 1], [59, 1], [60, 1], [61, 2], [95, 2], [120, 2], [121, 3], [3600, 60],
  ])('%i seconds bill %i started minutes', (seconds, minutes) => {
    expect(billedMinutes(seconds)).toBe(minutes);
  });

  it.each([
    [0, 10, 0], [1, 10, 10], [61, 10, 20], [61, 7, 14], [600, 25, 250],
  ])('%i seconds at %i cents a minute cost %i cents', (seconds, rate, cost) => {
    expect(callCostCents(seconds, rate)).toBe(cost);
  });

  it.each([
    // balance before, cost, debit
    [100, 30, 30], // covered
    [10, 30, 30], // runs the balance to -20: allowed, by at most this call
    [0, 30, 30],
    [-10, 30, 20], // already below zero: stops at minus the call's cost
    [-30, 30, 0],
    [-50, 30, 0],
    [100, 0, 0],
  ])('a balance of %i and a cost of %i debit %i', (before, cost, debit) => {
    expect(debitCents(before, cost)).toBe(debit);
    expect(before - debitCents(before, cost)).toBeGreaterThanOrEqual(Math.min(before, -cost));
  });

  it.each([[0, 0], [10, 0.1], [1234, 12.34], [-20, -0.2]])('%i cents are %d dollars', (c, d) => {
    expect(dollars(c)).toBe(d);
  });

  it.each([
    // available, rate, max call seconds → hold cents, max duration seconds (null: cannot hold one minute)
    [10_000, 10, 600, 100, 600], // the account's longest call
    [25, 10, 600, 20, 120], // two affordable minutes: the call is cut at 120 s
    [10, 10, 600, 10, 60], // exactly one minute
    [9, 10, 600, null, null], // not one minute
    [0, 10, 600, null, null],
    [-50, 10, 600, null, null],
    [10_000, 10, 90, 20, 90], // 90 s bills two started minutes
    [15, 10, 90, 10, 60],
    [0, 0, 600, 0, 600], // free calls hold nothing
  ])('%i cents available at %i a minute, calls of %i s at most: hold %s for %s s', (available, rate, max, cents, seconds) => {
    const plan = holdPlan(available, rate, max);
    if (cents === null) expect(plan).toBeNull();
    else expect(plan).toEqual({ holdCents: cents, maxDurationSeconds: seconds });
    // A call that lasts its whole maximum never costs more than it held.
    if (plan) expect(callCostCents(plan.maxDurationSeconds, rate)).toBeLessThanOrEqual(plan.holdCents);
  });

  it.each([[30, 100, 30], [130, 100, 100], [0, 100, 0], [-5, 100, 0]])('a cost of %i with %i held charges %i', (cost, hold, charge) => {
    expect(settledChargeCents(cost, hold)).toBe(charge);
  });
  it('fullHold: holdPlan answers the full plan exactly when the available money reaches requiredCents', () => {
    // The one-statement placement takes the full plan when this much is available, and leaves every other case to
    // holdPlan; the two must agree for every balance, rate and longest call.
    fc.assert(fc.property(
      fc.integer({ min: -1_000_000, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 14_400 }),
      (available, rate, max) => {
        const { plan, requiredCents } = fullHold(rate, max);
        const judged = holdPlan(available, rate, max);
        expect(available >= requiredCents).toBe(judged !== null && judged.holdCents === plan.holdCents && judged.maxDurationSeconds === plan.maxDurationSeconds);
        expect(holdPlan(requiredCents, rate, max)).toEqual(plan);
      },
    ), { numRuns: 2_000 });
  });
});
