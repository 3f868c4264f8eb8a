import type { CalendarChanges, CalendarProvider, ExternalCalendar, ExternalEvent, TimeWindow } from '../calendar-port';
import { davContext, type DavContext } from './client';
import { discoverCalendars } from './discover';
import { expandObject, expandObjects } from './expand';
import { changedSince, collectionState, objectsIn, objectsNamed } from './read';
import { deleteEvent, putEvent } from './write';

/**
 * CalDAV (RFC 4791) with a username and an app password over Basic auth: iCloud, Fastmail, Nextcloud, Radicale,
 * and the rest. Nothing to configure per deployment. No push: CalDAV has none that servers agree on, so the
 * domain's polling is all there is; `changes` makes each poll cheap where the server keeps sync tokens.
 */
export const caldavCalendar: CalendarProvider = {
  name: 'caldav',
  configured: () => true,

  async listCalendars(credentials) {
    const ctx = davContext(credentials);
    return { accountLabel: ctx.username, calendars: await discoverCalendars(ctx) };
  },

  async eventsIn(credentials, calendar, window) {
    const ctx = davContext(credentials);
    return expandObjects(await objectsIn(ctx, calendar.externalId, window), calendar.timeZone, window);
  },

  async changes(credentials, calendar, cursor, window) {
    const ctx = davContext(credentials);
    const parsed = parseCursor(cursor);
    if (parsed?.kind === 'sync') {
      const sync = await changedSince(ctx, calendar.externalId, parsed.value);
      if (sync.kind === 'changes') {
        const { found, gone } = await objectsNamed(ctx, calendar.externalId, sync.changed);
        const upserted: ExternalEvent[] = [];
        const removed = [...sync.deleted, ...gone];
        for (const object of found) {
          const times = expandObject(object, calendar.timeZone, window);
          // An object whose times all left the window has nothing to upsert, yet its old times must go.
          if (times.length === 0) removed.push(object.href);
          else upserted.push(...times);
        }
        return { upserted, removed, cursor: `sync:${sync.syncToken}`, full: false };
      }
    } else if (parsed?.kind === 'ctag') {
      const state = await collectionState(ctx, calendar.externalId);
      if (state.ctag !== null && state.ctag === parsed.value && state.syncToken === null) {
        return { upserted: [], removed: [], cursor, full: false };
      }
    }
    return fullRead(ctx, calendar, window);
  },

  async write(credentials, calendar, event, knownId) {
    return { externalEventId: await putEvent(davContext(credentials), calendar.externalId, event, knownId) };
  },

  async remove(credentials, calendar, externalEventId) {
    await deleteEvent(davContext(credentials), calendar.externalId, externalEventId);
  },
};

/**
 * The whole window, and the cursor for the next read. The state is read first: a change made while the objects
 * are read then shows in the next read rather than being lost between the two.
 */
async function fullRead(ctx: DavContext, calendar: ExternalCalendar, window: TimeWindow): Promise<CalendarChanges> {
  const state = await collectionState(ctx, calendar.externalId);
  const objects = await objectsIn(ctx, calendar.externalId, window);
  const cursor = state.syncToken ? `sync:${state.syncToken}` : state.ctag ? `ctag:${state.ctag}` : null;
  return { upserted: expandObjects(objects, calendar.timeZone, window), removed: [], cursor, full: true };
}

/**
 * A cursor says which kind it is: an RFC 6578 sync token (changes since it are asked for), or a ctag from a server
 * without sync-collection (a changed ctag means a full read; an unchanged one, nothing to do).
 */
function parseCursor(cursor: string | null): { kind: 'sync' | 'ctag'; value: string } | null {
  if (!cursor) return null;
  const at = cursor.indexOf(':');
  const kind = cursor.slice(0, at);
  return kind === 'sync' || kind === 'ctag' ? { kind, value: cursor.slice(at + 1) } : null;
}
