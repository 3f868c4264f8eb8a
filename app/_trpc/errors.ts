import { TRPCClientError } from '@trpc/client';

export interface ShownError {
  message: string;
  code?: string;
  details: { path: string; message: string }[];
}

/** What a failed call says, in words: the service's message, its code and any field problems. */
export function describeError(err: unknown): ShownError {
  if (err instanceof TRPCClientError) {
    const data = err.data as { apiCode?: string; details?: { path: string; message: string }[] } | undefined;
    if (err.message === 'Failed to fetch') return { message: 'Could not reach the server. Check your connection and try again.', details: [] };
    return { message: err.message, code: data?.apiCode, details: data?.details ?? [] };
  }
  if (err instanceof Error) return { message: err.message, details: [] };
  return { message: 'Something went wrong.', details: [] };
}

/**
 * The field problems of a failed call by dotted path (`retry.max_attempts`), for forms that show each one under
 * its field; the first problem of a path wins.
 */
export function fieldErrors(err: unknown): Record<string, string> {
  if (!err) return {};
  const out: Record<string, string> = {};
  for (const d of describeError(err).details) if (d.path && !(d.path in out)) out[d.path] = d.message;
  return out;
}
