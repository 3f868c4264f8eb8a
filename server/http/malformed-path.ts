import { errorCodes } from '../errors/codes';
import { requestIdFor } from './request-id';

/**
 * A path whose percent-encoding is not UTF-8 (`/api/v1/contacts/%E0%A4%A`) cannot be routed: Next.js would
 * answer a plain-text 500. proxy.ts hands API paths that hold a `%` to this check, which answers the JSON
 * error contract instead (400 validation_error naming the path), or null when the path decodes.
 */
export function malformedPathResponse(req: Request): Response | null {
  const path = new URL(req.url).pathname;
  try {
    for (const segment of path.split('/')) decodeURIComponent(segment);
    return null;
  } catch {
    const requestId = requestIdFor(req);
    const message = 'path: is not valid percent-encoded UTF-8';
    return Response.json(
      { error: 'validation_error', message, details: [{ path: 'path', message: 'is not valid percent-encoded UTF-8' }], request_id: requestId },
      { status: errorCodes.validation_error.status, headers: { 'X-Request-Id': requestId } },
    );
  }
}
