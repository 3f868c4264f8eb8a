import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { calendarEventCopies, calendarEvents } from '../../../db/schema';
import type { DbOrTx } from '../../../db/types';
import { isUuid } from '../../../lib/ids';
import type { CalendarChanges, ExternalEvent, TimeWindow } from '../../providers/calendar-port';
import { isBlocking, loadEvents, lockUserCalendar } from '../queries';
import { recordEventWrite } from '../reminders';
import { hasConflict } from './busy';
import type { ConnectionRow, LinkedCalendarRow } from './dto';

/** Times closer than this are the same time (providers round to the second or the minute). */
const SAME_MS = 1000;

/**
 * Changes made at the provider to the copies Switchboard wrote there come back: a copy moved moves the event (a move
 * onto time that is not free is kept, the person chose it, and flagged `conflict`), a copy deleted cancels it. Each
 * sends its webhook with `source`, and the reminder follows (recordEventWrite). The copy's written sequence is
 * brought up to date, so the change is not written back out again.
 */
export async function pullBack(tx: DbOrTx, connection: ConnectionRow, cal: LinkedCalendarRow, changes: CalendarChanges, window: TimeWindow, now: Date): Promise<void> {
  const copies = await tx.select().from(calendarEventCopies)
    .where(and(eq(calendarEventCopies.linkedCalendarId, cal.id), eq(calendarEventCopies.removed, false), isNotNull(calendarEventCopies.externalEventId)));
  if (!copies.length) return;
  const byExternal = new Map(copies.map((c) => [c.externalEventId!, c]));
  const byEvent = new Map(copies.map((c) => [c.eventId, c]));

  const seen = new Map<string, ExternalEvent>();
  // A copy marked free or cancelled at the provider is neither a move nor a deletion: the event stands.
  for (const e of changes.upserted) {
    if (!e.busy) continue;
    if (e.ownEventId && isUuid(e.ownEventId)) seen.set(e.ownEventId, e);
    else if (byExternal.has(e.objectId)) seen.set(`copy:${e.objectId}`, e);
  }
  const gone = new Set(changes.removed.filter((id) => byExternal.has(id)).map((id) => byExternal.get(id)!.eventId));
  if (changes.full) {
    // A full read lists everything in the window: a copy it does not list was deleted. Copies written after the
    // read began, and events outside the window, are not judged.
    const listed = new Set([...changes.upserted.map((e) => e.objectId)]);
    for (const c of copies) if (!listed.has(c.externalEventId!) && c.updatedAt < now) gone.add(c.eventId);
  }

  const uuids = [...seen.keys()].filter((k) => !k.startsWith('copy:'));
  const eventIds = new Set<number>(gone);
  for (const c of copies) if (seen.has(`copy:${c.externalEventId}`)) eventIds.add(c.eventId);
  const conditions = [
    uuids.length ? inArray(calendarEvents.uuid, uuids) : undefined,
    eventIds.size ? inArray(calendarEvents.id, [...eventIds]) : undefined,
  ].filter(Boolean);
  if (!conditions.length) return;
  await lockUserCalendar(tx, cal.userId);
  const loaded = await loadEvents(tx, and(
    eq(calendarEvents.ownerUserId, cal.userId),
    isBlocking,
    gte(calendarEvents.endTime, window.start),
    lt(calendarEvents.startTime, window.end),
    conditions.length === 2 ? sql`(${conditions[0]} or ${conditions[1]})` : conditions[0],
  )!, { forUpdate: true });

  for (const { event, agent } of loaded) {
    const copy = byEvent.get(event.id);
    if (!copy) continue;
    if (gone.has(event.id)) {
      const [row] = await tx.update(calendarEvents)
        .set({ status: 'cancelled', sequence: sql`${calendarEvents.sequence} + 1`, updatedAt: now })
        .where(eq(calendarEvents.id, event.id)).returning();
      await tx.update(calendarEventCopies).set({ removed: true, status: 'synced', writtenSequence: row.sequence, updatedAt: now })
        .where(and(eq(calendarEventCopies.eventId, event.id), eq(calendarEventCopies.linkedCalendarId, cal.id)));
      await recordEventWrite(tx, 'calendar.cancelled', row, agent, now, { source: connection.provider, before: event });
      continue;
    }
    const found = seen.get(event.uuid) ?? seen.get(`copy:${copy.externalEventId}`);
    if (!found) continue;
    const moved = Math.abs(found.start.getTime() - event.startTime.getTime()) >= SAME_MS || Math.abs(found.end.getTime() - event.endTime.getTime()) >= SAME_MS;
    if (!moved || found.end.getTime() <= found.start.getTime()) continue;
    const conflict = await hasConflict(tx, cal.userId, found.start, found.end, event.id);
    const [row] = await tx.update(calendarEvents)
      .set({ startTime: found.start, endTime: found.end, conflict, sequence: sql`${calendarEvents.sequence} + 1`, updatedAt: now })
      .where(eq(calendarEvents.id, event.id)).returning();
    await tx.update(calendarEventCopies).set({ writtenSequence: row.sequence, updatedAt: now })
      .where(and(eq(calendarEventCopies.eventId, event.id), eq(calendarEventCopies.linkedCalendarId, cal.id)));
    await recordEventWrite(tx, 'calendar.updated', row, agent, now, { source: connection.provider, before: event });
  }
}
