import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { contactImportChunks } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { FILE_PIECE_BYTES } from './limits';

/** What the parser is handed at a time: small enough that parsing one is a short task. */
const PARSE_BYTES = 64 * 1024;

/*
 * Pieces travel as hex text that PostgreSQL decodes and encodes itself: Node's hex conversion is native, where
 * the embedded database's own bytea conversion goes byte by byte in JavaScript (about 20 times slower, and it
 * runs on the server's thread).
 */

/** Stores an import's file in pieces, one insert each: no statement carries more than a piece. */
export async function storeImportFile(tx: DbOrTx, importId: number, bytes: Buffer): Promise<void> {
  for (let seq = 0, at = 0; at < bytes.length || seq === 0; seq++, at += FILE_PIECE_BYTES) {
    const hex = bytes.subarray(at, at + FILE_PIECE_BYTES).toString('hex');
    await tx.insert(contactImportChunks).values({ importId, seq, bytes: sql`decode(${hex}, 'hex')` });
    await nextTurn();
  }
}

/**
 * An import's file, read one stored piece at a time and handed on in small slices with a turn of the event loop
 * between them, so parsing a large file never holds the process for long.
 */
export async function* importFilePieces(db: DbOrTx, importId: number): AsyncGenerator<Uint8Array> {
  for (let seq = -1; ;) {
    const [piece] = await db
      .select({ seq: contactImportChunks.seq, hex: sql<string>`encode(${contactImportChunks.bytes}, 'hex')` })
      .from(contactImportChunks)
      .where(and(eq(contactImportChunks.importId, importId), gt(contactImportChunks.seq, seq)))
      .orderBy(asc(contactImportChunks.seq))
      .limit(1);
    if (!piece) return;
    seq = piece.seq;
    const bytes = Buffer.from(piece.hex, 'hex');
    for (let at = 0; at < bytes.length; at += PARSE_BYTES) {
      yield bytes.subarray(at, at + PARSE_BYTES);
      await nextTurn();
    }
  }
}

/** An ended import keeps its counts and errors, not its file. */
export async function deleteImportFile(tx: DbOrTx, importId: number): Promise<void> {
  await tx.delete(contactImportChunks).where(eq(contactImportChunks.importId, importId));
}
