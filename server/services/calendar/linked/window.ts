import type { TimeWindow } from '../../providers/calendar-port';

/** The cache holds outside time from a day back to this far ahead; availability past it reads what was last synced. */
export const CACHE_DAYS_AHEAD = 120;
const DAY_MS = 86_400_000;

export const cacheWindow = (now: Date): TimeWindow => ({
  start: new Date(now.getTime() - DAY_MS),
  end: new Date(now.getTime() + CACHE_DAYS_AHEAD * DAY_MS),
});

/** The polling floor: every connection is read at least this often, pushed or not. */
export const POLL_INTERVAL_MS = 5 * 60_000;
/** A full read is redone this often, so the window's far edge moves forward. */
export const FULL_READ_EVERY_MS = DAY_MS;
/** A connection whose last good sync is older than this is `stale` in availability answers. */
export const STALE_AFTER_MS = 15 * 60_000;
/** A booking asks the provider live when its cache is older than this. */
export const LIVE_CHECK_AFTER_MS = 60_000;
/** ...and waits this long for the answer before deciding from the cache. */
export const LIVE_CHECK_BUDGET_MS = 1_500;
/** Push channels are renewed this long before they expire. */
export const RENEW_CHANNEL_AHEAD_MS = DAY_MS;
