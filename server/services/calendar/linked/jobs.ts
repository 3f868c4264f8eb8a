import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows';
import type { Database } from '../../../db/types';
import { defineJob, enqueueJobs } from '../../../outbox/jobs';
import { syncConnection } from './sync';
import { calendarSyncKind, calendarWriteOutKind } from './sync-jobs';
import { runWriteOut } from './write-out';
import { POLL_INTERVAL_MS } from './window';

export const calendarSyncJob = defineJob(calendarSyncKind, async (db, p, ctx) => {
  await syncConnection(db, p.connection_id, { now: ctx.now });
});

export const calendarWriteOutJob = defineJob(calendarWriteOutKind, (db, p, ctx) => runWriteOut(db, p.event_id, p.linked_calendar_id, ctx.now));

/**
 * The polling floor: connections due for a read get a sync job. Each is claimed by moving its next read a poll
 * interval ahead in the same statement (SKIP LOCKED), so two processes never queue the same one; the sync itself
 * sets the next read when it ends.
 */
export async function queueDueCalendarSyncs(db: Database, now: Date): Promise<number> {
  const due = rowsOf<{ id: number }>(await db.execute(sql`
    update calendar_connections set next_sync_at = ${new Date(now.getTime() + POLL_INTERVAL_MS).toISOString()}::timestamptz
    where id in (
      select id from calendar_connections
      where status in ('active', 'error') and next_sync_at <= ${now.toISOString()}::timestamptz
      order by next_sync_at limit 50 for update skip locked)
    returning id`));
  await enqueueJobs(db, calendarSyncKind, due.map((r) => ({ payload: { connection_id: Number(r.id) }, runAt: now })));
  return due.length;
}
