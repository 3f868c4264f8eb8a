import type { Event } from '@microsoft/microsoft-graph-types';
import type { CalendarChanges, CalendarCredentials, ExternalCalendar, ExternalEvent, TimeWindow } from '../calendar-port';
import { CalendarRequestError } from '../calendar-port';
import { graphClient, graphLinkPath } from './client';
import { externalEventOf } from './events';
import { allPages } from './pages';
import { windowQuery } from './view';

/** One item of a delta page: an event, or only its id when it left the view. */
type DeltaItem = Event & { '@removed'?: { reason?: string } };

/** A delta round's items as upserts and removals. */
function changesOf(items: DeltaItem[], calendar: ExternalCalendar): Pick<CalendarChanges, 'upserted' | 'removed'> {
  const upserted: ExternalEvent[] = [];
  const removed: string[] = [];
  for (const item of items) {
    if (!item.id) continue;
    if (item['@removed']) {
      removed.push(item.id);
      continue;
    }
    const block = externalEventOf(item, calendar.timeZone);
    // A cancelled or unreadable item blocks nothing: whatever copy the cache holds goes.
    if (block) upserted.push(block);
    else if (item.type !== 'seriesMaster') removed.push(item.id);
  }
  return { upserted, removed };
}

/** A full read of the window through calendarView's delta, which also starts the round whose deltaLink is the cursor. */
async function fullRead(credentials: CalendarCredentials, calendar: ExternalCalendar, window: TimeWindow): Promise<CalendarChanges> {
  const client = graphClient(credentials);
  // Delta takes no $select or $expand: it answers calendarView's own fields, transactionId among them.
  const path = `/me/calendars/${encodeURIComponent(calendar.externalId)}/calendarView/delta?${windowQuery(window)}`;
  const { items, deltaLink } = await allPages<DeltaItem>(client, path, 'calendar delta');
  return { ...changesOf(items, calendar), cursor: deltaLink, full: true };
}

/**
 * Changes since `cursor`, a deltaLink: Graph's round keeps the window of the read that started it (the domain moves
 * the window by asking with no cursor). A link Graph no longer knows (410: its sync state is gone) or one outside
 * the configured API root is answered with a full read.
 */
export async function changes(credentials: CalendarCredentials, calendar: ExternalCalendar, cursor: string | null, window: TimeWindow): Promise<CalendarChanges> {
  const path = cursor ? graphLinkPath(cursor) : null;
  if (!path) return fullRead(credentials, calendar, window);
  try {
    const { items, deltaLink } = await allPages<DeltaItem>(graphClient(credentials), path, 'calendar delta');
    // Without a new link the round cannot go on from here: the next call starts over.
    return { ...changesOf(items, calendar), cursor: deltaLink, full: false };
  } catch (err) {
    if (err instanceof CalendarRequestError && err.status === 410) return fullRead(credentials, calendar, window);
    throw err;
  }
}
