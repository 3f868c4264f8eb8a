import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { calendarEvents } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { AppError } from '../../errors';
import { toIso } from '../../lib/time';
import { DAY_MS, FIRST_WRITABLE_MS, LAST_WRITABLE_MS, localDayWindow, MINUTE_MS } from './dates';
import { isBlocking } from './queries';
import { parseQueryWith, resolveDateRange } from './query-params';
import { availabilityQuery, durationParam, MAX_BUFFER_MINUTES, type AvailabilityDto, type AvailabilityQuery } from './schema';
import { loadAvailabilityRules } from './settings';
import { explainRefusals, type OwnInterval } from './explain';
import { failingSources, freshnessOf, linkedBusyTime, linkedSourcesOf } from './linked/busy';
import { computeSlots, type Interval } from './slots';

const CODE = 'invalid_parameter_format';

/** GET /calendar/availability: the actor's free slots between two dates (whole days in `timezone`). */
export async function getAvailability(
  db: DbOrTx,
  actor: Actor,
  input: AvailabilityQuery,
  opts: { now?: Date } = {},
): Promise<AvailabilityDto> {
  const now = opts.now ?? new Date();
  const q = parseQueryWith(availabilityQuery, input, CODE);
  const duration = parseDuration(q.duration);
  const zone = q.timezone ?? 'UTC';
  const { startDate, endDate } = resolveDateRange(q, zone, now, { defaultSpan: 7, maxSpan: 62, code: CODE });
  const window = localDayWindow(startDate, endDate, zone);

  // Rules and events are read together: events are fetched far enough out for any buffer the settings allow,
  // since a slot can end `duration` after the window and the buffer widens each event on both sides.
  const reach = (minutes: number) => (minutes + duration) * MINUTE_MS + DAY_MS;
  // Rules, events and outside busy time are read together, far enough out for any buffer the settings allow.
  const spanFor = (buffer: number) => ({ from: window.from - reach(buffer), to: window.to + reach(buffer) });
  const readTime = (span: { from: number; to: number }) => Promise.all([
    userOwnEvents(db, actor.userId, span.from, span.to, q.explain === true),
    linkedBusyTime(db, actor.userId, span.from, span.to),
  ]);
  let span = spanFor(MAX_BUFFER_MINUTES);
  const [rules, sources, time] = await Promise.all([
    loadAvailabilityRules(db, actor.accountId, actor.userId), linkedSourcesOf(db, actor.userId), readTime(span),
  ]);
  let [own, linked] = time;
  if (rules.bufferMinutes > MAX_BUFFER_MINUTES) [own, linked] = await readTime(span = spanFor(rules.bufferMinutes));
  const failing = failingSources(sources);
  const blocking: Interval[] = [...own, ...linked, ...(failing.length ? [{ start: span.from, end: span.to }] : [])];
  const slotQuery = { ...window, durationMinutes: duration, now: now.getTime() };
  const slots = computeSlots(rules, slotQuery, blocking);
  return {
    user_id: actor.userId,
    start_date: startDate,
    end_date: endDate,
    duration_minutes: duration,
    available_slots: slots.map((s) => ({ start: toIso(new Date(s.start)), end: toIso(new Date(s.end)), duration_minutes: duration })),
    count: slots.length,
    calendars: freshnessOf(sources, now),
    ...(q.explain === true && { blocked: explainRefusals(rules, slotQuery, { own, linked, failing, sources }) }),
  };
}

function parseDuration(raw: string | number | undefined): number {
  if (raw === undefined) return 30;
  const parsed = durationParam.safeParse(raw);
  if (!parsed.success) throw new AppError('invalid_duration', 'duration must be a whole number of minutes from 1 to 180.');
  return parsed.data;
}

/**
 * Everything that takes a person's time in [from, to), as epoch ms: their scheduled and confirmed events, the busy
 * time of their linked busy-source calendars, and the whole span when one of those is failing (never a double
 * booking over time Switchboard can no longer see). Availability, the agent's tools, transfers and their callbacks
 * all read this one answer.
 */
export async function userBlockingEvents(db: DbOrTx, userId: number, from: number, to: number): Promise<Interval[]> {
  const sources = await linkedSourcesOf(db, userId);
  const [own, linked] = await Promise.all([
    userOwnEvents(db, userId, from, to, false),
    sources.some((s) => s.busySource && s.status === 'active') ? linkedBusyTime(db, userId, from, to) : Promise.resolve([]),
  ]);
  return [...own, ...linked, ...(failingSources(sources).length ? [{ start: from, end: to }] : [])];
}

/** A user's scheduled and confirmed events that overlap [from, to), as epoch milliseconds (with their ids when asked). */
async function userOwnEvents(db: DbOrTx, userId: number, from: number, to: number, withIds: boolean): Promise<OwnInterval[]> {
  // One row holding a JSON array of [start, end] pairs: with thousands of events, per-row decoding costs
  // more than the query itself.
  const [row] = await db
    .select({
      pairs: sql<[number, number, number?][] | string>`coalesce(json_agg(json_build_array(
        (date_part('epoch', ${calendarEvents.startTime}) * 1000)::int8,
        (date_part('epoch', ${calendarEvents.endTime}) * 1000)::int8${withIds ? sql`, ${calendarEvents.id}` : sql``})), '[]'::json)`,
    })
    .from(calendarEvents)
    .where(and(
      eq(calendarEvents.ownerUserId, userId),
      isBlocking,
      lt(calendarEvents.startTime, new Date(Math.min(to, LAST_WRITABLE_MS))),
      gt(calendarEvents.endTime, new Date(Math.max(from, FIRST_WRITABLE_MS))),
    ));
  const pairs = typeof row.pairs === 'string' ? (JSON.parse(row.pairs) as [number, number, number?][]) : row.pairs;
  return pairs.map(([start, end, id]) => ({ start: Number(start), end: Number(end), ...(id !== undefined && { eventId: Number(id) }) }));
}
