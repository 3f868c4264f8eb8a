import { config } from '../../../config';
import type { CalendarProvider } from '../calendar-port';
import { listCalendars } from './calendars';
import { changes } from './delta';
import { authorizationUrl, exchange, refresh } from './oauth';
import { readPush, stop, watch } from './push';
import { eventsIn } from './view';
import { remove, write } from './write';

/**
 * Outlook and Microsoft 365 calendars through Microsoft Graph (v1.0). Linked with OAuth (PKCE); read through
 * calendarView and its delta; kept fresh by Graph subscriptions. There is no `revoke`: Microsoft's identity platform
 * has no endpoint that ends one app's grant (the person removes the app from their account's permissions).
 */
export const outlookCalendar: CalendarProvider = {
  name: 'outlook',
  configured: () => Boolean(config.MICROSOFT_CLIENT_ID && config.MICROSOFT_CLIENT_SECRET),
  oauth: { authorizationUrl, exchange, refresh },
  listCalendars,
  eventsIn,
  changes,
  write,
  remove,
  push: { route: 'outlook/notifications', watch, stop },
  readPush,
};
