import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { sealStoredSecrets } from './sealed-secrets';
import type { Database } from './types';

export const migrationsFolder = path.join(process.cwd(), 'drizzle');

/**
 * Applies the committed drizzle-kit migrations, then the data step SQL cannot do (sealing stored secrets with
 * the key from the environment). Safe to run from several processes at once on PostgreSQL.
 */
export async function applyMigrations(db: Database, kind: 'postgres' | 'pglite'): Promise<void> {
  await applySqlMigrations(db, kind);
  await sealStoredSecrets(db);
}

async function applySqlMigrations(db: Database, kind: 'postgres' | 'pglite'): Promise<void> {
  if (kind === 'pglite') {
    await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // A fixed advisory lock serialises concurrent starters (server, CLI, test workers).
  await db.execute(sql`select pg_advisory_lock(7201001)`);
  try {
    await migratePostgres(db as unknown as PostgresJsDatabase, { migrationsFolder });
  } finally {
    await db.execute(sql`select pg_advisory_unlock(7201001)`);
  }
}
