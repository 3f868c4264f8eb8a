import { and, eq, inArray, ne } from 'drizzle-orm';
import { calendarBusyBlocks, linkedCalendars } from '../../../db/schema';
import type { Database, DbOrTx } from '../../../db/types';
import { isUuid } from '../../../lib/ids';
import type { CalendarChanges, ExternalEvent, TimeWindow } from '../../providers/calendar-port';
import type { ConnectionRow, LinkedCalendarRow } from './dto';
import { pullBack } from './pull-back';
import { storableText } from './text';

/**
 * Rows per insert: well under PostgreSQL's bind-parameter limit, and short enough not to hold the database or the
 * event loop. Building the statement is synchronous and grows with the rows: 1,000 took 60–130 ms, every other
 * request of the process waiting (health p99 5× idle during a 10,000-event resync, bench/calendars.ts); 250 take 15.
 */
const CHUNK = 250;

const toRow = (cal: LinkedCalendarRow, generation: number) => (e: ExternalEvent) => ({
  linkedCalendarId: cal.id,
  userId: cal.userId,
  generation,
  objectId: storableText(e.objectId, 2000),
  instanceId: storableText(e.instanceId, 2000),
  startsAt: e.start,
  endsAt: e.end,
  allDay: e.allDay,
  busy: e.busy && e.end.getTime() > e.start.getTime(),
  ownEventUuid: e.ownEventId && isUuid(e.ownEventId) ? e.ownEventId : null,
  title: storableText(e.title ?? '', 300),
});

async function insertChunked(db: DbOrTx, rows: ReturnType<ReturnType<typeof toRow>>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await db.insert(calendarBusyBlocks).values(rows.slice(i, i + CHUNK));
}

/**
 * Stores what a read found. An incremental read replaces the rows of each object it names, in one transaction. A
 * full read writes the next generation in short transactions, then switches to it and drops the old one in one:
 * availability never sees a half-read calendar, and other requests never wait for a large one. Moves and deletions
 * of Switchboard's own copies are applied in the switching transaction (pull-back.ts).
 */
export async function applyChanges(
  db: Database, connection: ConnectionRow, cal: LinkedCalendarRow, changes: CalendarChanges, window: TimeWindow, now: Date,
): Promise<void> {
  if (changes.full) {
    const next = cal.generation + 1;
    // Rows of an earlier full read that died before its switch are left over in `next`: cleared first.
    await db.delete(calendarBusyBlocks).where(and(eq(calendarBusyBlocks.linkedCalendarId, cal.id), eq(calendarBusyBlocks.generation, next)));
    await insertChunked(db, changes.upserted.map(toRow(cal, next)));
    await db.transaction(async (tx) => {
      await tx.update(linkedCalendars).set({ generation: next, cursor: changes.cursor, syncedAt: now, fullSyncedAt: now }).where(eq(linkedCalendars.id, cal.id));
      await tx.delete(calendarBusyBlocks).where(and(eq(calendarBusyBlocks.linkedCalendarId, cal.id), ne(calendarBusyBlocks.generation, next)));
      await pullBack(tx, connection, cal, changes, window, now);
    });
    return;
  }
  await db.transaction(async (tx) => {
    const touched = [...new Set([...changes.upserted.map((e) => e.objectId), ...changes.removed].map((id) => storableText(id, 2000)))];
    for (let i = 0; i < touched.length; i += CHUNK) {
      await tx.delete(calendarBusyBlocks).where(and(eq(calendarBusyBlocks.linkedCalendarId, cal.id), inArray(calendarBusyBlocks.objectId, touched.slice(i, i + CHUNK))));
    }
    await insertChunked(tx, changes.upserted.map(toRow(cal, cal.generation)));
    await tx.update(linkedCalendars).set({ cursor: changes.cursor ?? cal.cursor, syncedAt: now }).where(eq(linkedCalendars.id, cal.id));
    await pullBack(tx, connection, cal, changes, window, now);
  });
}
