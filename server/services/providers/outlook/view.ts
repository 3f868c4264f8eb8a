import type { Event } from '@microsoft/microsoft-graph-types';
import type { CalendarCredentials, ExternalCalendar, ExternalEvent, TimeWindow } from '../calendar-port';
import { graphClient } from './client';
import { externalEventOf, OWN_EVENT_PROPERTY } from './events';
import { allPages } from './pages';

/** What a block is read from; the rest of an event (its body, its attendees) is never asked for. */
const FIELDS = 'id,subject,start,end,isAllDay,showAs,isCancelled,type,seriesMasterId,transactionId';

/** The window as calendarView's query: its bounds in UTC. */
export function windowQuery(window: TimeWindow): string {
  return `startDateTime=${encodeURIComponent(window.start.toISOString())}&endDateTime=${encodeURIComponent(window.end.toISOString())}`;
}

/**
 * The events in one window, asked live. calendarView expands series itself: occurrences and exceptions arrive one
 * by one, deleted occurrences do not.
 */
export async function eventsIn(credentials: CalendarCredentials, calendar: ExternalCalendar, window: TimeWindow): Promise<ExternalEvent[]> {
  const client = graphClient(credentials);
  const expand = encodeURIComponent(`singleValueExtendedProperties($filter=id eq '${OWN_EVENT_PROPERTY}')`);
  const path = `/me/calendars/${encodeURIComponent(calendar.externalId)}/calendarView?${windowQuery(window)}&$select=${FIELDS}&$expand=${expand}`;
  const { items } = await allPages<Event>(client, path, 'calendar view');
  return items.map((e) => externalEventOf(e, calendar.timeZone)).filter((e): e is ExternalEvent => e !== null);
}
