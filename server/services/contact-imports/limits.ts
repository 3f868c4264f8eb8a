/** The largest CSV file an import takes. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
/** Columns a file may have: the header row is refused past it before it is parsed. */
export const MAX_IMPORT_COLUMNS = 500;
/**
 * Bytes a line (and a record) may hold. Checked on every line at upload and given to the parser, so no single
 * line makes the server read or hold more than this at once.
 */
export const MAX_LINE_BYTES = 128 * 1024;
/** The pieces a stored file is cut into (one statement each, on upload and in the job). */
export const FILE_PIECE_BYTES = 1024 * 1024;
/** Rows written per transaction; the import's cursor moves a chunk at a time. */
export const IMPORT_CHUNK_ROWS = 1000;
/** Bytes of rows written per transaction at most, whatever their number. */
export const IMPORT_CHUNK_BYTES = 1024 * 1024;
