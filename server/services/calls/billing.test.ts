import { describe, expect, it } from 'vitest';
import { billedMinutes, callCostCents, debitCents, dollars } from './billing';

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
});
