import { config } from '../../../config';
import type { CalendarProvider } from '../calendar-port';
import { googleCalendars } from './calendars';
import { googleAuthorizationUrl, googleExchange, googleRefresh, googleRevoke } from './oauth';
import { googleReadPush, googleStopWatch, googleWatch } from './push';
import { googleChanges, googleEventsIn } from './read';
import { googleRemove, googleWrite } from './write';

/**
 * Google Calendar through its official client (@googleapis/calendar), linked with OAuth (authorization code and
 * PKCE). Reads expand series into their instances (`singleEvents`), keep in step with sync tokens, and hear of
 * changes through push channels (events.watch); writes choose the event's id, so a retry finds its first copy.
 */
export const googleCalendar: CalendarProvider = {
  name: 'google',
  configured: () => Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
  oauth: {
    authorizationUrl: googleAuthorizationUrl,
    exchange: googleExchange,
    refresh: googleRefresh,
    revoke: googleRevoke,
  },
  listCalendars: googleCalendars,
  eventsIn: googleEventsIn,
  changes: googleChanges,
  write: googleWrite,
  remove: googleRemove,
  push: { route: 'google/push', watch: googleWatch, stop: googleStopWatch },
  readPush: googleReadPush,
};
