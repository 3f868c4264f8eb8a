import type { CallStatus } from '@/server/db/schema';

/** While a call is not finished, the pages poll for its progress. */
export const isFinished = (s: CallStatus) =>
  s === 'completed' || s === 'failed' || s === 'busy' || s === 'no_answer' || s === 'voicemail' || s === 'canceled';
export const POLL_MS = 1500;
/** While a call talks its transcript grows line by line. */
export const LIVE_POLL_MS = 1000;
/** A scheduled call only changes when its moment comes (or someone cancels it): look now and then. */
export const SCHEDULED_POLL_MS = 30_000;

/** How often a page showing these calls polls: often while one is under way, rarely while some only wait. */
export function pollInterval(statuses: CallStatus[]): number | false {
  if (statuses.some((s) => !isFinished(s) && s !== 'scheduled')) return POLL_MS;
  if (statuses.includes('scheduled')) return SCHEDULED_POLL_MS;
  return false;
}

/** A scheduled call, or a queued one, may still be canceled (the API says no once it is being dialed). */
export const mayCancel = (s: CallStatus) => s === 'scheduled' || s === 'queued';
