import { config } from '../config';

/**
 * Per-key fixed one-minute windows, held in this process's memory. Enough for one server; several
 * processes behind a balancer would each allow the limit (the headers stay truthful per process).
 */
interface Window {
  start: number;
  count: number;
}

const windows = new Map<number, Window>();
const WINDOW_MS = 60_000;

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  reset: number;
  allowed: boolean;
}

export function takeToken(keyId: number, now = Date.now(), limit = config.RATE_LIMIT_PER_MINUTE): RateLimitState {
  let w = windows.get(keyId);
  if (!w || now - w.start >= WINDOW_MS) {
    w = { start: now - (now % WINDOW_MS), count: 0 };
    windows.set(keyId, w);
    if (windows.size > 100_000) pruneOld(now);
  }
  const allowed = w.count < limit;
  if (allowed) w.count += 1;
  return {
    limit,
    remaining: Math.max(0, limit - w.count),
    reset: Math.max(1, Math.ceil((w.start + WINDOW_MS - now) / 1000)),
    allowed,
  };
}

function pruneOld(now: number) {
  for (const [id, w] of windows) if (now - w.start >= WINDOW_MS) windows.delete(id);
}

export function rateLimitHeaders(s: RateLimitState): Record<string, string> {
  return {
    'RateLimit-Limit': String(s.limit),
    'RateLimit-Remaining': String(s.remaining),
    'RateLimit-Reset': String(s.reset),
  };
}

export function resetRateLimits(): void {
  windows.clear();
}
