import { fillPlaceholders, SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Sql } from 'postgres';
import type { Database } from './types';

type Fields = Record<string, SQLWrapper>;
const dialect = new PgDialect();
type Compiled = { text: string; params: unknown[] };

interface PostgresJsClient {
  unsafe(text: string, params: unknown[], opts: { prepare: boolean }): { values(): Promise<unknown[][]> };
}
interface PgliteClient {
  query(text: string, params: unknown[], opts: { rowMode: 'array' }): Promise<{ rows: unknown[][] }>;
}

/**
 * A separate postgres.js client for the hot reads of a database (see openDatabase). Kept on globalThis like
 * the handle itself: instrumentation and route bundles each load their own copy of this module.
 */
const HOT_CLIENTS = Symbol.for('switchboard.hotReadClients');
const hotClients = ((globalThis as Record<symbol, unknown>)[HOT_CLIENTS] ??= new WeakMap()) as WeakMap<Database, PostgresJsClient>;
export function registerHotReadClient(db: Database, client: Sql): void {
  hotClients.set(db, client as unknown as PostgresJsClient);
}

/**
 * A drizzle statement run straight on the driver, for the few on every request's path. drizzle still writes
 * the SQL (one definition, named placeholders), once per database; execution skips its per-call layers (query
 * building, cache and span wrappers, row mapping), which under Next.js' async context tracking cost more than the
 * query itself. Rows come back as objects keyed like `fields`; timestamps may be strings (postgres.js) or Dates
 * (PGlite). Reads run on the hot connections, where concurrent requests pipeline; a statement that may wait on a
 * lock takes `{ pool: 'main' }`, so that it never holds up the key lookups queued behind it.
 */
export function hotQuery<F extends Fields>(
  fields: F,
  build: (db: Database, fields: F) => SQL | { toSQL(): { sql: string; params: unknown[] } },
  opts: { pool?: 'hot' | 'main' } = {},
) {
  const keys = Object.keys(fields);
  const compiled = new WeakMap<Database, Compiled>();
  return async (db: Database, values: Record<string, unknown>): Promise<Record<keyof F, unknown>[]> => {
    let c = compiled.get(db);
    if (!c) {
      const built = build(db, fields);
      const q = built instanceof SQL ? dialect.sqlToQuery(built) : built.toSQL();
      c = { text: q.sql, params: q.params };
      compiled.set(db, c);
    }
    const params = fillPlaceholders(c.params, values);
    const main = (db as unknown as { $client: PostgresJsClient | PgliteClient }).$client;
    const client = opts.pool === 'main' ? main : (hotClients.get(db) ?? main);
    // `prepare: true` asks for a named statement where the connection allows one: postgres.js' connection
    // option (DATABASE_PREPARE, off behind a pooler) has the last word.
    const rows =
      'unsafe' in client
        ? await client.unsafe(c.text, params, { prepare: true }).values()
        : (await client.query(c.text, params, { rowMode: 'array' })).rows;
    return rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) out[keys[i]] = row[i];
      return out as Record<keyof F, unknown>;
    });
  };
}

/** A timestamp from either driver. */
export const asDate = (v: unknown): Date | null => (v == null ? null : v instanceof Date ? v : new Date(String(v)));
