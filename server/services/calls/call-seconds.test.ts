import { describe, expect, it } from 'vitest';
import { MAX_RECORDED_CALL_SECONDS, recordedCallSeconds } from './call-seconds';

describe('recordedCallSeconds', () => {
  it.each([
    // seconds, the call's max duration, recorded
    [37.2, 600, 38],
    [600, 600, 600],
    [600.4, 600, 600],
    [126_230_400, 600, 600], // 2026 to 2030
    [126_230_400, null, MAX_RECORDED_CALL_SECONDS],
    [90_000, null, 86_400],
    [0, 600, 0],
    [-5, 600, 0],
    [-Infinity, 600, null],
    [Infinity, 600, null],
    [Number.NaN, 600, null],
    [30, 0, 0],
    [30, Number.NaN, 30],
  ] as const)('%s s, max %s → %s', (seconds, max, expected) => {
    expect(recordedCallSeconds(seconds, max)).toBe(expected);
  });
});
