import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { ZodError } from 'zod';
import { asServiceUnavailable } from '../db/unavailable';
import { AppError, type ErrorDetail, zodDetails } from '../errors';

/** HTTP status of an AppError → the tRPC code that answers with the same status. */
const codeByStatus: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  402: 'PAYMENT_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_SUPPORTED',
  409: 'CONFLICT',
  412: 'PRECONDITION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_CONTENT',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

export const trpcCodeFor = (status: number): TRPC_ERROR_CODE_KEY =>
  codeByStatus[status] ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST');

/**
 * Turns a service's AppError into a TRPCError of the same status, keeping the AppError as its cause; so too a
 * database out of reach, as 503 service_unavailable (SERVICE_UNAVAILABLE), which the dashboard may retry.
 */
export function toTrpcError(thrown: unknown): unknown {
  const err = asServiceUnavailable(thrown);
  if (err instanceof AppError) return new TRPCError({ code: trpcCodeFor(err.status), message: err.message, cause: err });
  return err;
}

/** What the dashboard reads from an error: the service's code, as REST answers it, and its details. */
export interface ApiErrorData {
  apiCode: string;
  details?: ErrorDetail[];
  extra?: Record<string, unknown>;
}

export function apiErrorData(error: TRPCError): ApiErrorData {
  const cause = error.cause;
  if (cause instanceof AppError) return { apiCode: cause.code, details: cause.details, extra: cause.extra };
  if (cause instanceof ZodError) return { apiCode: 'validation_error', details: zodDetails(cause) };
  switch (error.code) {
    case 'UNAUTHORIZED': return { apiCode: 'authentication_required' };
    case 'FORBIDDEN': return { apiCode: 'permission_denied' };
    case 'NOT_FOUND': return { apiCode: 'not_found' };
    case 'PARSE_ERROR': return { apiCode: 'invalid_json' };
    case 'BAD_REQUEST': return { apiCode: 'validation_error' };
    case 'TOO_MANY_REQUESTS': return { apiCode: 'rate_limited' };
    case 'INTERNAL_SERVER_ERROR': return { apiCode: 'server_error' };
    default: return { apiCode: error.code.toLowerCase() };
  }
}
