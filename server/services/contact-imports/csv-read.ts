import { pipeline, Readable } from 'node:stream';
import { parse, type Options } from 'csv-parse';
import { MAX_LINE_BYTES } from './limits';

/**
 * How every CSV of the import is read: BOM dropped, ragged rows and stray quotes tolerated, blank lines skipped,
 * and no record longer than MAX_LINE_BYTES (the parser stops there instead of reading on to the end of the file).
 */
export const csvOptions = (delimiter: string): Options => ({
  bom: true,
  delimiter,
  max_record_size: MAX_LINE_BYTES,
  relax_column_count: true,
  relax_quotes: true,
  skip_empty_lines: true,
});

/**
 * Records of a file handed over in pieces (the header included), one by one: the parser takes a piece only as
 * records are read, so neither the whole file nor all its records are held at once.
 */
export function recordsOf(pieces: AsyncIterable<Uint8Array>, delimiter: string): AsyncIterable<string[]> {
  const parser = parse(csvOptions(delimiter));
  // pipeline, not pipe: a piece that cannot be read fails the parser (and so the reader) instead of hanging it.
  pipeline(Readable.from(pieces), parser, () => {});
  return parser;
}
