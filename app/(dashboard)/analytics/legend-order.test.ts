import { describe, expect, it } from 'vitest';
import { funnelSteps, inOrderOf } from './legend-order';

/** How recharts orders legend items with a function sorter: ascending by the key it answers (lodash sortBy). */
const sortLegend = <T extends { dataKey?: unknown }>(items: T[], sorter: (item: T) => number) =>
  [...items].sort((a, b) => sorter(a) - sorter(b));

describe('the legends keep their bars in order', () => {
  it('runs the campaign funnel calls, answered, successful, booked, whatever order the items come in', () => {
    const alphabetical = ['answered', 'booked', 'calls', 'successful'].map((dataKey) => ({ dataKey }));
    expect(sortLegend(alphabetical, inOrderOf(funnelSteps)).map((i) => i.dataKey)).toEqual(['calls', 'answered', 'successful', 'booked']);
  });

  it('puts a key it does not know last', () => {
    expect(sortLegend([{ dataKey: 'other' }, { dataKey: 'b' }, { dataKey: 'a' }], inOrderOf(['a', 'b'])).map((i) => i.dataKey)).toEqual(['a', 'b', 'other']);
  });
});
