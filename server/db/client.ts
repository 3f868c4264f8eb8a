import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-extensions';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { config, onVercel, unpooledDatabaseUrl } from '../config';
import { tryLockDir, unlockDir } from './dir-lock';
import { registerSideConnections } from './hot-query';
import { preparingClient } from './prepared-client';
import { privateDir } from './private-dir';
import { applyEmbeddedMigrations, migrateDatabaseUrl } from './migrate';
import * as schema from './schema';
import type { Database } from './types';

export type DbKind = 'postgres' | 'pglite';

export interface DbHandle {
  db: Database;
  kind: DbKind;
  /** Set when the database is an embedded PGlite owned by this process. */
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** A postgres:// URL; when absent, an embedded PGlite is used. */
  url?: string;
  /** PGlite data folder; `memory://` or undefined with `pglite` given for in-memory. */
  pgliteDir?: string;
  /** An existing PGlite instance (tests load one from a migrated snapshot). */
  pglite?: PGlite;
  migrate?: boolean;
  /** A direct URL of the same database for migrations (they need a session of their own); default `url`. */
  unpooledUrl?: string;
  /** Named prepared statements (default DATABASE_PREPARE); never behind a transaction-mode pooler. */
  prepare?: boolean;
  /** postgres.js pool size. */
  max?: number;
  /** A Unix socket to connect through instead of the URL's host (the server's shared embedded database). */
  socketPath?: string;
  /** Seconds a connection may take to open (default DATABASE_CONNECT_TIMEOUT_SECONDS). */
  connectTimeoutSeconds?: number;
  /** statement_timeout of the connections in ms, 0 for none (default DATABASE_STATEMENT_TIMEOUT_MS when direct). */
  statementTimeoutMs?: number;
}

/**
 * Whether the app's connections reach PostgreSQL itself, which takes a statement_timeout as a connection
 * parameter, rather than a transaction-mode pooler, which refuses the connection that sends one: with prepared
 * statements on, or without an unpooled URL of its own beside DATABASE_URL.
 */
function directConnection(prepare: boolean): boolean {
  return prepare || !config.DATABASE_URL_UNPOOLED || config.DATABASE_URL_UNPOOLED === config.DATABASE_URL;
}

export async function openDatabase(opts: OpenOptions): Promise<DbHandle> {
  let handle: DbHandle;
  if (opts.url) {
    // Behind a transaction-mode pooler consecutive statements may run on different server sessions, so a
    // statement prepared on one is unknown (or, by name, another) on the next: prepare only when direct.
    const prepare = opts.prepare ?? config.DATABASE_PREPARE;
    if (opts.migrate !== false) await migrateDatabaseUrl(opts.unpooledUrl ?? opts.url);
    const path = opts.socketPath ? { path: opts.socketPath } : {};
    // A stuck statement frees its connection; not over the embedded database's socket, which serves one session.
    const statementTimeout = opts.statementTimeoutMs ?? (directConnection(prepare) && !opts.socketPath ? config.DATABASE_STATEMENT_TIMEOUT_MS : 0);
    const connection = {
      // Named statements are planned for each execution's values, as unnamed ones are (see preparingClient).
      ...(prepare ? { plan_cache_mode: 'force_custom_plan' } : {}),
      ...(statementTimeout > 0 ? { statement_timeout: statementTimeout } : {}),
    };
    // Bounded connects: while the database is away a request fails within seconds (503) instead of waiting 30 s.
    const bounded = { connect_timeout: opts.connectTimeoutSeconds ?? config.DATABASE_CONNECT_TIMEOUT_SECONDS, onnotice: () => {}, ...path };
    const custom = Object.keys(connection).length > 0 ? { connection } : {};
    const timeoutOnly = statementTimeout > 0 ? { connection: { statement_timeout: statementTimeout } } : {};
    const client = postgres(opts.url, { max: opts.max ?? config.DATABASE_POOL_MAX, prepare, ...bounded, ...custom });
    // The reads on every request's path (key lookup, agents list) have their own connection: they are short
    // indexed reads, so concurrent requests' queries pipeline into one socket write and one read, which costs
    // this process far less CPU than spreading them over the pool (measured by `npm run bench -- agents`).
    // Transactions and longer queries stay on the main pool and never delay them.
    // Not over the embedded database's socket (the CLI beside a running server): it serves one session, which a
    // second connection's statements would interleave with.
    // The placement of a call waits on its account's lock, so it cannot join them: it has write lanes of its own
    // (DATABASE_WRITE_LANES), one connection each, and an account always uses the same one. Its placements queue
    // there instead of on the lock (where they would wait anyway), and concurrent ones share a socket write; a
    // placement that waits long holds up only the accounts of its lane.
    // postgres.js opens connections on first use, so lanes and hot connections cost nothing until used.
    const side = opts.socketPath ? null : (() => {
      const hot = postgres(opts.url, { max: config.DATABASE_HOT_CONNECTIONS, prepare, ...bounded, ...timeoutOnly });
      const lanes = Array.from({ length: config.DATABASE_WRITE_LANES }, () =>
        postgres(opts.url!, { max: 1, prepare, ...bounded, ...custom }));
      return { hot, hotDb: drizzlePostgres(preparingClient(hot), { schema }) as unknown as Database, lanes };
    })();
    const db = drizzlePostgres(preparingClient(client), { schema }) as unknown as Database;
    if (side) registerSideConnections(db, side);
    handle = {
      db,
      kind: 'postgres',
      close: async () => {
        await Promise.all([client, side?.hot, ...(side?.lanes ?? [])].map((c) => c?.end({ timeout: 5 })));
      },
    };
  } else {
    let pg = opts.pglite;
    let lockedDir: string | undefined;
    if (!pg) {
      const dir = opts.pgliteDir ?? config.PGLITE_DIR;
      if (!dir.startsWith('memory://')) {
        lockedDir = path.resolve(dir);
        embeddedDataDir(lockedDir);
        await waitForLock(lockedDir);
      }
      pg = new PGlite(dir, { extensions: pgliteExtensions });
    }
    const owned = pg;
    handle = {
      db: drizzlePglite(owned, { schema }) as unknown as Database,
      kind: 'pglite',
      pglite: owned,
      close: async () => {
        await owned.close();
        if (lockedDir) unlockDir(lockedDir);
      },
    };
  }
  if (handle.kind === 'pglite' && opts.migrate !== false) await applyEmbeddedMigrations(handle.db);
  return handle;
}

