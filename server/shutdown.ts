import { logger } from './logger';

/**
 * Graceful shutdown of a server process. On SIGTERM (or SIGINT):
 * 1. Next.js' own handler stops accepting connections, lets the requests in flight finish, then calls
 *    process.exit. That exit is held until the steps below are done.
 * 2. Background work stops claiming, and the pass under way finishes (attempts already sent are recorded),
 *    or, past the timeout, gives back what it claimed so another process retries it at once.
 * 3. The database is closed (an embedded one then needs no recovery at the next start), and the process exits.
 * When no other handler is there to exit (a process without Next.js), this one exits itself, with 0.
 */
export interface ShutdownOptions {
  /** Stops background work and settles when nothing is left running (see stopBackgroundWork). */
  stopWork(): Promise<void>;
  closeDb(): Promise<void>;
  /** Past this (beyond stopWork's own timeout), the process exits whatever is still running. */
  deadlineMs: number;
}

export function installGracefulShutdown(opts: ShutdownOptions): void {
  const realExit = process.exit.bind(process);
  let started = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    logger.info('shutting down', { signal });
    const work = opts.stopWork().catch((err) => logger.error('stopping background work failed', { err }));
    let finishing: Promise<void> | undefined;
    const finish = (code: number) =>
      (finishing ??= (async () => {
        await work;
        await opts.closeDb().catch((err) => logger.error('closing the database failed', { err }));
        logger.info('shut down', { code });
        realExit(code);
      })());
    setTimeout(() => {
      logger.error('shutdown deadline passed; exiting', { deadline_ms: opts.deadlineMs });
      realExit(1);
    }, opts.deadlineMs).unref();
    // Another listener of this signal (Next.js') drains the HTTP server and then exits: wait for its exit.
    if (process.listenerCount(signal) > 1) {
      process.exit = ((code?: number | string | null) => {
        void finish(typeof code === 'number' ? code : 0);
      }) as typeof process.exit;
    } else {
      void finish(0);
    }
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
