/**
 * When the retention purge runs: once a day at 03:17 UTC, a quiet hour for North American callers and off the
 * round hour other crons pick. The Inngest cron and the embedded worker both read it, and the settings show it.
 */
export const PURGE_CRON = '17 3 * * *';
const PURGE_MINUTE_OF_DAY = 3 * 60 + 17;

/** The latest purge moment at or before `now`. */
export function lastPurgeMomentAt(now: Date): Date {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const today = day + PURGE_MINUTE_OF_DAY * 60_000;
  return new Date(today <= now.getTime() ? today : today - 86_400_000);
}

/** The next purge moment after `now`. */
export function nextPurgeAt(now: Date): Date {
  return new Date(lastPurgeMomentAt(now).getTime() + 86_400_000);
}
