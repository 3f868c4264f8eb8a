import { createHash } from 'node:crypto';
import { configure } from 'safe-stable-stringify';
import type { Database } from '../db/types';
import { AppError, validationError } from '../errors';
import {
  beginIdempotent, completeIdempotent, IDEMPOTENCY_KEY_RULE, isValidIdempotencyKey, lockHolder, releaseIdempotent,
  unlockIdempotent, whileLocked, type IdempotencyClaim,
} from '../services/idempotency/store';

/** Methods whose requests honour an Idempotency-Key: every write. A read has nothing to repeat. */
export const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The request's Idempotency-Key, checked (1–255 printable characters), or null when none was sent. */
export function idempotencyKeyOf(req: Request): string | null {
  const key = req.headers.get('idempotency-key');
  if (key === null) return null;
  if (!isValidIdempotencyKey(key)) {
    throw validationError([{ path: 'Idempotency-Key', message: IDEMPOTENCY_KEY_RULE }]);
  }
  return key;
}

/** JSON with every object's keys sorted, so one value has one text whatever order and spacing it was sent in. */
const canonicalJson = configure({ deterministic: true });

/** What a request asks for, beyond its method and path: its body and the headers the operation reads as input. */
export interface RequestInput {
  /** A JSON body as parsed: compared as a value. */
  json?: unknown;
  /** Any other body (a CSV upload): compared byte for byte. */
  bytes?: Uint8Array;
  /** Headers the operation reads as input (a CSV import's `Mapping`). */
  headers?: string[];
}

/**
 * What makes two requests "the same request" for a key, hashed: the method, the path (with or without a trailing
 * slash), the query parameters in any order, the input headers, and the body. A JSON body counts as the value it
 * parses to (as Stripe compares parameters), so another key order or other whitespace is the same request; a body
 * of another kind counts by its exact bytes.
 */
export function requestHash(req: Request, input: RequestInput): string {
  const url = new URL(req.url);
  // Sorted by name only: the sort is stable, so a repeated parameter keeps the order of its values.
  const query = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const headers = (input.headers ?? []).map((h) => [h.toLowerCase(), req.headers.get(h)]);
  const hash = createHash('sha256').update(canonicalJson([req.method, url.pathname.replace(/\/+$/, ''), query, headers]));
  if (input.json !== undefined) hash.update('\njson\n').update(canonicalJson(input.json) ?? '');
  if (input.bytes !== undefined) hash.update('\nbytes\n').update(input.bytes);
  return hash.digest('hex');
}

/**
 * Runs a writing request at most once per key and account: the first run's successful answer is kept 24 hours
 * and answered again to a repeat of the same request, with `Idempotent-Replayed: true` and `Original-Request`
 * naming the request id of the run it repeats. A refused run (an answer that is not 2xx, or a domain error) frees
 * the key. A run that fails otherwise (the database lost), or whose answer could not be stored, may have written:
 * it gives up its lock but keeps the claim, so a retry runs again at once under it (`claim.rerun`) and finds what
 * the first run wrote; a process that died keeps the lock only until its lease lapses.
 */
export async function runIdempotent(
  db: Database,
  accountId: number,
  key: string,
  request: { hash: string; requestId: string },
  run: (claim: IdempotencyClaim) => Promise<Response>,
): Promise<Response> {
  const holder = lockHolder(request.requestId);
  const start = await beginIdempotent(db, accountId, key, request.hash, holder);
  if (start.kind === 'replay') {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'Idempotent-Replayed': 'true' };
    if (start.requestId) headers['Original-Request'] = start.requestId;
    return new Response(start.body, { status: start.status, headers });
  }
  let res: Response;
  try {
    res = await whileLocked(db, accountId, key, holder, () => run(start.claim));
  } catch (err) {
    await (err instanceof AppError ? releaseIdempotent : unlockIdempotent)(db, accountId, key, holder);
    throw err;
  }
  if (res.status < 200 || res.status >= 300) {
    await releaseIdempotent(db, accountId, key, holder);
    return res;
  }
  try {
    await completeIdempotent(db, accountId, key, holder, { status: res.status, body: await res.clone().text(), requestId: request.requestId });
  } catch (err) {
    await unlockIdempotent(db, accountId, key, holder);
    throw err;
  }
  return res;
}
