import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import postgres from 'postgres';
import * as schema from './schema';
import { sealStoredSecrets } from './sealed-secrets';
import type { Database } from './types';

export const migrationsFolder = path.join(process.cwd(), 'drizzle');

/**
 * Applies the committed drizzle-kit migrations to an embedded database (PostgreSQL: migrateDatabaseUrl), then the
 * data step SQL cannot do: sealing stored secrets with the key from the environment.
 */
export async function applyEmbeddedMigrations(db: Database): Promise<void> {
  await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
  await sealStoredSecrets(db);
}

/** The lock every migrating process takes, so concurrent starters (servers, CLI, test workers) take turns. */
const MIGRATION_LOCK = 7201001;

/**
 * Applies the committed migrations to the PostgreSQL database at `url`, over one connection opened for it, then
 * seals stored secrets. The advisory lock belongs to that session, so `url` must reach PostgreSQL directly
 * (DATABASE_URL_UNPOOLED behind a transaction-mode pooler, which would hand the lock and the unlock to different
 * server sessions). Safe to run from several processes at once.
 */
export async function migrateDatabaseUrl(url: string): Promise<void> {
  const client = postgres(url, { max: 1, prepare: false, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK})`;
    try {
      await migratePostgres(drizzle(client), { migrationsFolder });
      await sealStoredSecrets(drizzle(client, { schema }) as unknown as Database);
    } finally {
      await client`select pg_advisory_unlock(${MIGRATION_LOCK})`;
    }
  } finally {
    await client.end({ timeout: 5 });
  }
}
