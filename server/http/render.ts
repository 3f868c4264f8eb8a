import { pgCode } from '../db/errors';
import { asServiceUnavailable } from '../db/unavailable';
import { AppError } from '../errors';
import { logger } from '../logger';
import { HttpRefusal } from './refusal';

/**
 * Renders any thrown value as the contract's error body. Unknown errors are logged (request id, route, error
 * class, and the error with its SQL parameters dropped) and never leak.
 */
export function renderError(thrown: unknown, requestId: string, req?: Request): Response {
  const err = asServiceUnavailable(thrown);
  if (err !== thrown) {
    // An outage is no bug: one line per request that met it, without the error's text (it may hold parameters).
    logger.warn('database unavailable', {
      request_id: requestId, route: req ? `${req.method} ${new URL(req.url).pathname}` : undefined, reason: unavailableReason(thrown),
    });
  }
  if (err instanceof AppError) {
    const body: Record<string, unknown> = { error: err.code, message: err.message };
    if (err.details) body.details = err.details;
    Object.assign(body, err.extra);
    body.request_id = requestId;
    const res = Response.json(body, { status: err.status, headers: err instanceof HttpRefusal ? err.headers : undefined });
    // A service's own limit (webhook test sends, daily imports), an outage (503) or a key still locked (409) says
    // when to retry; HTTP says it in Retry-After too.
    if (typeof err.extra?.retry_after === 'number') res.headers.set('Retry-After', String(err.extra.retry_after));
    res.headers.set('X-Request-Id', requestId);
    return res;
  }
  logger.error('unexpected error', {
    request_id: requestId,
    route: req ? `${req.method} ${new URL(req.url).pathname}` : undefined,
    error_class: err instanceof Error ? err.constructor.name : typeof err,
    err,
  });
  return Response.json(
    { error: 'server_error', message: 'An unexpected error occurred. Quote the request id when reporting it.', request_id: requestId },
    { status: 500, headers: { 'X-Request-Id': requestId } },
  );
}

/** JSON answers for paths and methods that do not exist, so /api never answers with an HTML page. */
export function notFoundResponse(req: Request, requestId: string): Response {
  const path = new URL(req.url).pathname;
  return renderError(new AppError('not_found', `No endpoint at ${req.method} ${path}.`), requestId);
}

export function methodNotAllowed(req: Request, requestId: string, allow: string[]): Response {
  return renderError(
    new HttpRefusal('method_not_allowed', `${req.method} is not allowed here. Allowed: ${allow.join(', ')}.`, { Allow: allow.join(', ') }),
    requestId,
  );
}

/**
 * A JSON body PostgreSQL already wrote (a preloaded list). A handler returns it instead of an object, and the
 * route wrapper sends the text as it is rather than parsing and re-serializing it.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/** The code that made an error an outage (ECONNREFUSED, 57P01…), for the log. */
function unavailableReason(err: unknown): string | undefined {
  const e = err as { errors?: unknown[] } | undefined;
  return pgCode(err) ?? (Array.isArray(e?.errors) ? pgCode(e.errors[0]) : undefined);
}
