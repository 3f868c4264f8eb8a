import { parse as parseSync } from 'csv-parse/sync';
import { AppError, findUnstorable } from '../../errors';
import { csvOptions } from './csv-read';
import { MAX_IMPORT_COLUMNS, MAX_LINE_BYTES } from './limits';
import { detectDelimiter } from './mapping';

const LF = 0x0a;
const CR = 0x0d;

const invalidCsv = (why: string) => new AppError('invalid_csv', `The body is not a CSV file with a header row: ${why}.`);

/**
 * The header row of a file (UTF-8 bytes) and its delimiter. Only the first MAX_LINE_BYTES after any blank lines
 * are looked at: the row's length and its number of columns are checked before it is parsed, so a hostile header
 * (a megabyte, a hundred thousand columns) is refused at the cost of a short scan. Names must be distinct.
 */
export function readHeaderRow(bytes: Buffer): { headers: string[]; delimiter: ',' | ';' | '\t' } {
  let start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (bytes[start] === LF || bytes[start] === CR) start++;
  if (start >= bytes.length) throw invalidCsv('the file is empty');

  const head = bytes.subarray(start, start + MAX_LINE_BYTES + 1);
  const lf = head.indexOf(LF);
  const cr = head.indexOf(CR);
  const end = lf < 0 ? cr : cr < 0 ? lf : Math.min(lf, cr);
  if (end < 0 && head.length > MAX_LINE_BYTES) throw invalidCsv(`the header row is longer than ${MAX_LINE_BYTES / 1024} KiB`);
  const firstLine = head.subarray(0, end < 0 ? head.length : end).toString('utf8');
  const delimiter = detectDelimiter(firstLine);
  // An upper bound on the first line's columns (a quoted separator counts too), without parsing it.
  const columns = countOf(firstLine, delimiter) + 1;
  if (columns > MAX_IMPORT_COLUMNS) throw tooManyColumns(columns);

  let first: string[] | undefined;
  try {
    // `to: 1` stops at the end of the header record; max_record_size bounds one that spans lines.
    [first] = parseSync(head, { ...csvOptions(delimiter), to: 1 }) as string[][];
  } catch {
    throw invalidCsv('its first line cannot be read as CSV');
  }
  const headers = (first ?? []).map((h) => h.trim());
  if (headers.length > MAX_IMPORT_COLUMNS) throw tooManyColumns(headers.length);
  if (headers.every((h) => h === '')) throw invalidCsv('the header row is empty');
  if (findUnstorable(headers)) throw invalidCsv('the header row holds characters that cannot be stored (NUL)');
  const seen = new Set<string>();
  for (const h of headers) {
    if (h !== '' && seen.has(h)) throw invalidCsv(`the column "${h}" appears twice`);
    seen.add(h);
  }
  return { headers, delimiter };
}

const tooManyColumns = (n: number) => invalidCsv(`the header row has ${n.toLocaleString('en')} columns, more than the ${MAX_IMPORT_COLUMNS} an import takes`);

function countOf(text: string, ch: string): number {
  let n = 0;
  for (let i = text.indexOf(ch); i >= 0; i = text.indexOf(ch, i + 1)) n++;
  return n;
}
