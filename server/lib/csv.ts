/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A cell a spreadsheet would read
 * as a formula (starting with =, +, -, @, tab or carriage return) gets a leading apostrophe first, so opening
 * an export never runs what a contact's data says (OWASP's advice on CSV injection).
 *
 * One kind of cell is left as it is: phone numbers written as `+1 415 555 0123` (a plus, digit groups parted
 * by single spaces or hyphens; several joined by "; "). Such a cell holds no name, reference or function, so the
 * most a spreadsheet can make of it is a number, and it opens as text, plus sign and all (checked with
 * LibreOffice Calc 7.4, formulas evaluated). An E.164 number without spaces (`+14155550123`) opens as the number
 * 14155550123, and an apostrophe shows in the cell: write numbers for spreadsheets with `phoneForSpreadsheet`.
 */
export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(s) && !SPACED_PHONES.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const FORMULA_START = /^[=+\-@\t\r]/;
/** Phone numbers as phoneForSpreadsheet writes them, one or several: nothing a formula can call or refer to. */
const SPACED_PHONES = /^\+\d{1,4}( \d[\d-]{0,11})+(; \+\d{1,4}( \d[\d-]{0,11})+)*$/;

/** The inverse of csvCell's escape, for files that come back in: `'+1415…` reads as `+1415…`. */
export function unescapeCsvCell(s: string): string {
  return s.startsWith("'") && FORMULA_START.test(s.slice(1)) ? s.slice(1) : s;
}

/** A CSV line of cells, ended with CRLF. */
export const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** A whole CSV document: a header line, then one line per row (LF-ended, for downloads made in the browser). */
export function csvTable<R>(columns: { header: string; value: (row: R) => unknown }[], rows: R[]): string {
  return [columns.map((c) => csvCell(c.header)).join(','), ...rows.map((r) => columns.map((c) => csvCell(c.value(r))).join(','))].join('\n') + '\n';
}
