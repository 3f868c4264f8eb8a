import { and, asc, count, eq } from 'drizzle-orm';
import { pagedSelect } from '../../lib/pagination';
import type { Actor } from '../../auth/actor';
import { calendarEvents } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { localDayWindow } from './dates';
import { toEventDto, toEventSummary } from './dto';
import { eventScope, getVisibleEventOrThrow, loadEvents, overlapsWindow } from './queries';
import { parseQueryWith, resolveDateRange } from './query-params';
import { listEventsQuery, type EventDto, type EventListDto, type ListEventsQuery } from './schema';

/** GET /calendar/events/{id}: one visible event by integer id or UUID, as the full object. */
export async function getEvent(db: DbOrTx, actor: Actor, ref: string | number): Promise<EventDto> {
  return toEventDto(await getVisibleEventOrThrow(db, actor, ref));
}

/**
 * GET /calendar/events: the visible events that intersect whole days start_date..end_date in `timezone`
 * (an event from 23:00 to 01:00 shows on both days), by start time then id, a page at a time.
 */
export async function listEvents(db: DbOrTx, actor: Actor, input: ListEventsQuery, opts: { now?: Date } = {}): Promise<EventListDto> {
  const code = 'invalid_parameter';
  const q = parseQueryWith(listEventsQuery, input, code);
  const zone = q.timezone ?? 'UTC';
  const { startDate, endDate } = resolveDateRange(q, zone, opts.now ?? new Date(), { defaultSpan: 30, maxSpan: 366, code });
  const { page, limit } = q;
  const window = localDayWindow(startDate, endDate, zone);

  const where = and(
    eventScope(actor),
    overlapsWindow(new Date(window.from), new Date(window.to)),
    q.status ? eq(calendarEvents.status, q.status) : undefined,
  )!;
  return pagedSelect({
    key: 'events',
    page,
    limit,
    count: async () => (await db.select({ n: count() }).from(calendarEvents).where(where))[0].n,
    rows: async (limit, offset) => {
      const rows = await loadEvents(db, where, { orderBy: [asc(calendarEvents.startTime), asc(calendarEvents.id)], limit, offset });
      return rows.map((r) => toEventSummary(r.event, r.agent));
    },
  });
}
