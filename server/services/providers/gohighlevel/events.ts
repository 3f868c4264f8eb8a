import type { CalendarEventDTO } from '@gohighlevel/api-client/dist/lib/code/calendars/models/calendars';
import type { CalendarChanges, CalendarCredentials, ExternalCalendar, ExternalEvent, TimeWindow } from '../calendar-port';
import { type HighLevelClient, locationOf, withClient } from './client';
import { markerOf } from './marker';

/** Appointment statuses that hold no time: the booking was called off or marked void in HighLevel. */
const FREE_STATUSES = new Set(['cancelled', 'invalid']);

/** HighLevel answers times as ISO strings with an offset, and in places as epoch milliseconds. */
function timeOf(value: unknown): Date | null {
  const d = typeof value === 'number' ? new Date(value) : typeof value === 'string' ? new Date(/^\d+$/.test(value) ? Number(value) : value) : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
}

/** One appointment or blocked slot as a stretch of time; null when its times cannot be read. */
export function externalEventOf(e: CalendarEventDTO): ExternalEvent | null {
  const start = timeOf(e.startTime);
  const end = timeOf(e.endTime);
  if (!e.id || !start || !end || end <= start) return null;
  const ownEventId = markerOf(e.title, e.description, e.notes);
  const title = e.title?.replace(/\s*\[switchboard:[^\]]*\]\s*$/i, '');
  return {
    objectId: e.id,
    // HighLevel lists a recurring appointment's occurrences as events of their own ids.
    instanceId: e.id,
    start,
    end,
    // HighLevel has no all-day appointments: a whole day is booked as its hours.
    allDay: false,
    busy: !FREE_STATUSES.has((e.appointmentStatus ?? '').toLowerCase()),
    ...(ownEventId ? { ownEventId } : {}),
    ...(title ? { title } : {}),
  };
}

/** The window's bounds as HighLevel's query takes them: epoch milliseconds. */
function query(locationId: string, calendarId: string, window: TimeWindow) {
  return { locationId, calendarId, startTime: String(window.start.getTime()), endTime: String(window.end.getTime()) };
}

/** The calendar's blocked slots in the window, as HighLevel lists them. */
export async function blockedSlotsIn(client: HighLevelClient, locationId: string, calendarId: string, window: TimeWindow): Promise<CalendarEventDTO[]> {
  const res = await client.hl.calendars.getBlockedSlots(query(locationId, calendarId, window));
  return res.events ?? [];
}

/**
 * The calendar's appointments and blocked slots in the window. Both hold time; an appointment cancelled (or marked
 * invalid) is listed as free, so that a full read drops the block it made. An item listed by both reads counts once.
 */
export async function eventsIn(credentials: CalendarCredentials, calendar: ExternalCalendar, window: TimeWindow): Promise<ExternalEvent[]> {
  const locationId = locationOf(credentials);
  return withClient(credentials, async (client) => {
    const [appointments, blocked] = await Promise.all([
      client.hl.calendars.getCalendarEvents(query(locationId, calendar.externalId, window)).then((r) => r.events ?? []),
      blockedSlotsIn(client, locationId, calendar.externalId, window),
    ]);
    const byId = new Map<string, ExternalEvent>();
    for (const item of [...appointments, ...blocked]) {
      const event = externalEventOf(item);
      if (event && event.end > window.start && event.start < window.end && !byId.has(event.objectId)) byId.set(event.objectId, event);
    }
    return [...byId.values()];
  });
}

/** HighLevel keeps no sync token: every read is the whole window, and what it does not list is gone. */
export async function changes(credentials: CalendarCredentials, calendar: ExternalCalendar, _cursor: string | null, window: TimeWindow): Promise<CalendarChanges> {
  return { upserted: await eventsIn(credentials, calendar, window), removed: [], cursor: null, full: true };
}
