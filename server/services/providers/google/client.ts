import { calendar, type calendar_v3 } from '@googleapis/calendar';
import { config } from '../../../config';
import { CalendarAuthError, type CalendarCredentials } from '../calendar-port';

/** How long one request to Google may take before it counts as unanswered. */
export const GOOGLE_TIMEOUT_MS = 15_000;

/**
 * Google Calendar's official client for one linked account, at GOOGLE_API_BASE_URL (tests point it at a local
 * stand-in). The access token goes as a plain bearer header: the domain refreshes it before it expires, so the
 * client is never asked to refresh on its own. Nothing is retried here: a 429 is the domain's to wait out, and it
 * must see it. Redirects are refused, as the token must go to Google's API only.
 */
export function googleCalendarApi(credentials: CalendarCredentials): calendar_v3.Calendar {
  if (credentials.kind !== 'oauth') throw new CalendarAuthError('Google Calendar is linked with OAuth only');
  const key = `${config.GOOGLE_API_BASE_URL} ${credentials.accessToken}`;
  let api = clients.get(key);
  if (!api) {
    // Building the generated client takes milliseconds of the server's one thread: a booking's live check asks
    // several calendars at once, so a client is kept per access token (a refreshed token makes a new one).
    if (clients.size >= MAX_CLIENTS) clients.delete(clients.keys().next().value!);
    api = build(credentials.accessToken);
    clients.set(key, api);
  }
  return api;
}

const MAX_CLIENTS = 200;
const clients = new Map<string, calendar_v3.Calendar>();

function build(accessToken: string): calendar_v3.Calendar {
  return calendar({
    version: 'v3',
    rootUrl: config.GOOGLE_API_BASE_URL,
    headers: { authorization: `Bearer ${accessToken}` },
    retry: false,
    timeout: GOOGLE_TIMEOUT_MS,
    fetchImplementation: (input, init) => fetch(input, { ...init, redirect: 'error' }),
  });
}
