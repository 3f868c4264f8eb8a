import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { calendarBusyBlocks, calendarConnections, calendarEvents, linkedCalendars, type CalendarProviderKey } from '../../../db/schema';
import { rowsOf } from '../../../db/rows';
import type { DbOrTx } from '../../../db/types';
import { toIso } from '../../../lib/time';
import { FIRST_WRITABLE_MS, LAST_WRITABLE_MS } from '../dates';
import { isBlocking } from '../queries';
import type { Interval } from '../slots';
import { STALE_AFTER_MS } from './window';

/** A stretch of outside time, with the calendar it comes from (availability's `explain` names it). */
export interface LinkedBusy extends Interval {
  linkedCalendarId: number;
}

/** A linked calendar as availability answers name it. */
export interface LinkedSource {
  linkedCalendarId: number;
  connectionId: number;
  provider: CalendarProviderKey;
  calendar: string;
  status: 'pending_authorization' | 'active' | 'needs_reauth' | 'error';
  busySource: boolean;
  syncedAt: Date | null;
}

/** The person's linked calendars (every connection that has finished its grant), with their connection's state. */
export async function linkedSourcesOf(db: DbOrTx, userId: number): Promise<LinkedSource[]> {
  return db.select({
    linkedCalendarId: linkedCalendars.id,
    connectionId: calendarConnections.id,
    provider: calendarConnections.provider,
    calendar: linkedCalendars.name,
    status: calendarConnections.status,
    busySource: linkedCalendars.busySource,
    syncedAt: calendarConnections.lastSyncedAt,
  })
    .from(linkedCalendars)
    .innerJoin(calendarConnections, eq(calendarConnections.id, linkedCalendars.connectionId))
    .where(eq(linkedCalendars.userId, userId));
}

/**
 * The cached busy time of a person's busy-source calendars of active connections overlapping [from, to), as epoch
 * ms. Copies of the person's own Switchboard events are left out (the event itself counts; a colleague's copy in a
 * shared calendar still blocks), and only the calendar's current
 * generation is read (a full read under way writes the next one). One row of JSON, as for Switchboard's own events.
 */
export async function linkedBusyTime(db: DbOrTx, userId: number, from: number, to: number): Promise<LinkedBusy[]> {
  const fromIso = new Date(Math.max(from, FIRST_WRITABLE_MS)).toISOString();
  const toIso_ = new Date(Math.min(to, LAST_WRITABLE_MS)).toISOString();
  const [row] = rowsOf<{ pairs: [number, number, number][] | string | null }>(await db.execute(sql`
    select coalesce(json_agg(json_build_array(
      (date_part('epoch', b.starts_at) * 1000)::int8, (date_part('epoch', b.ends_at) * 1000)::int8, b.linked_calendar_id)), '[]'::json) as pairs
    from ${calendarBusyBlocks} b
    join ${linkedCalendars} c on c.id = b.linked_calendar_id and c.generation = b.generation and c.busy_source
    join ${calendarConnections} k on k.id = c.connection_id and k.status = 'active'
    where b.user_id = ${userId} and b.busy
      and (b.own_event_uuid is null or not exists (
        select 1 from ${calendarEvents} e where e.uuid = b.own_event_uuid and e.owner_user_id = b.user_id))
      and b.starts_at < ${toIso_}::timestamptz and b.ends_at > ${fromIso}::timestamptz`));
  const raw = row?.pairs ?? [];
  const pairs = typeof raw === 'string' ? (JSON.parse(raw) as [number, number, number][]) : raw;
  return pairs.map(([start, end, linkedCalendarId]) => ({ start: Number(start), end: Number(end), linkedCalendarId: Number(linkedCalendarId) }));
}

/**
 * A connection that is failing (`needs_reauth`, `error`) with a busy-source calendar: its person's slots are blocked
 * rather than risk a double booking over time it can no longer see.
 */
export const failingSources = (sources: LinkedSource[]) => sources.filter((s) => s.busySource && (s.status === 'needs_reauth' || s.status === 'error'));

/** The answer's `calendars`: one per connection, `stale` when not active or last synced over 15 minutes ago. */
export function freshnessOf(sources: LinkedSource[], now: Date) {
  const seen = new Map<number, LinkedSource>();
  for (const s of sources) if (!seen.has(s.connectionId)) seen.set(s.connectionId, s);
  return [...seen.values()].map((s) => ({
    connection_id: s.connectionId,
    provider: s.provider,
    synced_at: toIso(s.syncedAt),
    stale: s.status !== 'active' || !s.syncedAt || now.getTime() - s.syncedAt.getTime() > STALE_AFTER_MS,
  }));
}

/** Whether [start, end) overlaps another blocking event of the person or their linked busy time (a pulled-back move). */
export async function hasConflict(db: DbOrTx, userId: number, start: Date, end: Date, excludeEventId: number): Promise<boolean> {
  const [clash] = await db.select({ id: calendarEvents.id }).from(calendarEvents)
    .where(and(eq(calendarEvents.ownerUserId, userId), isBlocking, lt(calendarEvents.startTime, end), gt(calendarEvents.endTime, start), ne(calendarEvents.id, excludeEventId)))
    .limit(1);
  if (clash) return true;
  return (await linkedBusyTime(db, userId, start.getTime(), end.getTime())).length > 0;
}
