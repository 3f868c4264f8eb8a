import { sql } from 'drizzle-orm';
import { rowsOf } from './rows';
// The journal is bundled with the code (no file to trace into serverless or standalone output): it is the list
// of migrations this build expects.
import journal from '../../drizzle/meta/_journal.json';
import type { Database } from './types';

export interface JournalEntry {
  tag: string;
  /** drizzle-kit's timestamp, which drizzle records as `created_at` of an applied migration. */
  when: number;
}

export const expectedMigrations: JournalEntry[] = journal.entries.map((e) => ({ tag: e.tag, when: e.when }));

export interface MigrationState {
  /** Migrations recorded in the database. */
  applied: number;
  /** Migrations this build ships. */
  expected: number;
  /** Tags this build ships that the database has not applied (drizzle applies what is newer than its latest). */
  pending: string[];
  /** The database has a migration newer than this build knows: a newer release migrated it (fine mid-rollout). */
  ahead: boolean;
}

/**
 * Compares the migrations recorded by drizzle (`drizzle.__drizzle_migrations`) with this build's journal.
 * Plain statements, no session state: safe through a transaction-mode pooler.
 */
export async function readMigrationState(db: Database, journalEntries: JournalEntry[] = expectedMigrations): Promise<MigrationState> {
  const [{ present }] = rowsOf<{ present: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  );
  const appliedAt = present
    ? rowsOf<{ created_at: string | number | null }>(await db.execute(sql`select created_at from drizzle.__drizzle_migrations`))
        .map((r) => Number(r.created_at ?? 0))
    : [];
  return compareMigrations(appliedAt, journalEntries);
}

/** The pure half of readMigrationState, as drizzle decides: a shipped migration newer than the latest applied one is pending. */
export function compareMigrations(appliedAt: number[], journalEntries: JournalEntry[]): MigrationState {
  const latest = appliedAt.length ? Math.max(...appliedAt) : -Infinity;
  const newestShipped = journalEntries.length ? Math.max(...journalEntries.map((e) => e.when)) : -Infinity;
  return {
    applied: appliedAt.length,
    expected: journalEntries.length,
    pending: journalEntries.filter((e) => e.when > latest).map((e) => e.tag),
    ahead: latest > newestShipped,
  };
}
