import type { Calendar, MailboxSettings, User } from '@microsoft/microsoft-graph-types';
import type { CalendarCredentials, ExternalCalendar } from '../calendar-port';
import { calendarErrorOf, graphCall, graphClient, graphFailure } from './client';
import { allPages } from './pages';
import { ianaZone } from './zones';

/**
 * The person's time zone from their mailbox settings (a Windows or an IANA name), as an IANA zone. Graph keeps no
 * zone per calendar, so every calendar of the account takes it. UTC when the setting is unreadable, or refused to a
 * link made without MailboxSettings.Read (403): all-day events then fall on UTC days.
 */
async function mailboxZone(client: ReturnType<typeof graphClient>): Promise<string> {
  try {
    const settings = (await client.api('/me/mailboxSettings').select('timeZone').get()) as MailboxSettings;
    return ianaZone(settings?.timeZone) ?? 'UTC';
  } catch (err) {
    const f = graphFailure(err);
    if (f.status === 403 || f.status === 404) return 'UTC';
    throw calendarErrorOf(err, 'mailbox settings');
  }
}

/** The account's address and its calendars; the default calendar is the primary one. */
export async function listCalendars(credentials: CalendarCredentials): Promise<{ accountLabel: string; calendars: ExternalCalendar[] }> {
  const client = graphClient(credentials);
  const [me, listed, timeZone] = await Promise.all([
    graphCall('account', () => client.api('/me').select(['mail', 'userPrincipalName']).get() as Promise<User>),
    allPages<Calendar>(client, '/me/calendars?$select=id,name,isDefaultCalendar', 'calendars'),
    mailboxZone(client),
  ]);
  const calendars = listed.items
    .filter((c): c is Calendar & { id: string } => typeof c.id === 'string' && c.id !== '')
    .map((c) => ({ externalId: c.id, name: c.name?.trim() || 'Calendar', timeZone, primary: c.isDefaultCalendar === true }));
  return { accountLabel: me?.mail || me?.userPrincipalName || '', calendars };
}
