import ICAL from 'ical.js';
import type { ExternalEvent, TimeWindow } from '../calendar-port';
import { attachZones, dayStart, instantOf } from './zones';

/** The property Switchboard writes on its own copies, naming the event they copy. */
export const OWN_EVENT_PROPERTY = 'x-switchboard-event-id';

/**
 * How many occurrences of one series are walked before giving up: a daily series begun decades ago still reaches a
 * window some months ahead, and a rule that never ends cannot hold the read forever.
 */
const MAX_OCCURRENCES = 50_000;

/** One calendar object as the server holds it: its href and its iCalendar text. */
export interface CalendarObject {
  href: string;
  data: string;
}

/**
 * The times of one calendar object that fall in the window, a series expanded (RRULE, RDATE, EXDATE), each
 * overridden instance (a VEVENT with RECURRENCE-ID) in the place of the one it replaces, moved or cancelled.
 * All-day events are read as their whole days in the calendar's zone; floating times as times in that zone.
 * Text that is not iCalendar yields nothing: one broken object must not stop a calendar's read.
 */
export function expandObject(object: CalendarObject, calendarZone: string, window: TimeWindow): ExternalEvent[] {
  let vcalendar: ICAL.Component;
  try {
    vcalendar = new ICAL.Component(ICAL.parse(object.data));
  } catch {
    return [];
  }
  attachZones(vcalendar, calendarZone);
  const vevents = vcalendar.getAllSubcomponents('vevent').filter((v) => v.getFirstProperty('dtstart'));
  const masters = vevents.filter((v) => !v.hasProperty('recurrence-id'));
  const overrides = new Map<number, ICAL.Component>();
  for (const v of vevents) {
    if (!v.hasProperty('recurrence-id')) continue;
    const rid = v.getFirstPropertyValue('recurrence-id');
    if (rid instanceof ICAL.Time) overrides.set(startOf(rid, calendarZone).getTime(), v);
  }

  const out: ExternalEvent[] = [];
  const inWindow = (e: ExternalEvent) => e.start < window.end && e.end > window.start;
  for (const master of masters) {
    const event = new ICAL.Event(master);
    const series = event.isRecurring() || overrides.size > 0;
    if (!series) {
      const one = instance(object.href, master, event.startDate, null, calendarZone);
      if (inWindow(one)) out.push(one);
      continue;
    }
    const length = lengthOf(master, calendarZone);
    const it = event.iterator();
    for (let n = 0, t = it.next(); t && n < MAX_OCCURRENCES; n++, t = it.next()) {
      const originalStart = startOf(t, calendarZone);
      if (originalStart >= window.end) break;
      const override = overrides.get(originalStart.getTime());
      if (override) {
        overrides.delete(originalStart.getTime());
        const moved = instance(object.href, override, override.getFirstPropertyValue('dtstart') as ICAL.Time, originalStart, calendarZone);
        if (inWindow(moved)) out.push(moved);
        continue;
      }
      const occurrence = instance(object.href, master, t, originalStart, calendarZone, length);
      if (inWindow(occurrence)) out.push(occurrence);
    }
  }
  // Overrides of instances the series does not make (an invitation to one instance only, or a RECURRENCE-ID
  // after the window's end moved into it) still hold their own times.
  for (const [originalMs, override] of overrides) {
    const moved = instance(object.href, override, override.getFirstPropertyValue('dtstart') as ICAL.Time, new Date(originalMs), calendarZone);
    if (inWindow(moved)) out.push(moved);
  }
  return out;
}

/** The objects' times in the window, in start order. */
export function expandObjects(objects: CalendarObject[], calendarZone: string, window: TimeWindow): ExternalEvent[] {
  return objects.flatMap((o) => expandObject(o, calendarZone, window)).sort((a, b) => a.start.getTime() - b.start.getTime());
}

/**
 * One time of a VEVENT starting at `start`. A series' instances are told apart by the start they have in the
 * series (the RECURRENCE-ID), so that a moved instance keeps its id.
 */
function instance(
  href: string,
  vevent: ICAL.Component,
  start: ICAL.Time,
  originalStart: Date | null,
  zone: string,
  length: Length = lengthOf(vevent, zone),
): ExternalEvent {
  const allDay = start.isDate;
  const startAt = startOf(start, zone);
  const end = length.days !== null ? dayStart(start, length.days, zone) : new Date(startAt.getTime() + length.ms);
  const transparent = String(vevent.getFirstPropertyValue('transp') ?? '').toUpperCase() === 'TRANSPARENT';
  const cancelled = String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';
  const own = vevent.getFirstPropertyValue(OWN_EVENT_PROPERTY);
  const title = vevent.getFirstPropertyValue('summary');
  return {
    objectId: href,
    instanceId: originalStart ? `${href}#${originalStart.toISOString()}` : href,
    start: startAt,
    end: end < startAt ? startAt : end,
    allDay,
    busy: !transparent && !cancelled,
    ...(typeof own === 'string' && own.trim() ? { ownEventId: own.trim() } : {}),
    ...(typeof title === 'string' && title ? { title } : {}),
  };
}

/** A VEVENT's length: whole days for an all-day event (its days are read in the calendar's zone), else exact. */
interface Length {
  days: number | null;
  ms: number;
}

function lengthOf(vevent: ICAL.Component, zone: string): Length {
  const start = vevent.getFirstPropertyValue('dtstart') as ICAL.Time;
  const dtend = vevent.getFirstPropertyValue('dtend');
  const duration = vevent.getFirstPropertyValue('duration');
  if (start.isDate) {
    if (dtend instanceof ICAL.Time) return { days: Math.max(1, Math.round(dtend.subtractDate(start).toSeconds() / 86_400)), ms: 0 };
    if (duration instanceof ICAL.Duration) return { days: Math.max(1, Math.round(duration.toSeconds() / 86_400)), ms: 0 };
    // RFC 5545 §3.6.1: an all-day DTSTART with neither DTEND nor DURATION takes that one day.
    return { days: 1, ms: 0 };
  }
  if (dtend instanceof ICAL.Time) return { days: null, ms: startOf(dtend, zone).getTime() - startOf(start, zone).getTime() };
  if (duration instanceof ICAL.Duration) return { days: null, ms: duration.toSeconds() * 1000 };
  return { days: null, ms: 0 };
}

/** When a time begins: a date at the start of that day in the calendar's zone, a date-time at its instant. */
function startOf(t: ICAL.Time, zone: string): Date {
  return t.isDate ? dayStart(t, 0, zone) : instantOf(t);
}
