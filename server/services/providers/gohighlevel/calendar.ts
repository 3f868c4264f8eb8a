import type { CalendarProvider } from '../calendar-port';
import { listCalendars } from './calendars';
import { changes, eventsIn } from './events';
import { highLevelOAuth } from './oauth';
import { readPush } from './webhooks';
import { remove, write } from './write';

/**
 * HighLevel (LeadConnector) Calendars API v2 for one location: linked by a private integration token, which needs
 * no app, or by the marketplace app's OAuth, which needs GOHIGHLEVEL_CLIENT_ID and GOHIGHLEVEL_CLIENT_SECRET. So it
 * can always be linked; `oauth` is offered always and refuses to start until the app is configured. Its webhooks
 * are subscribed in the marketplace app, so it keeps no push channels.
 */
export const gohighlevelCalendar: CalendarProvider = {
  name: 'gohighlevel',
  configured: () => true,
  oauth: highLevelOAuth,
  listCalendars,
  eventsIn,
  changes,
  write,
  remove,
  readPush,
};
