import { createHash } from 'node:crypto';
import type { Database } from '../db/types';
import { validationError } from '../errors';
import {
  beginIdempotent, completeIdempotent, isValidIdempotencyKey, releaseIdempotent,
} from '../services/idempotency/store';

/** The request's Idempotency-Key, checked (1–255 printable characters), or null when none was sent. */
export function idempotencyKeyOf(req: Request): string | null {
  const key = req.headers.get('idempotency-key');
  if (key === null) return null;
  if (!isValidIdempotencyKey(key)) {
    throw validationError([{ path: 'Idempotency-Key', message: 'must be 1 to 255 printable ASCII characters' }]);
  }
  return key;
}

/**
 * Runs a creating request at most once per key and account: the first run's successful answer is kept 24 hours
 * and answered again, with `Idempotent-Replayed: true`, to a repeat of the same request. A failed run (4xx, 5xx
 * or a thrown error) frees the key.
 */
export async function runIdempotent(
  db: Database,
  accountId: number,
  key: string,
  req: Request,
  bodyText: string,
  run: () => Promise<Response>,
): Promise<Response> {
  const hash = createHash('sha256').update(`${req.method} ${new URL(req.url).pathname.replace(/\/+$/, '')}\n${bodyText}`).digest('hex');
  const start = await beginIdempotent(db, accountId, key, hash);
  if (start.kind === 'replay') {
    return new Response(start.body, { status: start.status, headers: { 'content-type': 'application/json', 'Idempotent-Replayed': 'true' } });
  }
  let res: Response;
  try {
    res = await run();
  } catch (err) {
    await releaseIdempotent(db, accountId, key);
    throw err;
  }
  if (res.status >= 200 && res.status < 300) {
    const text = await res.clone().text();
    await completeIdempotent(db, accountId, key, res.status, text);
  } else {
    await releaseIdempotent(db, accountId, key);
  }
  return res;
}
