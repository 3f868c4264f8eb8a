import { and, asc, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import { pagedSelect } from '../../lib/pagination';
import type { Actor } from '../../auth/actor';
import { calendarEvents } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { localDayWindow } from './dates';
import { toEventDto, toEventSummary } from './dto';
import { eventScope, getVisibleEventOrThrow, loadEvents } from './queries';
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

  const filters = and(eventScope(actor), q.status ? eq(calendarEvents.status, q.status) : undefined)!;
  const { count, pageIds } = eventWindowQueries(db, filters, new Date(window.from), new Date(window.to));
  return pagedSelect({
    key: 'events',
    page,
    limit,
    count,
    rows: async (limit, offset) => {
      const rows = await loadEvents(db, pageIds(limit, offset), { orderBy: [asc(calendarEvents.startTime), asc(calendarEvents.id)] });
      return rows.map((r) => toEventSummary(r.event, r.agent));
    },
  });
}

/**
 * The events overlapping [from, to) that pass `filters`, split at the window's start so that each part has an
 * index that serves it: those that start inside the window (the account's start-time index, already in list
 * order, so a page reads only its own rows and the count only the window's index entries) and those that began
 * earlier and still run at its start (the span index: the few events in progress at one instant). A single
 * overlap condition would walk every earlier event of the account, or sort the whole window.
 */
export function eventWindowQueries(db: DbOrTx, filters: SQL, from: Date, to: Date) {
  const startsInside = and(filters, gte(calendarEvents.startTime, from), lt(calendarEvents.startTime, to))!;
  // start_time < from < end_time (the range check keeps end after start): the events in progress at `from`.
  const carriedIn = and(
    filters,
    lt(calendarEvents.startTime, from),
    gt(calendarEvents.endTime, from),
    sql`tstzrange(${calendarEvents.startTime}, ${calendarEvents.endTime}) && tstzrange(${from.toISOString()}::timestamptz, ${from.toISOString()}::timestamptz, '[]')`,
  )!;
  const countQuery = sql`select ((select count(*) from ${calendarEvents} where ${startsInside})
    + (select count(*) from ${calendarEvents} where ${carriedIn}))::int as n`;
  const pageIds = (limit: number, offset: number) => {
    const upTo = limit + offset;
    // Every carried-in event starts before every other, so the merged order is the list's (start time, id).
    return sql`${calendarEvents.id} in (select part.id from (
      (select ${calendarEvents.id}, ${calendarEvents.startTime} from ${calendarEvents} where ${carriedIn}
        order by ${calendarEvents.startTime}, ${calendarEvents.id} limit ${upTo})
      union all
      (select ${calendarEvents.id}, ${calendarEvents.startTime} from ${calendarEvents} where ${startsInside}
        order by ${calendarEvents.startTime}, ${calendarEvents.id} limit ${upTo})
    ) part order by part.start_time, part.id limit ${limit} offset ${offset})`;
  };
  return {
    countQuery,
    pageIds,
    count: async () => Number(rowsOf<{ n: number | string }>(await db.execute(countQuery))[0].n),
  };
}
