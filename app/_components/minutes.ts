/**
 * The two kinds of minutes the dashboard shows, named the same everywhere. Talk time is how long a call lasted
 * (`duration_seconds`); billed minutes count every started minute of a call, which is what the wallet is charged
 * (server/services/wallet/billing.ts). A 3 min 12 s call is 3.2 talk minutes and 4 billed minutes.
 */
export const TALK_TIME = 'Talk time';
export const BILLED_MINUTES = 'Billed minutes';

/** Billed minutes of one call: every started minute counts, an unanswered call none. */
export function billedMinutesOf(durationSeconds: number | null | undefined): number | null {
  if (durationSeconds === null || durationSeconds === undefined) return null;
  return durationSeconds > 0 ? Math.ceil(durationSeconds / 60) : 0;
}
