/**
 * The one error type of the service layer. REST renders it as `{ error, message, details?, request_id }`;
 * tRPC carries the same code. Anything that is not an ApiError becomes a 500 `server_error` and never leaks.
 */
export interface ErrorDetail {
  path: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
    /** Extra top-level fields of the error body (for example `balance` on insufficient_funds). */
    readonly extra?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (what = 'Resource') => new ApiError(404, 'not_found', `${what} not found.`);

export const validationError = (details: ErrorDetail[], message?: string) =>
  new ApiError(400, 'validation_error', message ?? describeDetails(details), details);

function describeDetails(details: ErrorDetail[]): string {
  if (details.length === 0) return 'The request is not valid.';
  const first = details[0];
  const where = first.path ? `${first.path}: ` : '';
  const more = details.length > 1 ? ` (and ${details.length - 1} more problem${details.length > 2 ? 's' : ''})` : '';
  return `${where}${first.message}${more}`;
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}
