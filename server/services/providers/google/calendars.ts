import type { calendar_v3 } from '@googleapis/calendar';
import { CalendarRequestError, type CalendarCredentials, type ExternalCalendar } from '../calendar-port';
import { googleCalendarApi } from './client';
import { googleError } from './failure';

/** calendarList pages read before giving up: a person with more than this many calendars is not a real one. */
const MAX_PAGES = 20;

/**
 * The account's calendars (calendarList.list), and its label: the primary calendar's id, which Google makes the
 * account's email, so no profile scope is asked for.
 */
export async function googleCalendars(credentials: CalendarCredentials): Promise<{ accountLabel: string; calendars: ExternalCalendar[] }> {
  const api = googleCalendarApi(credentials);
  const entries: calendar_v3.Schema$CalendarListEntry[] = [];
  let pageToken: string | undefined;
  for (let page = 0; ; page++) {
    if (page === MAX_PAGES) throw new CalendarRequestError('Google Calendar list calendars: more pages than are read');
    const res = await api.calendarList.list({ maxResults: 250, pageToken }).catch((err: unknown) => {
      throw googleError(err, 'list calendars');
    });
    entries.push(...(res.data.items ?? []));
    if (!res.data.nextPageToken) break;
    pageToken = res.data.nextPageToken;
  }
  const calendars = entries
    .filter((e): e is calendar_v3.Schema$CalendarListEntry & { id: string } => typeof e.id === 'string' && e.id !== '' && e.deleted !== true)
    .map((e) => ({
      externalId: e.id,
      name: e.summaryOverride || e.summary || e.id,
      timeZone: e.timeZone || 'UTC',
      primary: e.primary === true,
    }));
  const primary = calendars.find((c) => c.primary) ?? calendars[0];
  return { accountLabel: primary?.externalId ?? '', calendars };
}
