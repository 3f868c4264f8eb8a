import { config } from '../config';
import { openDatabase, type DbHandle } from '../db/client';
import { runningServerSocket } from '../db/shared-socket';
import { runCli } from './run';

/**
 * Opens the database the way the server does. With the embedded database and a server running, it connects
 * to the server's loopback socket, because only one process may open a PGlite folder.
 */
async function openForCli(): Promise<DbHandle> {
  if (config.DATABASE_URL) return openDatabase({ url: config.DATABASE_URL, max: 1 });
  const running = runningServerSocket();
  if (running) return openDatabase({ url: `postgres://postgres@127.0.0.1:${running.port}/postgres`, max: 1, migrate: false });
  return openDatabase({ pgliteDir: config.PGLITE_DIR });
}

async function main() {
  let handle: DbHandle | undefined;
  const result = await runCli(process.argv.slice(2), async () => {
    handle = await openForCli();
    return handle.db;
  });
  await handle?.close();
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.code;
}

main().catch((err) => {
  console.error(`error: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
