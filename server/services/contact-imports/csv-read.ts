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

/** A record of the file and the row a spreadsheet shows it on (the header is row 1 unless blank lines come first). */
export interface FileRecord {
  cells: string[];
  row: number;
}

/**
 * Records of a file handed over in pieces (the header included), one by one: the parser takes a piece only as
 * records are read, so neither the whole file nor all its records are held at once.
 */
export async function* recordsOf(pieces: AsyncIterable<Uint8Array>, delimiter: string): AsyncGenerator<FileRecord> {
  const parser = parse({ ...csvOptions(delimiter), info: true });
  // pipeline, not pipe: a piece that cannot be read fails the parser (and so the reader) instead of hanging it.
  pipeline(Readable.from(pieces), parser, () => {});
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { records: number; empty_lines: number } }>) {
    // A spreadsheet opens a blank line as an empty row, and a quoted line break stays inside its cell.
    yield { cells: record, row: info.records + info.empty_lines };
  }
}
