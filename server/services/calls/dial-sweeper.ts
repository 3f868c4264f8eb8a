import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import { calls } from '../../db/schema';
import type { Database } from '../../db/types';
import { logger } from '../../logger';
import { DIAL_DEADLINE_MS, settleUnconfirmedDial } from './dial-handoff';

/** Calls settled per pass: a backlog drains over the next passes instead of one long one. */
const SWEEP_BATCH = 100;

/**
 * The dial sweeper (the embedded worker's pass and an Inngest cron both run it): ends failed every dialed call still
 * `queued` past its deadline (DIAL_DEADLINE_MS after its dial), whatever left it there — a runner that died between
 * the dial and the provider's answer, a job that gave up, a process that never came back. Each call is settled in a
 * transaction of its own with its row locked (a call a runner holds is left to a later pass), as any failed call
 * is: hold released, slots freed, call.failed through the outbox. Answers how many it settled.
 */
export async function sweepUnconfirmedDials(db: Database, now: Date): Promise<number> {
  const due = await db
    .select({ id: calls.id })
    .from(calls)
    .where(and(eq(calls.status, 'queued'), isNotNull(calls.dialedAt), lte(calls.dialedAt, new Date(now.getTime() - DIAL_DEADLINE_MS))))
    .orderBy(asc(calls.dialedAt))
    .limit(SWEEP_BATCH);
  let settled = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [call] = await tx.select().from(calls).where(eq(calls.id, id)).for('update', { skipLocked: true });
      return call ? settleUnconfirmedDial(tx, call, now) : false;
    });
    if (done) {
      settled++;
      logger.warn('dialed call settled failed: its provider never confirmed it before the deadline', { call_id: id });
    }
  }
  return settled;
}
