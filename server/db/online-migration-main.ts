import postgres from 'postgres';
import { unpooledDatabaseUrl } from '../config';
import { runOnlineMigration } from './online-migration';

/**
 * `npm run db:online-migration -- <tag>` (e.g. 0012_list_indexes): the slow part of one migration on a large
 * live database, index builds CONCURRENTLY and batched backfills, before `npm run db:migrate` records it.
 * Over DATABASE_URL_UNPOOLED (else DATABASE_URL): CONCURRENTLY needs a session of its own.
 */
async function main() {
  const tag = process.argv[2];
  const url = unpooledDatabaseUrl();
  if (!tag || !url) {
    console.error('usage: DATABASE_URL=postgres://… npm run db:online-migration -- <migration tag, e.g. 0012_list_indexes>');
    process.exitCode = 1;
    return;
  }
  const client = postgres(url, { max: 1, prepare: false, onnotice: () => {} });
  try {
    await runOnlineMigration((text) => client.unsafe(text), tag, (line) => console.log(`db:online-migration: ${line}`));
  } finally {
    await client.end({ timeout: 5 });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
