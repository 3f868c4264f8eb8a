import type { BlockSlotCreateRequestDTO } from '@gohighlevel/api-client/dist/lib/code/calendars/models/calendars';
import type { CalendarCredentials, ExternalCalendar, OutgoingEvent } from '../calendar-port';
import { type HighLevelClient, locationOf, statusOf, withClient } from './client';
import { blockedSlotsIn } from './events';
import { markedTitle, markerOf } from './marker';

/**
 * How far from the event's time a copy written earlier is looked for when its id was never learnt (the answer to
 * the create was lost). A copy is only ever moved through its known id, so a lost one sits at the event's time.
 */
const SEARCH_MARGIN_MS = 7 * 86_400_000;

/**
 * Writes the event as a blocked slot of the calendar: what Switchboard puts in a person's HighLevel calendar is their
 * own busy time, and an appointment would need a HighLevel contact to book it for (creating one would add a person
 * to the location's CRM). A blocked slot keeps a title and times only: the title carries the event's UUID, by which
 * a write whose answer was lost is found again instead of made twice. A known id that HighLevel no longer has (the
 * owner deleted the slot) is written anew.
 */
export async function write(credentials: CalendarCredentials, calendar: ExternalCalendar, event: OutgoingEvent, knownId: string | null): Promise<{ externalEventId: string }> {
  const locationId = locationOf(credentials);
  const slot: BlockSlotCreateRequestDTO = {
    locationId,
    calendarId: calendar.externalId,
    title: markedTitle(event.title, event.id),
    startTime: event.start.toISOString(),
    endTime: event.end.toISOString(),
  };
  return withClient(credentials, async (client) => {
    const existing = (knownId && (await rewrite(client, knownId, slot))) || (await findWritten(client, locationId, calendar.externalId, event));
    if (existing) {
      if (existing !== knownId) await client.hl.calendars.editBlockSlot({ eventId: existing }, slot);
      return { externalEventId: existing };
    }
    const created = await client.hl.calendars.createBlockSlot(slot);
    return { externalEventId: created.id };
  });
}

/** Rewrites the slot of the known id; null when HighLevel has no such slot any more. */
async function rewrite(client: HighLevelClient, id: string, slot: BlockSlotCreateRequestDTO): Promise<string | null> {
  try {
    await client.hl.calendars.editBlockSlot({ eventId: id }, slot);
    return id;
  } catch (err) {
    if (statusOf(err) === 404) return null;
    throw err;
  }
}

/** The id of a slot already written for this event around its time, if any. */
async function findWritten(client: HighLevelClient, locationId: string, calendarId: string, event: OutgoingEvent): Promise<string | null> {
  const window = { start: new Date(event.start.getTime() - SEARCH_MARGIN_MS), end: new Date(event.end.getTime() + SEARCH_MARGIN_MS) };
  const slots = await blockedSlotsIn(client, locationId, calendarId, window);
  return slots.find((s) => markerOf(s.title) === event.id.toLowerCase())?.id ?? null;
}

/** Deletes the slot (HighLevel deletes appointments and blocked slots alike by event id); one gone is no error. */
export async function remove(credentials: CalendarCredentials, _calendar: ExternalCalendar, externalEventId: string): Promise<void> {
  await withClient(credentials, async (client) => {
    try {
      await client.hl.calendars.deleteEvent({ eventId: externalEventId }, {});
    } catch (err) {
      if (statusOf(err) !== 404) throw err;
    }
  });
}
