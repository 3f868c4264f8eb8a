import { parse, type Options, type Parser } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';

export { detectDelimiter } from './mapping';

/** How every CSV of the import is read: BOM dropped, ragged rows and stray quotes tolerated, blank lines skipped. */
export const csvOptions = (delimiter: string): Options => ({
  bom: true,
  delimiter,
  relax_column_count: true,
  relax_quotes: true,
  skip_empty_lines: true,
});

/** The header row, or null when the text has none. Throws the parser's error for text it cannot read. */
export function readHeader(text: string, delimiter: string): string[] | null {
  const [first] = parseSync(text, { ...csvOptions(delimiter), to_line: 1 }) as string[][];
  return first?.length ? first.map((h) => h.trim()) : null;
}

/** Records of the text one by one (the header included), without holding them all. */
export function recordsOf(text: string, delimiter: string): Parser {
  return parse(text, csvOptions(delimiter));
}
