import type { CallStatus } from '@/server/db/schema';

/** While a call is not finished, the pages poll for its progress. */
export const isFinished = (s: CallStatus) => s === 'completed' || s === 'failed' || s === 'busy' || s === 'no_answer' || s === 'canceled';
export const POLL_MS = 1500;
