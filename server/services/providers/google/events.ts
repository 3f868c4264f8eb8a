import type { calendar_v3 } from '@googleapis/calendar';
import { DateTime } from 'luxon';
import type { ExternalEvent, TimeWindow } from '../calendar-port';

/** The private extended property that marks an event Switchboard wrote, holding the Switchboard event's UUID. */
export const SWITCHBOARD_EVENT_PROPERTY = 'switchboard_event_id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The longest title kept for the dashboard's preview. */
const TITLE_MAX = 200;

/** Whether Google reports the event gone: deleted, or a cancelled instance of a series. */
export const isCancelled = (event: calendar_v3.Schema$Event) => event.status === 'cancelled';

/**
 * The first instant of a `YYYY-MM-DD` date in the calendar's zone. An all-day event means whole days where its
 * calendar lives, so a day can be 23 or 25 hours long; a zone luxon does not know is read as UTC rather than lost.
 */
function startOfDay(date: string, timeZone: string): Date | null {
  let day = DateTime.fromISO(date, { zone: timeZone });
  if (!day.isValid) day = DateTime.fromISO(date, { zone: 'UTC' });
  return day.isValid ? day.startOf('day').toJSDate() : null;
}

/** The event's stretch: its instants, or its whole days (the end date is exclusive, as Google sends it). */
function timesOf(event: calendar_v3.Schema$Event, timeZone: string): { start: Date; end: Date; allDay: boolean } | null {
  if (event.start?.date) {
    const start = startOfDay(event.start.date, timeZone);
    const end = event.end?.date ? startOfDay(event.end.date, timeZone) : null;
    if (!start) return null;
    return { start, end: end && end > start ? end : DateTime.fromJSDate(start, { zone: timeZone }).plus({ days: 1 }).toJSDate(), allDay: true };
  }
  if (!event.start?.dateTime) return null;
  const start = new Date(event.start.dateTime);
  const end = event.end?.dateTime ? new Date(event.end.dateTime) : start;
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return null;
  return { start, end: end < start ? start : end, allDay: false };
}

/**
 * Whether the event takes the owner's time. Not when it is marked free (`transparent`, which is also how Google
 * shows birthdays and working locations), nor when the owner declined it: an invitation they said no to stays in
 * their calendar but does not keep them busy.
 */
export function isBusy(event: calendar_v3.Schema$Event): boolean {
  if (event.transparency === 'transparent' || event.eventType === 'workingLocation') return false;
  return !event.attendees?.some((a) => a.self === true && a.responseStatus === 'declined');
}

/** The Switchboard event an event is a copy of, when Switchboard wrote it. */
function ownEventIdOf(event: calendar_v3.Schema$Event): string | undefined {
  const id = event.extendedProperties?.private?.[SWITCHBOARD_EVENT_PROPERTY];
  return typeof id === 'string' && UUID.test(id) ? id.toLowerCase() : undefined;
}

/**
 * A Google event (read with `singleEvents`, so a series' instance is an event of its own) as a stretch of time, or
 * null when it has no id or no times to read. Each instance is its own object: Google's incremental answers name
 * only the instances that changed, so an object must be replaceable without the rest of its series.
 */
export function externalEventOf(event: calendar_v3.Schema$Event, timeZone: string): ExternalEvent | null {
  if (!event.id) return null;
  const times = timesOf(event, timeZone);
  if (!times) return null;
  const out: ExternalEvent = { objectId: event.id, instanceId: event.id, ...times, busy: isBusy(event) };
  const own = ownEventIdOf(event);
  if (own) out.ownEventId = own;
  if (event.summary) out.title = event.summary.slice(0, TITLE_MAX);
  return out;
}

/** Whether a stretch of time meets the window (touching at an end does not count). */
export const overlaps = (e: { start: Date; end: Date }, w: TimeWindow) => e.start < w.end && e.end > w.start;
