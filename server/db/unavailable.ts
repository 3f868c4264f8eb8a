import { AppError } from '../errors';

/**
 * Whether an error says the database is out of reach for now, rather than that a statement is wrong: the
 * connection could not be made, was lost, or was ended by the server, or a statement ran past its time. Such a
 * request may succeed when sent again, so the doors answer it 503 `service_unavailable` with Retry-After.
 */

/** Node's and postgres.js's codes for a connection that could not be made or was lost. */
const connectionCodes = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN',
  'CONNECT_TIMEOUT', 'CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED',
]);

/**
 * PostgreSQL's codes (SQLSTATE) for the same: class 08 (connection exception), the server shutting down or
 * starting (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now), a statement canceled by
 * statement_timeout (57014), an idle transaction ended by its timeout (25P03), and no connection slot free (53300).
 */
const serverCodes = new Set(['57P01', '57P02', '57P03', '57014', '25P03', '53300']);

/** What PGlite says when it is asked after it was closed (a shutdown under way). */
const pgliteGone = /^PGlite is clos(ed|ing)$/;

export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (depth > 4 || typeof err !== 'object' || err === null) return false;
  const e = err as { code?: unknown; message?: unknown; errors?: unknown; query?: unknown; cause?: unknown };
  if (typeof e.code === 'string' && (connectionCodes.has(e.code) || serverCodes.has(e.code) || /^08[0-9A-Z]{3}$/.test(e.code))) return true;
  if (typeof e.message === 'string' && pgliteGone.test(e.message)) return true;
  // Node reports a refused connect to each address of a name (localhost: ::1 and 127.0.0.1) in one AggregateError.
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  // drizzle wraps the driver's error (`query`, `params`, `cause`); no other wrapper is looked into, so an outside
  // service's refused connection (fetch failed, cause ECONNREFUSED) stays what it is.
  return typeof e.query === 'string' && isDatabaseUnavailable(e.cause, depth + 1);
}

/** How long a client is asked to wait before it retries: about the time a restarted PostgreSQL takes to accept. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * The error a door answers for `err`: the domain's `service_unavailable` when the database is out of reach (its
 * cause kept for the log), else `err` itself. REST, tRPC and MCP all ask this before they render.
 */
export function asServiceUnavailable(err: unknown): unknown {
  if (err instanceof AppError || !isDatabaseUnavailable(err)) return err;
  const unavailable = new AppError('service_unavailable', 'The database is unavailable for a moment; retry after Retry-After seconds.', {
    extra: { retry_after: UNAVAILABLE_RETRY_AFTER_SECONDS },
  });
  unavailable.cause = err;
  return unavailable;
}