/**
 * The embedded database's folder, private to this user (PGlite writes its files 0666). Its parent (`.data` by
 * default), which also holds the lock, the CLI's socket folder and a generated session secret, is made 0700 when
 * this creates it, and taken back to 0700 when it is the default's `.data`; a parent the operator chose (say
 * /var/lib) keeps its own mode, which the private data folder inside it does not depend on.
 */
function embeddedDataDir(dir: string): void {
  const parent = path.dirname(dir);
  fs.mkdirSync(parent, { recursive: true, mode: 0o700 });
  if (path.basename(parent) === '.data') privateDir(parent);
  privateDir(dir);
}

/** Waits (up to 30 s) for another process, such as a CLI run, to release the embedded database. */
async function waitForLock(dir: string): Promise<void> {
  for (let waited = 0; !tryLockDir(dir); waited += 100) {
    if (waited >= 30_000) throw new Error(`The embedded database at ${dir} is in use by another process.`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

// One handle per process, kept on globalThis so that Next.js bundles, hot reloads and instrumentation
// all share it (PGlite allows a single opener of its folder).
const slot = Symbol.for('switchboard.db');
type Slot = { handle?: Promise<DbHandle>; opener?: () => Promise<DbHandle> };
const g = globalThis as unknown as Record<symbol, Slot>;
g[slot] ??= {};

/**
 * The process's database, opened on first use (never at import, so builds stay offline) and migrated, except
 * on Vercel, where migrations are a build step (`npm run db:migrate`), never a function's cold start.
 */
export function getDbHandle(): Promise<DbHandle> {
  g[slot].handle ??= (g[slot].opener ?? openProcessDatabase)().catch((err) => {
    g[slot].handle = undefined;
    throw err;
  });
  return g[slot].handle;
}

async function openProcessDatabase(): Promise<DbHandle> {
  if (onVercel() && !config.DATABASE_URL) {
    // A serverless function has no lasting disk and many instances: the embedded database cannot work there.
    throw new Error(
      'DATABASE_URL is not set. The embedded database (PGlite) cannot run on Vercel: set DATABASE_URL to a ' +
        'PostgreSQL URL (pooled) and DATABASE_URL_UNPOOLED to its direct URL in the project settings.',
    );
  }
  return openDatabase({ url: config.DATABASE_URL, unpooledUrl: unpooledDatabaseUrl(), migrate: !onVercel() });
}

export async function getDb(): Promise<Database> {
  return (await getDbHandle()).db;
}

/** Replaces the process's database (tests, the CLI); undefined also forgets an opener set by openDbOnFirstUse. */
export function setDbHandle(handle: DbHandle | undefined): void {
  g[slot].handle = handle ? Promise.resolve(handle) : undefined;
  g[slot].opener = undefined;
}

/**
 * Has `open` make the process's database when it is first asked for, instead of the configuration. Tests use it
 * so that a file that never touches the database never pays for a copy of one.
 */
export function openDbOnFirstUse(open: () => Promise<DbHandle>): void {
  g[slot].handle = undefined;
  g[slot].opener = open;
}
