import type { Database } from '../../db/types';
import { logger } from '../../logger';
import { purgeExpiredContent } from './purge';
import { lastPurgeMomentAt } from './schedule';

/** Batches one pass of the embedded worker runs at most, so the dials and other jobs of its lane wait little. */
const BATCHES_PER_PASS = 20;

/** The purge moment this process last finished a purge for, per database. */
const finishedFor = new WeakMap<Database, number>();

/**
 * The embedded worker's share of the daily purge: once the day's purge moment has passed (and once at start, as a
 * process that was down then may have missed it), a few batches per pass until nothing is due. Another process or
 * the Inngest cron purging at the same time skips the rows this one holds. Answers the rows handled, so a pass that
 * purged something is followed at once by another.
 */
export async function purgeWhenDue(db: Database, now: Date): Promise<number> {
  const moment = lastPurgeMomentAt(now).getTime();
  if (finishedFor.get(db) === moment) return 0;
  const r = await purgeExpiredContent(db, now, { maxBatches: BATCHES_PER_PASS });
  if (r.done) {
    finishedFor.set(db, moment);
    logger.info('retention purge finished', { calls: r.calls, messages: r.messages, consents: r.consents, compliance_records: r.complianceRecords });
  }
  return r.calls + r.messages + r.consents + r.complianceRecords;
}
