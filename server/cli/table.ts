/** A column of a table for people: its header and how a row shows in it (null and undefined show as "-"). */
export type Column<T> = [header: string, cell: (row: T) => unknown];

const show = (v: unknown): string => (v === null || v === undefined || v === '' ? '-' : Array.isArray(v) ? (v.length ? v.join(',') : '-') : String(v));

/**
 * Rows as an aligned table: a header line, then one line per row, columns two spaces apart and padded to their
 * widest cell (the last column is not padded, so no line ends in spaces). `empty` is printed when there are no rows.
 */
export function table<T>(rows: readonly T[], columns: Column<T>[], empty: string): string {
  if (!rows.length) return empty;
  const cells = [columns.map(([h]) => h), ...rows.map((r) => columns.map(([, cell]) => show(cell(r)).replace(/\s+/g, ' ')))];
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => line[i].length)));
  return cells.map((line) => line.map((c, i) => (i === line.length - 1 ? c : c.padEnd(widths[i]))).join('  ')).join('\n');
}
