import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { jobs } from '../../../db/schema';
import type { DbOrTx } from '../../../db/types';
import { enqueueJob, jobKind } from '../../../outbox/jobs';

/** Reads every calendar of one connection into the cache (push, "sync now", the polling floor). */
export const calendarSyncKind = jobKind('calendar.sync', z.object({ connection_id: z.number().int() }));

/** Writes, moves or removes one event's copy in one linked calendar. */
export const calendarWriteOutKind = jobKind('calendar.write_out', z.object({ event_id: z.number().int(), linked_calendar_id: z.number().int() }));

/**
 * Asks for a sync of a connection now, unless one is already waiting to run: a burst of pushes makes one job, and
 * the job reads whatever changed up to its own start.
 */
export async function enqueueSync(tx: DbOrTx, connectionId: number, now: Date): Promise<void> {
  const [waiting] = await tx.select({ id: jobs.id }).from(jobs)
    .where(and(
      eq(jobs.kind, calendarSyncKind.kind),
      isNull(jobs.doneAt),
      isNull(jobs.lockedUntil),
      lte(jobs.runAt, new Date(now.getTime() + 1000)),
      sql`(${jobs.payload} ->> 'connection_id')::int = ${connectionId}`,
    ))
    .limit(1);
  if (waiting) return;
  await enqueueJob(tx, calendarSyncKind, { connection_id: connectionId }, { runAt: now });
}
