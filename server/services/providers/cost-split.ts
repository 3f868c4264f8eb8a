import { costComponentNames, type CallCostComponent, type CostComponentName } from '../../db/schema';

/**
 * Splits a whole number of cents among named components in proportion to their exact amounts (largest remainder):
 * each component gets the floor of its exact share, and the cents left over go one each to the largest fractional
 * parts, ties to the earlier name in `costComponentNames`. The parts therefore always add up to `totalCents`, and no
 * part is more than a cent from its exact share, which rounding each part on its own cannot promise. Components come
 * out in `costComponentNames` order, one per name; with nothing to weigh by, every cent is `other`.
 */
export function splitCents(totalCents: number, weights: Partial<Record<CostComponentName, number>>): CallCostComponent[] {
  const named = costComponentNames.filter((n) => weights[n] !== undefined);
  const sum = named.reduce((s, n) => s + weights[n]!, 0);
  if (!named.length || sum <= 0) {
    if (totalCents > 0) return [{ name: 'other', cents: totalCents }];
    return named.map((name) => ({ name, cents: 0 }));
  }
  const shares = named.map((name, order) => {
    const exact = (totalCents * weights[name]!) / sum;
    return { name, order, cents: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = totalCents - shares.reduce((s, p) => s + p.cents, 0);
  for (const p of [...shares].sort((a, b) => b.remainder - a.remainder || a.order - b.order)) {
    if (left <= 0) break;
    p.cents += 1;
    left -= 1;
  }
  return shares.map(({ name, cents }) => ({ name, cents }));
}
