import type { Event } from '@microsoft/microsoft-graph-types';
import { CalendarRequestError, type CalendarCredentials, type ExternalCalendar, type OutgoingEvent } from '../calendar-port';
import { calendarErrorOf, graphCall, graphClient, graphFailure, PREFER_UTC } from './client';
import { OWN_EVENT_PROPERTY } from './events';
import { graphUtc } from './zones';

type Client = ReturnType<typeof graphClient>;

/** The event as Graph takes it: times in UTC, Switchboard's UUID in its extended property, and no attendees (Graph would invite them). */
function graphEvent(event: OutgoingEvent): Event {
  return {
    subject: event.title.slice(0, 255),
    body: { contentType: 'text', content: event.description },
    start: graphUtc(event.start),
    end: graphUtc(event.end),
    location: { displayName: event.location ?? '' },
    showAs: 'busy',
    singleValueExtendedProperties: [{ id: OWN_EVENT_PROPERTY, value: event.id }],
  };
}

/** The copy of the event in the mailbox, found by its extended property; null when there is none. */
async function findOwn(client: Client, calendar: ExternalCalendar, eventId: string): Promise<string | null> {
  const filter = encodeURIComponent(`singleValueExtendedProperties/any(ep: ep/id eq '${OWN_EVENT_PROPERTY}' and ep/value eq '${eventId.replaceAll("'", "''")}')`);
  const found = (await graphCall('find the copy', () =>
    client.api(`/me/calendars/${encodeURIComponent(calendar.externalId)}/events?$filter=${filter}&$select=id&$top=1`).get(),
  )) as { value?: Event[] };
  return found?.value?.[0]?.id ?? null;
}

/**
 * Creates the copy. `transactionId` is the UUID, so Graph answers a retried create with the copy the first one made;
 * should it refuse the repeat instead (409), the copy is found by its extended property.
 */
async function create(client: Client, calendar: ExternalCalendar, event: OutgoingEvent): Promise<string> {
  try {
    const created = (await client
      .api(`/me/calendars/${encodeURIComponent(calendar.externalId)}/events`)
      .header('Prefer', PREFER_UTC)
      .post({ ...graphEvent(event), transactionId: event.id })) as Event;
    if (!created?.id) throw new CalendarRequestError('Microsoft Graph created the event without an id');
    return created.id;
  } catch (err) {
    if (graphFailure(err).status === 409) {
      const id = await findOwn(client, calendar, event.id);
      if (id) return id;
    }
    throw calendarErrorOf(err, 'create the event');
  }
}

/**
 * Writes (or rewrites) Switchboard's event. With `knownId` the copy is changed in place (a move keeps its id); a
 * copy deleted in Outlook since is made again.
 */
export async function write(credentials: CalendarCredentials, calendar: ExternalCalendar, event: OutgoingEvent, knownId: string | null): Promise<{ externalEventId: string }> {
  const client = graphClient(credentials);
  if (knownId) {
    try {
      await client.api(`/me/events/${encodeURIComponent(knownId)}`).header('Prefer', PREFER_UTC).patch(graphEvent(event));
      return { externalEventId: knownId };
    } catch (err) {
      if (graphFailure(err).status !== 404) throw calendarErrorOf(err, 'update the event');
    }
  }
  return { externalEventId: await create(client, calendar, event) };
}

/** Deletes the copy; one already gone (404) is what was asked. */
export async function remove(credentials: CalendarCredentials, _calendar: ExternalCalendar, externalEventId: string): Promise<void> {
  const client = graphClient(credentials);
  try {
    await client.api(`/me/events/${encodeURIComponent(externalEventId)}`).delete();
  } catch (err) {
    if (graphFailure(err).status === 404) return;
    throw calendarErrorOf(err, 'delete the event');
  }
}
