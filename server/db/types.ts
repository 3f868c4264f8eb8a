import { is, type ExtractTablesWithRelations } from 'drizzle-orm';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;
/** The same query API on postgres.js and on PGlite. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Services accept either, so a caller can compose several writes in one transaction. */
export type DbOrTx = Database | Tx;

/**
 * Whether `db` is a transaction. drizzle's `is` compares entity kinds, so it also knows a transaction made by
 * another bundled copy of drizzle (Next.js may load more than one), which `instanceof` would not.
 */
export const isTransaction = (db: DbOrTx): boolean => is(db, PgTransaction);
