import type { CalendarCredentials, ExternalCalendar } from '../calendar-port';
import { locationOf, withClient } from './client';

/** An IANA zone Node knows, or null (a location saved without one, or with a name Intl cannot read). */
function knownZone(zone: string | undefined): string | null {
  if (!zone) return null;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}

/**
 * The location's calendars, named for the location. Listing the calendars is the check of the token: it answers
 * 401 for a token HighLevel refuses. The location's own record only names it and gives its zone (HighLevel's
 * calendars keep none of their own), so a token without `locations.readonly` still links, under the location's id
 * and in UTC. HighLevel has no primary calendar: none is marked so.
 */
export async function listCalendars(credentials: CalendarCredentials): Promise<{ accountLabel: string; calendars: ExternalCalendar[] }> {
  const locationId = locationOf(credentials);
  return withClient(credentials, async (client) => {
    const [listed, location] = await Promise.all([
      client.hl.calendars.getCalendars({ locationId }),
      client.hl.locations.getLocation({ locationId }).then((r) => r.location, () => undefined),
    ]);
    const timeZone = knownZone(location?.timezone) ?? 'UTC';
    return {
      accountLabel: location?.name?.trim() || locationId,
      calendars: (listed.calendars ?? []).map((c) => ({ externalId: c.id, name: c.name, timeZone, primary: false })),
    };
  });
}
