/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a cell a spreadsheet would read as a formula
 * (starting with =, +, -, @, tab or carriage return) gets a leading apostrophe first.
 */
export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A whole CSV document: a header line, then one line per row, CRLF-free. */
export function csvTable<R>(columns: { header: string; value: (row: R) => unknown }[], rows: R[]): string {
  return [columns.map((c) => csvCell(c.header)).join(','), ...rows.map((r) => columns.map((c) => csvCell(c.value(r))).join(','))].join('\n') + '\n';
}
