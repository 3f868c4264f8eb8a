import fs from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from './migrate';

/** Runs one SQL statement on its own (no transaction around it) and answers its rows. */
export type RunStatement = (text: string) => Promise<Record<string, unknown>[]>;

const BATCH = 10_000;
const BATCH_MARK = /\/\*\s*online:batch\s+(\w+)\s+(\w+)\.(\w+)\s*\*\//;
const CREATE_INDEX = /^CREATE\s+(UNIQUE\s+)?INDEX\s+IF\s+NOT\s+EXISTS\s+"?(\w+)"?/i;
const DROP_INDEX = /^DROP\s+INDEX\s+IF\s+EXISTS\s/i;

/**
 * Applies a committed migration to a large live database without holding write locks for minutes, ahead of
 * `db:migrate` (whose migrator wraps each migration in one transaction, where CREATE INDEX CONCURRENTLY cannot
 * run). Each statement runs on its own: CREATE/DROP INDEX become CONCURRENTLY (an invalid index left by an
 * interrupted build is dropped and built again), and an UPDATE marked `/* online:batch <table> <alias>.<id> *\/`
 * runs in batches of 10,000 ids, each its own short transaction. The migration's statements must be idempotent
 * (IF [NOT] EXISTS, OR REPLACE, updates that skip rows already right), so that `db:migrate` afterwards finds the
 * work done and only records it; a failed run can simply be started again.
 */
export async function runOnlineMigration(run: RunStatement, tag: string, log: (line: string) => void = () => {}): Promise<void> {
  const file = path.join(migrationsFolder, `${tag}.sql`);
  if (!fs.existsSync(file)) throw new Error(`no migration ${tag} in ${migrationsFolder}`);
  // Waiting long for a lock (behind a long transaction) would queue every writer behind this session.
  await run(`set lock_timeout = '10s'`);
  for (const statement of statementsOf(fs.readFileSync(file, 'utf8'))) {
    const started = Date.now();
    const index = CREATE_INDEX.exec(statement);
    const batch = BATCH_MARK.exec(statement);
    if (index) {
      const [state] = await run(`select i.indisvalid as valid from pg_class c join pg_index i on i.indexrelid = c.oid where c.relname = '${index[2]}'`);
      if (state && !state.valid) await run(`drop index concurrently if exists "${index[2]}"`);
      await run(statement.replace(/INDEX\s+IF\s+NOT\s+EXISTS/i, 'INDEX CONCURRENTLY IF NOT EXISTS'));
    } else if (DROP_INDEX.test(statement)) {
      await run(statement.replace(/^DROP\s+INDEX\s+IF\s+EXISTS/i, 'DROP INDEX CONCURRENTLY IF EXISTS'));
    } else if (batch) {
      const [, table, alias, column] = batch;
      const [bounds] = await run(`select min(${column})::bigint as lo, max(${column})::bigint as hi from ${table}`);
      for (let lo = Number(bounds?.lo ?? 1) - 1, hi = Number(bounds?.hi ?? 0); lo < hi; lo += BATCH) {
        await run(`${statement} and ${alias}.${column} > ${lo} and ${alias}.${column} <= ${lo + BATCH}`);
      }
    } else {
      await run(statement);
    }
    log(`${Date.now() - started} ms  ${statement.replace(/\s+/g, ' ').slice(0, 110)}`);
  }
}

/** The statements of a drizzle-kit migration file, without their trailing semicolons or leading comments. */
export function statementsOf(text: string): string[] {
  return text
    .split('--> statement-breakpoint')
    .map((s) => s.trim().replace(/^(--[^\n]*\n\s*)+/, '').trim().replace(/;\s*$/, ''))
    .filter(Boolean);
}
