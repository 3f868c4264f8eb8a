import type { Database } from '../../db/types';
import { readMigrationState, type MigrationState } from '../../db/migration-state';

export type Readiness =
  | { status: 'ready'; database: 'ok'; migrations: MigrationState }
  | { status: 'not_ready'; database: 'ok'; migrations: MigrationState; reason: 'migrations_pending' }
  | { status: 'not_ready'; database: 'unreachable'; reason: 'database_unreachable' | 'timeout'; error: string };

/**
 * Ready to serve: the database answers and has every migration this build expects. Used by `/api/ready`
 * (load balancers) and by `cli doctor`. Never throws; gives up after `timeoutMs`.
 */
export async function checkReadiness(openDb: () => Promise<Database>, opts: { timeoutMs?: number } = {}): Promise<Readiness> {
  const timeoutMs = opts.timeoutMs ?? 5_000;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const state = await Promise.race([openDb().then((db) => readMigrationState(db)), timeout]);
    if (state === 'timeout') {
      return { status: 'not_ready', database: 'unreachable', reason: 'timeout', error: `no answer within ${timeoutMs} ms` };
    }
    if (state.pending.length > 0) return { status: 'not_ready', database: 'ok', migrations: state, reason: 'migrations_pending' };
    return { status: 'ready', database: 'ok', migrations: state };
  } catch (err) {
    return { status: 'not_ready', database: 'unreachable', reason: 'database_unreachable', error: rootMessage(err) };
  } finally {
    clearTimeout(timer);
  }
}

/** The driver's own words (drizzle wraps them in "Failed query: …" with the error as `cause`). */
function rootMessage(err: unknown): string {
  let e = err;
  while (e instanceof Error && e.cause instanceof Error) e = e.cause;
  const code = (e as { code?: unknown })?.code;
  const message = e instanceof Error ? e.message : String(e);
  return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message;
}

/** `db.execute` answers an array on postgres.js and `{ rows }` on PGlite. */
