/**
 * A fixed-window limit as the CRMs apply it (HighLevel: 100 requests per 10 s per location): over it the answer is
 * 429 with Retry-After (whole seconds until the window ends).
 */
export function fixedWindow(limit: number, windowMs: number) {
  let start = Date.now();
  let used = 0;
  let refused = 0;
  return {
    /** null when the request may go; else the Retry-After seconds. */
    take(): number | null {
      const now = Date.now();
      if (now - start >= windowMs) {
        start = now;
        used = 0;
      }
      if (used < limit) {
        used += 1;
        return null;
      }
      refused += 1;
      return Math.max(1, Math.ceil((start + windowMs - now) / 1000));
    },
    get refused() {
      return refused;
    },
  };
}
