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

/** What openDatabase opens beside a database's main pool (see there). */
export interface SideConnections {
  /** The hot reads' client, and a drizzle handle over it for reads that want drizzle's row mapping. */
  hot: Sql;
  hotDb: Database;
  /** The write lanes: one connection each, on which an account's lock-taking statements queue in turn. */
  lanes: Sql[];
}

/**
 * The side connections of each database. Kept on globalThis like the handle itself: instrumentation and route
 * bundles each load their own copy of this module.
 */
const SIDE_CONNECTIONS = Symbol.for('switchboard.sideConnections');
const sideConnections = ((globalThis as Record<symbol, unknown>)[SIDE_CONNECTIONS] ??= new WeakMap()) as WeakMap<Database, SideConnections>;
export function registerSideConnections(db: Database, side: SideConnections): void {
  sideConnections.set(db, side);
}

/**
 * `db`'s handle over the hot connections, where concurrent requests' short reads pipeline into one socket write
 * and read; `db` itself where it has none (the embedded database, the CLI's socket).
 */
export const hotDatabase = (db: Database): Database => sideConnections.get(db)?.hotDb ?? db;

/**
 * A drizzle statement run straight on the driver, for the few on every request's path. drizzle still writes
 * the SQL (one definition, named placeholders), once per database; execution skips its per-call layers (query
 * building, cache and span wrappers, row mapping), which under Next.js' async context tracking cost more than the
 * query itself. Rows come back as objects keyed like `fields`; timestamps may be strings (postgres.js) or Dates
 * (PGlite). Reads run on the hot connections, where concurrent requests pipeline; a statement that may wait on a
 * lock never runs there, where it would hold up the key lookups queued behind it: it takes `{ pool: 'main' }`, or
 * `{ pool: 'lane' }` with the account's id when it waits on that account's lock. An account's statements queue
 * on its lane instead of on the lock, and share its socket writes; other accounts' go to other lanes.
 */
export function hotQuery<F extends Fields>(
  fields: F,
  build: (db: Database, fields: F) => SQL | { toSQL(): { sql: string; params: unknown[] } },
  opts: { pool?: 'hot' | 'main' | 'lane' } = {},
) {
  const keys = Object.keys(fields);
  const compiled = new WeakMap<Database, Compiled>();
  return async (db: Database, values: Record<string, unknown>, laneKey = 0): Promise<Record<keyof F, unknown>[]> => {
    let c = compiled.get(db);
    if (!c) {
      const built = build(db, fields);
      const q = built instanceof SQL ? dialect.sqlToQuery(built) : built.toSQL();
      c = { text: q.sql, params: q.params };
      compiled.set(db, c);
    }
    const params = fillPlaceholders(c.params, values);
    const main = (db as unknown as { $client: PostgresJsClient | PgliteClient }).$client;
    const side = sideConnections.get(db);
    const client = ((!side || opts.pool === 'main') ? main
      : opts.pool === 'lane' ? side.lanes[laneKey % side.lanes.length] ?? main : side.hot) as PostgresJsClient | PgliteClient;
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
