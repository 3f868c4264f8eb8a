import { config, inngestDevMode, inngestEnabled, inngestServeOrigin, onVercel, type Config } from './config';
import { getDbHandle } from './db/client';
import { parseKey } from './db/sealing-keys';
import { shareEmbeddedDatabase } from './db/shared-socket';
import { wakeInngestForDeliveries } from './jobs/inngest/events';
import { drainEmbeddedWorker, startEmbeddedWorker } from './jobs/worker';
import { logger } from './logger';
import { installGracefulShutdown } from './shutdown';

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
    logger.warn('ENCRYPTION_KEY is not set: secrets at rest are sealed with a key derived from AUTH_SECRET, so a new AUTH_SECRET would leave them unreadable; set ENCRYPTION_KEY, the same on every process (what AUTH_SECRET sealed still opens and is re-sealed at start)');
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
  // A sealing key that does not parse would fail the first seal or open, inside the start-up step, and Next.js would
  // then answer every request with an error.
  const badKey = unparsableKey(c);
  if (badKey) {
    return `${badKey} is not 32 bytes written as 64 hex digits or base64: secrets at rest cannot be sealed nor opened; ` +
      'copy the key again (a new one: openssl rand -hex 32) and check it with `npm run cli -- doctor`.';
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

/** The setting naming a sealing key that does not parse, or null. */
function unparsableKey(c: Config): string | null {
  const previous = (c.ENCRYPTION_KEYS_PREVIOUS ?? '').split(',').map((k) => k.trim()).filter(Boolean);
  for (const [setting, text] of [['ENCRYPTION_KEY', c.ENCRYPTION_KEY], ...previous.map((k, i) => [`ENCRYPTION_KEYS_PREVIOUS (key ${i + 1})`, k])]) {
    if (!text) continue;
    try {
      parseKey(text);
    } catch {
      return setting!;
    }
  }
  return null;
}

/** Stops the relay and the embedded worker; the work under way finishes, or its deliveries' claims are given back. */
export async function stopBackgroundWork(timeoutMs: number): Promise<void> {
  if (inngestEnabled()) (await import('./jobs/inngest/relay')).stopInngestRelay();
  const { finished, released } = await drainEmbeddedWorker(timeoutMs);
  if (!finished) logger.warn('worker still running at shutdown; its deliveries under way were given back', { released });
}
