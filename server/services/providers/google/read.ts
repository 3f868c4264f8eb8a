import type { calendar_v3 } from '@googleapis/calendar';
import {
  CalendarRequestError, type CalendarChanges, type CalendarCredentials, type ExternalCalendar, type ExternalEvent, type TimeWindow,
} from '../calendar-port';
import { googleCalendarApi } from './client';
import { externalEventOf, isCancelled, overlaps } from './events';
import { googleError, googleStatusOf } from './failure';

/** The most events Google gives on one page. */
const PAGE_SIZE = 2500;
/** Pages read before giving up on one listing (a quarter of a million events). */
const MAX_PAGES = 100;

type ListParams = calendar_v3.Params$Resource$Events$List;

/**
 * Every page of one events.list, and the sync token the last page carries. `singleEvents` is always asked: a series
 * comes as its instances, moved ones at their new times and cancelled ones marked so, which is what a block is.
 * Throws what the client threw, for the caller to read (a 410 means something to changes()).
 */
async function listAll(api: calendar_v3.Calendar, params: ListParams): Promise<{ items: calendar_v3.Schema$Event[]; nextSyncToken: string | null }> {
  const items: calendar_v3.Schema$Event[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const res = await api.events.list({ ...params, singleEvents: true, maxResults: PAGE_SIZE, pageToken });
    items.push(...(res.data.items ?? []));
    if (!res.data.nextPageToken) return { items, nextSyncToken: res.data.nextSyncToken ?? null };
    pageToken = res.data.nextPageToken;
  }
  throw new CalendarRequestError('Google Calendar events: more pages than are read');
}

/** The last word on each event id: an event changed while the pages were read may appear twice. */
function latest(items: calendar_v3.Schema$Event[]): calendar_v3.Schema$Event[] {
  const byId = new Map<string, calendar_v3.Schema$Event>();
  for (const item of items) if (item.id) byId.set(item.id, item);
  return [...byId.values()];
}

/** The events of a window, asked live; cancelled ones are left out by Google (no `showDeleted`). */
export async function googleEventsIn(credentials: CalendarCredentials, calendar: ExternalCalendar, window: TimeWindow): Promise<ExternalEvent[]> {
  const api = googleCalendarApi(credentials);
  const { items } = await listAll(api, { calendarId: calendar.externalId, timeMin: window.start.toISOString(), timeMax: window.end.toISOString() })
    .catch((err: unknown) => {
      throw googleError(err, 'events');
    });
  return latest(items)
    .filter((e) => !isCancelled(e))
    .map((e) => externalEventOf(e, calendar.timeZone))
    .filter((e): e is ExternalEvent => e !== null && overlaps(e, window));
}

/**
 * A full read's changes: what it lists in the window is all there is (cancelled instances, listed because deleted
 * ones are asked for so that the sync token covers them later, are simply not blocks).
 */
function fullChanges(items: calendar_v3.Schema$Event[], calendar: ExternalCalendar, window: TimeWindow, cursor: string | null): CalendarChanges {
  const upserted = latest(items)
    .filter((e) => !isCancelled(e))
    .map((e) => externalEventOf(e, calendar.timeZone))
    .filter((e): e is ExternalEvent => e !== null && overlaps(e, window));
  return { upserted, removed: [], cursor, full: true };
}

/**
 * An incremental read's changes. A sync token reaches past the window (Google names every change in the calendar),
 * so an event that moved out of the window, or cannot be read, is removed like a cancelled one: it no longer
 * blocks anything the cache holds.
 */
function incrementalChanges(items: calendar_v3.Schema$Event[], calendar: ExternalCalendar, window: TimeWindow, cursor: string | null): CalendarChanges {
  const upserted: ExternalEvent[] = [];
  const removed: string[] = [];
  for (const item of latest(items)) {
    const event = isCancelled(item) ? null : externalEventOf(item, calendar.timeZone);
    if (event && overlaps(event, window)) upserted.push(event);
    else if (item.id) removed.push(item.id);
  }
  return { upserted, removed, cursor, full: false };
}

/**
 * Changes since the sync token, or a full read of the window when there is none or Google refused it (410: the
 * token is too old or was invalidated), which returns `full: true` and a fresh token.
 */
export async function googleChanges(
  credentials: CalendarCredentials, calendar: ExternalCalendar, cursor: string | null, window: TimeWindow,
): Promise<CalendarChanges> {
  const api = googleCalendarApi(credentials);
  const calendarId = calendar.externalId;
  if (cursor) {
    try {
      // A sync token takes no time bounds: it answers for the calendar the token was made for.
      const read = await listAll(api, { calendarId, syncToken: cursor, showDeleted: true });
      return incrementalChanges(read.items, calendar, window, read.nextSyncToken ?? cursor);
    } catch (err) {
      if (googleStatusOf(err) !== 410) throw googleError(err, 'changes');
    }
  }
  try {
    const read = await listAll(api, { calendarId, timeMin: window.start.toISOString(), timeMax: window.end.toISOString(), showDeleted: true });
    return fullChanges(read.items, calendar, window, read.nextSyncToken);
  } catch (err) {
    throw googleError(err, 'events');
  }
}
