import type { Event, FreeBusyStatus } from '@microsoft/microsoft-graph-types';
import type { DateTime } from 'luxon';
import type { ExternalEvent } from '../calendar-port';
import { graphDateTime } from './zones';

/**
 * The single-value extended property every event Switchboard writes carries: its UUID, under Switchboard's own
 * property set. Unlike `transactionId` it can be filtered on, which finds a copy whose create answer was lost.
 */
export const OWN_EVENT_PROPERTY = 'String {66f5a359-4659-4830-9070-00047ec6ac6e} Name switchboard_event_id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Which `showAs` block time. `unknown` blocks too: a slot offered over a meeting whose status Graph cannot say is a
 * worse mistake than one left free.
 */
const BUSY: Record<FreeBusyStatus, boolean> = { busy: true, tentative: true, oof: true, unknown: true, free: false, workingElsewhere: false };

/**
 * The Switchboard event this is a copy of. `transactionId` comes back on every read, delta included (which takes no
 * `$expand`); the extended property is read where it was expanded. Either counts only as a UUID, so another app's
 * transaction ids are not taken for ours.
 */
export function ownEventIdOf(event: Event): string | undefined {
  const property = event.singleValueExtendedProperties?.find((p) => p.id?.toLowerCase() === OWN_EVENT_PROPERTY.toLowerCase())?.value;
  const found = [property, event.transactionId].find((v) => typeof v === 'string' && UUID.test(v));
  return found ? found.toLowerCase() : undefined;
}

/**
 * An all-day event's bound as midnight in the calendar's zone. Graph writes all-day bounds as midnight of their
 * days; where it has turned one into another zone's wall time instead, the nearest midnight in the calendar's zone
 * is the day it meant.
 */
function wholeDay(bound: DateTime, calendarZone: string, wallIsMidnight: boolean): DateTime {
  if (wallIsMidnight) return bound.setZone(calendarZone, { keepLocalTime: true }).startOf('day');
  const local = bound.setZone(calendarZone);
  const midnight = local.startOf('day');
  return local.diff(midnight, 'hours').hours >= 12 ? midnight.plus({ days: 1 }) : midnight;
}

/**
 * A Graph event (a single instance, an occurrence or an exception of a series, from calendarView) as a block; null
 * for one that blocks nothing because it is cancelled, a series master (calendarView lists its occurrences instead),
 * or unreadable. Each occurrence is its own object: Graph's delta names occurrences one by one when they change or
 * go.
 */
export function externalEventOf(event: Event, calendarZone: string): ExternalEvent | null {
  if (!event.id || event.isCancelled || event.type === 'seriesMaster') return null;
  let start = graphDateTime(event.start);
  let end = graphDateTime(event.end);
  if (!start || !end) return null;
  const allDay = event.isAllDay === true;
  if (allDay) {
    const midnight = (d: string | null | undefined) => /T00:00(:00(\.0+)?)?$/.test(d ?? '');
    start = wholeDay(start, calendarZone, midnight(event.start?.dateTime));
    end = wholeDay(end, calendarZone, midnight(event.end?.dateTime));
    if (end <= start) end = start.plus({ days: 1 });
  }
  if (end < start) return null;
  const ownEventId = ownEventIdOf(event);
  return {
    objectId: event.id,
    instanceId: event.id,
    start: start.toJSDate(),
    end: end.toJSDate(),
    allDay,
    busy: BUSY[event.showAs ?? 'busy'] ?? true,
    ...(ownEventId ? { ownEventId } : {}),
    ...(event.subject ? { title: event.subject.slice(0, 200) } : {}),
  };
}
