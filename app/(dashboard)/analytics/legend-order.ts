/** The steps of the campaign funnel, widest first: the order of its bars and of its legend. */
export const funnelSteps = ['calls', 'answered', 'successful', 'booked'] as const;

/**
 * A legend sorter (recharts' `itemSorter`, which takes a key per item) that keeps the bars' own order. recharts
 * sorts a legend alphabetically by default, which ran the funnel "answered, booked, calls, successful". A key it
 * does not know goes last.
 */
export function inOrderOf(keys: readonly string[]): (item: { dataKey?: unknown }) => number {
  return (item) => {
    const i = keys.indexOf(String(item.dataKey));
    return i === -1 ? keys.length : i;
  };
}
