import { createHash, randomUUID } from 'node:crypto';
import { configure } from 'safe-stable-stringify';
import { z } from 'zod';
import type { Database } from '../db/types';
import { AppError } from '../errors';
import {
  beginIdempotent, completeIdempotent, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_RULE, lockHolder, releaseIdempotent,
  unlockIdempotent, whileLocked, type IdempotencyClaim,
} from '../services/idempotency/store';

/**
 * A writing tool's `idempotency_key` argument: the REST Idempotency-Key header as an argument, with its rule and
 * message. A model that retries sends the same key and gets the first answer back instead of a second write.
 */
export const idempotencyKeyArg = z.string().regex(IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_RULE)
  .nullish()
  .describe('send the same key when retrying: the same key with the same arguments answers the first result again and places nothing; with other arguments it is refused (idempotency_key_reused). 1-255 printable characters, kept 24 hours per account');

/** JSON with every object's keys sorted, so one value has one text whatever order it was sent in. */
const canonicalJson = configure({ deterministic: true });

/**
 * What makes two tool calls "the same request" for a key: the tool and its arguments as sent (compared as a value),
 * without the key itself. A tool's hash never equals a REST request's, so a key already used over REST is refused
 * here (idempotency_key_reused) rather than answered with another operation's result.
 */
export function toolRequestHash(tool: string, args: Record<string, unknown>): string {
  const { idempotency_key: _key, ...rest } = args;
  return createHash('sha256').update(canonicalJson(['MCP', tool, rest]) ?? '').digest('hex');
}

/**
 * Runs a tool at most once per key and account, on the same store and rules as the REST header: the first run's
 * answer is kept 24 hours and answered again to a repeat, the same key with other arguments is refused
 * (idempotency_key_reused), a repeat while the first still runs is refused (idempotency_key_in_use), a refused
 * run frees the key for a corrected retry, and a run that failed otherwise keeps its claim for a re-run that finds
 * what it wrote (see runIdempotent).
 */
export async function runIdempotentTool<T>(
  db: Database, accountId: number, key: string, hash: string, run: (claim: IdempotencyClaim) => Promise<T>,
): Promise<T> {
  const requestId = `mcp_${randomUUID()}`;
  const holder = lockHolder(requestId);
  const start = await beginIdempotent(db, accountId, key, hash, holder);
  if (start.kind === 'replay') return JSON.parse(start.body) as T;
  let result: T;
  try {
    result = await whileLocked(db, accountId, key, holder, () => run(start.claim));
  } catch (err) {
    await (err instanceof AppError ? releaseIdempotent : unlockIdempotent)(db, accountId, key, holder);
    throw err;
  }
  try {
    await completeIdempotent(db, accountId, key, holder, { status: 200, body: JSON.stringify(result), requestId });
  } catch (err) {
    await unlockIdempotent(db, accountId, key, holder);
    throw err;
  }
  return result;
}
