import { DateTime } from 'luxon';
import { and, asc } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { calendarEvents } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { addDays, localDayWindow } from './dates';
import { getAvailability } from './availability';
import { toEventSummary } from './dto';
import { eventScope, loadEvents, overlapsWindow } from './queries';
import { parseQueryWith } from './query-params';
import { calendarWeekInput, type AvailabilityDto, type CalendarWeekInput, type EventSummaryDto } from './schema';

export interface CalendarWeek {
  week_start: string;
  week_end: string;
  timezone: string;
  /** The visible events that intersect the week, by start time (at most 500), with the call each was booked in. */
  events: (EventSummaryDto & { call_id: string | null })[];
  /** The actor's own free slots in the week. */
  availability: AvailabilityDto;
}

const WEEK_EVENT_CAP = 500;

/** The dashboard's calendar page: a week's events and an availability preview, through the same rules as REST. */
export async function calendarWeek(db: DbOrTx, actor: Actor, input: CalendarWeekInput = {}, opts: { now?: Date } = {}): Promise<CalendarWeek> {
  const now = opts.now ?? new Date();
  const q = parseQueryWith(calendarWeekInput, input, 'validation_error');
  const zone = q.timezone ?? 'UTC';
  const weekStart = q.week_start ?? DateTime.fromJSDate(now, { zone }).startOf('week').toISODate()!;
  const weekEnd = addDays(weekStart, 6);
  const window = localDayWindow(weekStart, weekEnd, zone);
  const [rows, availability] = await Promise.all([
    loadEvents(
      db,
      and(eventScope(actor), overlapsWindow(new Date(window.from), new Date(window.to)))!,
      { orderBy: [asc(calendarEvents.startTime), asc(calendarEvents.id)], limit: WEEK_EVENT_CAP },
    ),
    getAvailability(db, actor, { start_date: weekStart, end_date: weekEnd, timezone: zone, duration: q.duration ?? 30 }, { now }),
  ]);
  return {
    week_start: weekStart,
    week_end: weekEnd,
    timezone: zone,
    events: rows.map((r) => ({ ...toEventSummary(r.event, r.agent), call_id: r.callRef })),
    availability,
  };
}
