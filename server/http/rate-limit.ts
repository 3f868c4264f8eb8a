import type { WindowHits } from '../db/rate-limit';

/**
 * The per-key limit as the REST wrapper applies it. The count itself is kept in PostgreSQL, one fixed
 * one-minute window per key shared by every process (server/db/rate-limit.ts), and taken by the key lookup's
 * own statement; this module turns it into the answer and its headers.
 */
export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  reset: number;
  allowed: boolean;
}

/** Every request counts, refused ones included: a client that keeps retrying stays limited. */
export function rateLimitState(window: WindowHits, limit: number): RateLimitState {
  return { limit, remaining: Math.max(0, limit - window.hits), reset: window.reset, allowed: window.hits <= limit };
}

export function rateLimitHeaders(s: RateLimitState): Record<string, string> {
  return {
    'RateLimit-Limit': String(s.limit),
    'RateLimit-Remaining': String(s.remaining),
    'RateLimit-Reset': String(s.reset),
  };
}
