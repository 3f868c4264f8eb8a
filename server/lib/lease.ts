/**
 * Claims on durable work (jobs, webhook deliveries) are leases: a row claimed until a time no other runner takes it
 * before. The lease is short, so the work of a process that dies (kill -9, a lost machine) is taken over within
 * seconds, and a runner renews the leases of what it still holds every HEARTBEAT_MS, so work that runs long keeps
 * its claim for as long as its runner lives. Three beats fit in one lease: two may be late or fail (a busy event
 * loop, a slow statement) before another runner can take the work.
 */
export const LEASE_MS = 5_000;
export const HEARTBEAT_MS = 1_500;

/**
 * Calls `beat` every `everyMs` until the answer is called; beats never overlap (a slow one delays the next), and a
 * failed one is handed to `onError` and the next is tried on time. The timer does not keep the process alive.
 */
export function startHeartbeat(beat: () => Promise<unknown>, onError: (err: unknown) => void, everyMs = HEARTBEAT_MS): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(async () => {
      try {
        await beat();
      } catch (err) {
        if (!stopped) onError(err);
      }
      schedule();
    }, everyMs);
    timer.unref();
  };
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
