import { config, inngestDevMode, inngestEnabled, inngestServeOrigin, onVercel, type Config } from './config';
import { getDbHandle } from './db/client';
import { shareEmbeddedDatabase } from './db/shared-socket';
import { wakeInngestForDeliveries } from './jobs/inngest/events';
import { drainEmbeddedWorker, startEmbeddedWorker } from './jobs/worker';
import { logger } from './logger';
import { installGracefulShutdown, releasePassClaims } from './shutdown';

/**
 * Runs once when the Node.js server starts (instrumentation.ts): opens and migrates the database, shares an
 * embedded one with the CLI, starts the embedded worker unless Inngest drives background work (then registers
 * Inngest as the runner the outbox wakes), and shuts all of it down gracefully on SIGTERM.
 *
 * On Vercel there is no long-lived process: no worker or relay loop runs in a function (Inngest's
 * `outbox-relay` cron relays every minute), and migrations are a build step.
 */
export async function startServer(): Promise<void> {
  const refused = startupRefusal(config);
  if (refused) throw new StartupRefused(refused);
  // Every process that serves requests hands the deliveries it queues to Inngest, on Vercel too.
  if (inngestEnabled()) wakeInngestForDeliveries();
  const handle = await getDbHandle();
  logger.info('database ready', { kind: handle.kind });
  if (config.NODE_ENV === 'production' && !config.ENCRYPTION_KEY) {
    logger.warn('ENCRYPTION_KEY is not set: secrets at rest are sealed with a key derived from AUTH_SECRET; set ENCRYPTION_KEY, the same on every process');
  }
  if (handle.pglite) await shareEmbeddedDatabase(handle.pglite);
  const background = !config.DISABLE_WORKER && !onVercel();
  if (background && !inngestEnabled()) startEmbeddedWorker();
  if (background && inngestEnabled()) (await import('./jobs/inngest/relay')).startInngestRelay();
  installGracefulShutdown({
    stopWork: () => stopBackgroundWork(config.SHUTDOWN_TIMEOUT_MS),
    closeDb: handle.close,
    deadlineMs: config.SHUTDOWN_TIMEOUT_MS + 10_000,
  });
}

/** Thrown by startServer for a setting it will not run with (startupRefusal): the process exits (instrumentation.ts). */
export class StartupRefused extends Error {
  override readonly name = 'StartupRefused';
}

/**
 * A setting this server will not run with, in words an operator can act on; null when there is none. Checked
 * before anything is opened or served.
 */
export function startupRefusal(c: Config): string | null {
  // Without it each process would sign sessions with a secret of its own, generated into its data folder: sessions
  // would not survive a new container nor pass between instances, and the key sealing secrets at rest derives from it.
  if (c.NODE_ENV === 'production' && !c.AUTH_SECRET) {
    return 'AUTH_SECRET is not set: production needs one secret shared by every process; set AUTH_SECRET to a random ' +
      'string of at least 32 characters (openssl rand -base64 32).';
  }
  // An Inngest sync (an unsigned PUT /api/inngest) declares where Inngest calls the functions; without a configured
  // origin the SDK takes it from the request's Host header, which anyone can set. Exempt: the Dev Server (local,
  // refused in production), and Vercel, which routes by Host, so a request naming another host never reaches this
  // deployment (and each preview is synced at its own address).
  if (inngestEnabled(c) && !inngestDevMode(c) && !onVercel(c) && !inngestServeOrigin(c)) {
    return 'Inngest keys are set but neither PUBLIC_BASE_URL nor INNGEST_SERVE_ORIGIN is: set PUBLIC_BASE_URL to the ' +
      'public https address Inngest reaches this app at (or INNGEST_SERVE_ORIGIN when that differs).';
  }
  return null;
}

/** Stops the relay and the embedded worker; the worker's pass finishes, or gives its claims back. */
export async function stopBackgroundWork(timeoutMs: number): Promise<void> {
  if (inngestEnabled()) (await import('./jobs/inngest/relay')).stopInngestRelay();
  const { finished, passClock } = await drainEmbeddedWorker(timeoutMs);
  if (finished || !passClock) return;
  const released = await releasePassClaims((await getDbHandle()).db, passClock);
  logger.warn('worker pass still running at shutdown; its claims were given back', { released });
}
