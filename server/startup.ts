import { config, inngestEnabled } from './config';
import { getDbHandle } from './db/client';
import { shareEmbeddedDatabase } from './db/shared-socket';
import { startEmbeddedWorker, stopEmbeddedWorker } from './jobs/worker';
import { logger } from './logger';

/**
 * Runs once when the Node.js server starts (instrumentation.ts): opens and migrates the database, shares an
 * embedded one with the CLI, and starts the embedded worker unless Inngest drives background work.
 */
export async function startServer(): Promise<void> {
  const handle = await getDbHandle();
  logger.info('database ready', { kind: handle.kind });
  if (config.NODE_ENV === 'production' && !config.ENCRYPTION_KEY) {
    logger.warn('ENCRYPTION_KEY is not set: secrets at rest are sealed with a key derived from AUTH_SECRET; set ENCRYPTION_KEY, the same on every process');
  }
  if (handle.pglite) await shareEmbeddedDatabase(handle.pglite);
  if (!config.DISABLE_WORKER && !inngestEnabled()) startEmbeddedWorker();
  if (!config.DISABLE_WORKER && inngestEnabled()) (await import('./jobs/inngest/relay')).startInngestRelay();
  if (handle.pglite) closeOnExit(handle.close);
}

/** An embedded database closed cleanly needs no crash recovery at the next start. */
function closeOnExit(close: () => Promise<void>) {
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      stopEmbeddedWorker()
        .then(close)
        .finally(() => process.exit(0));
    });
  }
}
