import { describe, expect, it } from 'vitest';
import { costComponentNames, type CostComponentName } from '../../db/schema';
import { latencyOfTurns, percentile } from '../providers/call-latency';
import { splitCents } from '../providers/cost-split';

describe('splitCents (largest remainder)', () => {
  it.each([
    // 27 cents over Vapi-like weights: rounding each part alone would give 26.
    [27, { telephony: 0.0213, transcriber: 0.0214, model: 0.0436, voice: 0.0729, platform: 0.105, other: 0.0011 },
      { telephony: 2, transcriber: 2, model: 5, voice: 7, platform: 11, other: 0 }],
    // Three equal thirds of 10: the leftover cent goes to the first name.
    [10, { model: 1, voice: 1, platform: 1 }, { model: 4, voice: 3, platform: 3 }],
    [0, { telephony: 0.001, model: 0.002 }, { telephony: 0, model: 0 }],
    // Nothing to weigh by: every cent is other.
    [5, {}, { other: 5 }],
    [5, { model: 0 }, { other: 5 }],
    [0, {}, {}],
  ] as [number, Partial<Record<CostComponentName, number>>, Record<string, number>][])('%i cents over %o', (total, weights, expected) => {
    const parts = splitCents(total, weights);
    expect(Object.fromEntries(parts.map((p) => [p.name, p.cents]))).toEqual(expected);
    expect(parts.reduce((s, p) => s + p.cents, 0)).toBe(total);
  });

  it('always adds up, in the fixed order, each part within a cent of its exact share', () => {
    let seed = 42;
    const rand = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    for (let i = 0; i < 2_000; i++) {
      const weights: Partial<Record<CostComponentName, number>> = {};
      for (const n of costComponentNames) if (rand() < 0.7) weights[n] = Math.round(rand() * 1e6) / 1e4;
      const total = Math.floor(rand() * 100_000);
      const parts = splitCents(total, weights);
      expect(parts.reduce((s, p) => s + p.cents, 0)).toBe(total);
      const sum = Object.values(weights).reduce((s, w) => s + w, 0);
      if (sum > 0) {
        expect(parts.map((p) => p.name)).toEqual(costComponentNames.filter((n) => weights[n] !== undefined));
        for (const p of parts) expect(Math.abs(p.cents - (total * weights[p.name]!) / sum)).toBeLessThan(1);
      }
    }
  });
});

describe('latency percentiles (nearest rank)', () => {
  it.each([
    [[], 50, null],
    [[700], 95, 700],
    [[900, 700], 50, 700],
    [[900, 700], 95, 900],
    [[800, 950, 1200, 2100], 50, 950],
    [[800, 950, 1200, 2100], 95, 2100],
    [Array.from({ length: 100 }, (_, i) => i + 1), 95, 95],
    [Array.from({ length: 20 }, (_, i) => i + 1), 95, 19],
  ])('%j at p%i is %s', (values, p, expected) => {
    expect(percentile(values, p)).toBe(expected);
  });

  it('counts every turn, measures each stage over the turns that have it, rounds to whole ms', () => {
    expect(latencyOfTurns([
      { total: 950.4, model: 400, voice: null, transcriber: 100 },
      { total: null, model: 600.6, voice: null, transcriber: 120 },
      { total: 1200, model: 300, voice: null, transcriber: null },
    ])).toEqual({ turns: 3, p50_ms: 950, p95_ms: 1200, model_p50_ms: 400, voice_p50_ms: null, transcriber_p50_ms: 100 });
    expect(latencyOfTurns([])).toEqual({ turns: 0, p50_ms: null, p95_ms: null, model_p50_ms: null, voice_p50_ms: null, transcriber_p50_ms: null });
  });
});
