import { statusOf, type ErrorCode } from './codes';

export interface ErrorDetail {
  path: string;
  message: string;
}

export interface AppErrorOptions {
  /** One entry per field at fault (`path` is dotted: `phone_numbers.0.phone_number`). */
  details?: ErrorDetail[];
  /** Extra top-level fields of the error body (for example `balance` on insufficient_funds). */
  extra?: Record<string, unknown>;
}

/**
 * The one error type of the domain. It names a code of the table in `codes.ts` and carries no transport
 * status: REST renders it as `{ error, message, details?, request_id }` with the code's status, tRPC carries
 * the same code. Anything that is not an AppError becomes a 500 `server_error` and never leaks.
 */
export class AppError extends Error {
  readonly details?: ErrorDetail[];
  readonly extra?: Record<string, unknown>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    opts: AppErrorOptions = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.details = opts.details;
    this.extra = opts.extra;
  }

  /** The HTTP status of the code, from the one table. */
  get status(): number {
    return statusOf(this.code);
  }
}

export const notFound = (what = 'Resource') => new AppError('not_found', `${what} not found.`);

export const validationError = (details: ErrorDetail[], message?: string) =>
  new AppError('validation_error', message ?? describeDetails(details), { details });

/** A message that reads after its field's name ("is required", "must be text"), so it needs no colon. */
const PREDICATE = /^(is|are|must|may|cannot|can|has|holds|should|does|needs) /;

/**
 * One problem as a sentence about its field: `name is required`, or `path: message` for any other wording; a
 * predicate about the whole body reads after "The request".
 */
export function problemText(d: ErrorDetail): string {
  if (!d.path) return PREDICATE.test(d.message) ? `The request ${d.message}` : d.message;
  return PREDICATE.test(d.message) ? `${d.path} ${d.message}` : `${d.path}: ${d.message}`;
}

/** The first problem in words, with a count of the others. */
export function describeDetails(details: ErrorDetail[]): string {
  if (details.length === 0) return 'The request is not valid.';
  const more = details.length > 1 ? ` (and ${details.length - 1} more problem${details.length > 2 ? 's' : ''})` : '';
  return `${problemText(details[0])}${more}`;
}

/** The first problem alone (what a query or body failure says in its message). */
export function firstProblem(details: ErrorDetail[]): string {
  const d = details[0];
  if (!d) return 'The request is not valid.';
  return problemText(d);
}

export const isAppError = (err: unknown): err is AppError => err instanceof AppError;
