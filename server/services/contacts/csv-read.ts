import { parse, type Options, type Parser } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';

/**
 * The delimiter of a file, read from its header line: spreadsheets in many locales save with semicolons,
 * some tools with tabs. Separators inside quotes do not count.
 */
export function detectDelimiter(text: string): ',' | ';' | '\t' {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (let i = 0; i < text.length && i < 64 * 1024; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch in counts) counts[ch as keyof typeof counts]++;
  }
  const best = (Object.keys(counts) as (keyof typeof counts)[]).sort((a, b) => counts[b] - counts[a])[0];
  return counts[best] > 0 ? best : ',';
}

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
