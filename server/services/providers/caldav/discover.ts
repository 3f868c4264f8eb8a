import ICAL from 'ical.js';
import { createAccount, type DAVCalendar, fetchCalendars } from 'tsdav';
import type { ExternalCalendar } from '../calendar-port';
import { CalendarRequestError } from '../calendar-port';
import { type DavContext, describeAnswer, portError } from './client';
import { knownZone } from './zones';

/**
 * The account's event calendars, found from the server URL as RFC 4791 §6 and RFC 6764 describe (tsdav's
 * discovery: /.well-known/caldav, DAV:current-user-principal, calendar-home-set, then the home's calendars).
 * A server that answers without a principal or a calendar home is not a CalDAV server, and is named with what
 * it answered.
 */
export async function discoverCalendars(ctx: DavContext): Promise<ExternalCalendar[]> {
  let found: DAVCalendar[];
  try {
    const account = await createAccount({
      account: { serverUrl: ctx.serverUrl, accountType: 'caldav' },
      headers: ctx.headers,
      fetch: ctx.fetch,
    });
    found = await fetchCalendars({ account, headers: ctx.headers, fetch: ctx.fetch });
  } catch (err) {
    const mapped = portError(err, ctx, 'Discovering calendars');
    if (mapped instanceof CalendarRequestError && !(err instanceof CalendarRequestError)) {
      const last = ctx.last();
      throw new CalendarRequestError(`${ctx.serverUrl} is not a CalDAV server${last ? `: ${describeAnswer(last)}` : ''}`, last?.status);
    }
    throw mapped;
  }
  return found
    .filter((c) => c.components === undefined || c.components.length === 0 || c.components.includes('VEVENT'))
    .map((c, i) => ({
      externalId: c.url,
      name: nameOf(c),
      timeZone: zoneOf(c.timezone),
      primary: i === 0,
    }));
}

function nameOf(c: DAVCalendar): string {
  const raw: unknown = c.displayName;
  if (typeof raw === 'string' && raw.trim()) return raw.trim();
  if (typeof raw === 'number') return String(raw);
  const parts = new URL(c.url).pathname.split('/').filter(Boolean);
  return decodeURIComponent(parts[parts.length - 1] ?? c.url);
}

/**
 * The zone a calendar's floating times and all-day events are read in: the TZID of its calendar-timezone
 * (RFC 4791 §5.2.2, a VCALENDAR holding one VTIMEZONE), or that VTIMEZONE's X-LIC-LOCATION when the TZID is not an
 * IANA name. UTC when the calendar names none, as RFC 4791 leaves such a calendar's floating times to the client,
 * and UTC is the reading that does not depend on where Switchboard runs.
 */
export function zoneOf(calendarTimezone: string | undefined): string {
  if (!calendarTimezone) return 'UTC';
  try {
    const vtz = new ICAL.Component(ICAL.parse(calendarTimezone)).getFirstSubcomponent('vtimezone');
    const tzid = vtz?.getFirstPropertyValue('tzid');
    const location = vtz?.getFirstPropertyValue('x-lic-location');
    return knownZone(typeof tzid === 'string' ? tzid : null) ?? knownZone(typeof location === 'string' ? location : null) ?? 'UTC';
  } catch {
    return 'UTC';
  }
}
