import { config, inngestEnabled } from './config';
import { getDbHandle } from './db/client';
import { shareEmbeddedDatabase } from './db/shared-socket';
import { startEmbeddedWorker } from './jobs/worker';
import { logger } from './logger';

/**
 * Runs once when the Node.js server starts (instrumentation.ts): opens and migrates the database, shares an
 * embedded one with the CLI, and starts the embedded worker unless Inngest drives background work.
 */
export async function startServer(): Promise<void> {
  const handle = await getDbHandle();
  logger.info('database ready', { kind: handle.kind });
  if (handle.pglite) await shareEmbeddedDatabase(handle.pglite);
  if (!config.DISABLE_WORKER && !inngestEnabled()) startEmbeddedWorker();
}
