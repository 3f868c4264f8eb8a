import path from 'node:path';
import { config, unpooledDatabaseUrl } from '../config';
import { tryLockDir } from '../db/dir-lock';
import { openDatabase, type DbHandle } from '../db/client';
import { runningServerSocket } from '../db/shared-socket';
import { embeddedDatabaseWarning, LOCAL_POSTGRES, postgresAnswers } from './database-warning';
import { runCli } from './run';
import { readPipedInput } from './stdin';

/**
 * Opens the database the way the server does. With the embedded database and a server running, it connects
 * to the server's private Unix socket, because only one process may open a PGlite folder.
 */
async function openForCli(migrate = true): Promise<DbHandle> {
  if (config.DATABASE_URL) return openDatabase({ url: config.DATABASE_URL, unpooledUrl: unpooledDatabaseUrl(), max: 1, migrate });
  const dir = path.resolve(config.PGLITE_DIR);
  // A server that holds the folder shares it on a private Unix socket; it may still be starting, so look again briefly.
  for (let waited = 0; ; waited += 200) {
    const running = runningServerSocket();
    if (running) return openDatabase({ url: 'postgres://postgres@localhost/postgres', socketPath: running.path, max: 1, migrate: false });
    if (tryLockDir(dir)) return openDatabase({ pgliteDir: config.PGLITE_DIR, migrate });
    if (waited >= 30_000) throw new Error(`The embedded database at ${dir} is in use by another process.`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The warning for a writing command when the embedded database is most likely the wrong one (see database-warning.ts). */
async function databaseWarning(): Promise<string | undefined> {
  if (config.DATABASE_URL) return undefined;
  return embeddedDatabaseWarning({
    databaseUrl: config.DATABASE_URL,
    nodeEnv: config.NODE_ENV,
    dataDir: config.PGLITE_DIR,
    localPostgres: await postgresAnswers(LOCAL_POSTGRES.host, LOCAL_POSTGRES.port),
    serverSharesIt: runningServerSocket() !== null,
  });
}

async function main() {
  let handle: DbHandle | undefined;
  const result = await runCli(
    process.argv.slice(2),
    async (opts) => {
      handle = await openForCli(opts?.migrate);
      return handle.db;
    },
    { databaseWarning, readStdin: () => readPipedInput(process.stdin) },
  );
  await handle?.close();
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.code;
}

main().catch((err) => {
  console.error(`error: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
