import { unpooledDatabaseUrl } from '../config';
import { openDatabase } from './client';
import { migrateDatabaseUrl } from './migrate';
import { readMigrationState } from './migration-state';

/**
 * `npm run db:migrate`: applies the committed migrations to PostgreSQL over DATABASE_URL_UNPOOLED (else
 * DATABASE_URL), as a release step before the new build serves (on Vercel, the build command). Safe to run
 * from several places at once; a database already current is left as it is.
 */
async function main() {
  const url = unpooledDatabaseUrl();
  if (!url) {
    console.error('db:migrate: DATABASE_URL is not set (the embedded database is migrated when the server starts).');
    process.exitCode = 1;
    return;
  }
  const target = new URL(url);
  const where = `${target.hostname}${target.port ? `:${target.port}` : ''}${target.pathname}`;
  const before = Date.now();
  await migrateDatabaseUrl(url);
  const check = await openDatabase({ url, migrate: false, max: 1 });
  try {
    const state = await readMigrationState(check.db);
    console.log(`db:migrate: ${where} has ${state.applied} migrations, ${state.pending.length} pending (${Date.now() - before} ms)`);
    if (state.pending.length) process.exitCode = 1;
  } finally {
    await check.close();
  }
}

main().catch((err) => {
  console.error(`db:migrate: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
