/**
 * Rate limits count in windows aligned on the minute. A test that makes a few counted requests and expects
 * them in one window waits first when the minute is about to turn.
 */
export async function awayFromMinuteEdge(marginMs = 3000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < marginMs) await new Promise((r) => setTimeout(r, left + 100));
}
