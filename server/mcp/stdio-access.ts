import type { Actor } from '../auth/actor';
import { keyLookup } from '../auth/api-keys';
import { config } from '../config';
import type { Database } from '../db/types';
import { AppError } from '../errors';
import { rateLimitState } from '../http/rate-limit';

const lookup = keyLookup();

/**
 * The key's actor for one request over stdio, looked up each time as a REST request is: a revoked or expired key
 * stops working on its next tool call, and each call counts in the key's per-minute rate limit.
 */
export async function actorForKey(db: Database, key: string): Promise<Actor> {
  const { actor, window } = await lookup(db, key);
  const limit = rateLimitState(window, config.RATE_LIMIT_PER_MINUTE);
  if (!limit.allowed) {
    throw new AppError('rate_limited', `Rate limit of ${limit.limit} requests per minute exceeded; retry in ${limit.reset} s.`, {
      extra: { retry_after: limit.reset },
    });
  }
  return actor;
}
