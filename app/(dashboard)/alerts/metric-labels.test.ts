import { describe, expect, it } from 'vitest';
import { formatMetric, thresholdFromForm } from './metric-labels';

describe('alert values in the dashboard', () => {
  it.each([
    ['failed_call_rate', 20, 0.2],
    ['failed_call_rate', 12.5, 0.125],
    ['p95_latency_ms', 1200.4, 1200],
    ['spend_cents', 25.5, 2550],
    ['wallet_balance_cents', 0.07, 7],
  ] as const)('%s: the form\'s %s is the API\'s %s', (metric, shown, sent) => {
    expect(thresholdFromForm(metric, shown)).toBe(sent);
  });

  it('reads values as a percentage, milliseconds or money, and no value as a dash', () => {
    expect(formatMetric('failed_call_rate', 0.25)).toBe('25 %');
    expect(formatMetric('failed_call_rate', 1 / 3)).toBe('33.3 %');
    expect(formatMetric('p95_latency_ms', 1234.6)).toBe('1235 ms');
    expect(formatMetric('spend_cents', 2550)).toMatch(/25\.50/);
    expect(formatMetric('p95_latency_ms', null)).toBe('—');
  });
});
