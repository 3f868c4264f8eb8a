import type { calendar_v3 } from '@googleapis/calendar';
import { DateTime } from 'luxon';
import { CalendarRequestError, type CalendarCredentials, type ExternalCalendar, type OutgoingEvent } from '../calendar-port';
import { googleCalendarApi } from './client';
import { SWITCHBOARD_EVENT_PROPERTY } from './events';
import { googleError, googleStatusOf } from './failure';

/** Google's event ids: base32hex (a–v, 0–9), 5 to 1024 characters. */
const GOOGLE_EVENT_ID = /^[0-9a-v]{5,1024}$/;

/**
 * The Google event id of a Switchboard event: its UUID without dashes (lowercase hex is base32hex). Choosing the id
 * is what makes a write idempotent: a retried insert meets its first copy as a 409 instead of making a second.
 */
export function googleEventIdOf(uuid: string): string {
  const id = uuid.replaceAll('-', '').toLowerCase();
  if (!GOOGLE_EVENT_ID.test(id)) throw new CalendarRequestError(`Google Calendar write: ${uuid} cannot be a Google event id`);
  return id;
}

/** An instant as Google reads it: the wall time and offset in the event's zone, or UTC when the zone is unknown. */
function timeOf(at: Date, timeZone: string): calendar_v3.Schema$EventDateTime {
  const local = DateTime.fromJSDate(at, { zone: timeZone });
  if (!local.isValid) return { dateTime: at.toISOString() };
  return { dateTime: local.toISO({ suppressMilliseconds: true }), timeZone };
}

/**
 * The Google event for a Switchboard event. No attendees: an attendee would be sent Google's invitation, which is
 * not what a copy into the owner's calendar is for. `status: confirmed` brings back a copy someone deleted, as
 * Google keeps deleted events and refuses their id to a new insert.
 */
function googleEventOf(event: OutgoingEvent): calendar_v3.Schema$Event {
  return {
    summary: event.title,
    description: event.description,
    location: event.location,
    start: timeOf(event.start, event.timeZone),
    end: timeOf(event.end, event.timeZone),
    status: 'confirmed',
    extendedProperties: { private: { [SWITCHBOARD_EVENT_PROPERTY]: event.id } },
  };
}

/**
 * Rewrites an existing copy with a patch, which leaves what the owner added to it (reminders, colour, notes in other
 * fields) alone. Null when the copy is not there (404): the caller inserts.
 */
async function patch(api: calendar_v3.Calendar, calendarId: string, eventId: string, body: calendar_v3.Schema$Event): Promise<string | null> {
  try {
    const res = await api.events.patch({ calendarId, eventId, sendUpdates: 'none', requestBody: body });
    return res.data.id ?? eventId;
  } catch (err) {
    if (googleStatusOf(err) === 404) return null;
    throw googleError(err, 'update event');
  }
}

/**
 * Writes the copy: a patch of `knownId` when an earlier write named it, else an insert under the id made from the
 * event's UUID, and when Google answers that id exists (409: an earlier write that was not recorded), a patch of it.
 */
export async function googleWrite(
  credentials: CalendarCredentials, calendar: ExternalCalendar, event: OutgoingEvent, knownId: string | null,
): Promise<{ externalEventId: string }> {
  const api = googleCalendarApi(credentials);
  const calendarId = calendar.externalId;
  const body = googleEventOf(event);
  if (knownId) {
    const patched = await patch(api, calendarId, knownId, body);
    if (patched) return { externalEventId: patched };
  }
  const id = googleEventIdOf(event.id);
  try {
    const res = await api.events.insert({ calendarId, sendUpdates: 'none', requestBody: { ...body, id } });
    return { externalEventId: res.data.id ?? id };
  } catch (err) {
    if (googleStatusOf(err) !== 409) throw googleError(err, 'insert event');
  }
  const patched = await patch(api, calendarId, id, body);
  if (!patched) throw new CalendarRequestError('Google Calendar write: the event id is taken but the event cannot be found', 409);
  return { externalEventId: patched };
}

/** Deletes the copy; one already deleted (410) or never there (404) is what was wanted. */
export async function googleRemove(credentials: CalendarCredentials, calendar: ExternalCalendar, externalEventId: string): Promise<void> {
  const api = googleCalendarApi(credentials);
  try {
    await api.events.delete({ calendarId: calendar.externalId, eventId: externalEventId, sendUpdates: 'none' });
  } catch (err) {
    const status = googleStatusOf(err);
    if (status === 404 || status === 410) return;
    throw googleError(err, 'delete event');
  }
}
