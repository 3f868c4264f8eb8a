import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../../config';
import { startGoogleCalendarStandIn, type GoogleCalendarStandIn } from '../../../testing/stand-ins/google-calendar';
import { CalendarRequestError, type CalendarCredentials, type ExternalCalendar, type OutgoingEvent } from '../calendar-port';
import { googleCalendar } from './calendar';
import { googleEventIdOf } from './write';

// Writing Switchboard's events into a Google calendar: idempotent by an id made from the event's UUID, rewritten in
// place, removed once and again without error, and read back as Switchboard's own.

const NY = 'America/New_York';
const WINDOW = { start: new Date('2026-10-25T00:00:00Z'), end: new Date('2026-11-15T00:00:00Z') };
let google: GoogleCalendarStandIn;
let saved: Record<string, unknown>;
let creds: CalendarCredentials;
let cal: ExternalCalendar;

beforeAll(async () => {
  google = await startGoogleCalendarStandIn();
  saved = Object.fromEntries(Object.keys(google.config).map((k) => [k, config[k as keyof typeof config]]));
  Object.assign(config, google.config);
  creds = { kind: 'oauth', ...google.grant('owner@example.com', NY), expiresAt: null };
  cal = (await googleCalendar.listCalendars(creds)).calendars[0];
});
afterAll(async () => {
  Object.assign(config, saved);
  await google.close();
});

const outgoing = (over: Partial<OutgoingEvent> = {}): OutgoingEvent => ({
  id: randomUUID(), title: 'Visit: Ada Lovelace', description: 'Booked by Switchboard', start: new Date('2026-10-28T14:00:00Z'),
  end: new Date('2026-10-28T14:30:00Z'), timeZone: NY, location: '1 Main St', customerName: 'Ada Lovelace', customerEmail: 'ada@example.com', ...over,
});
const writes = () => google.requests.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && r.path.includes('/events'));

describe('writing an event', () => {
  it('inserts it under the id made from its UUID, marked as Switchboard’s, inviting no one', async () => {
    const event = outgoing();
    const { externalEventId } = await googleCalendar.write(creds, cal, event, null);
    expect(externalEventId).toBe(event.id.replaceAll('-', ''));
    const stored = google.event(cal.externalId, externalEventId)!;
    expect(stored).toMatchObject({
      status: 'confirmed', summary: 'Visit: Ada Lovelace', description: 'Booked by Switchboard', location: '1 Main St',
      start: { dateTime: '2026-10-28T10:00:00-04:00', timeZone: NY }, end: { dateTime: '2026-10-28T10:30:00-04:00', timeZone: NY },
      extendedProperties: { private: { switchboard_event_id: event.id } },
    });
    expect(stored.attendees).toBeUndefined();
    expect(writes().at(-1)!.query.get('sendUpdates')).toBe('none');
  });

  it('makes one copy when written twice: the second insert meets a 409 and rewrites the first', async () => {
    const event = outgoing();
    const before = google.liveEvents(cal.externalId).length;
    const first = await googleCalendar.write(creds, cal, event, null);
    const second = await googleCalendar.write(creds, cal, { ...event, title: 'Visit: Ada L.' }, null);
    expect(second).toEqual(first);
    expect(google.liveEvents(cal.externalId).length).toBe(before + 1);
    expect(google.event(cal.externalId, first.externalEventId)!.summary).toBe('Visit: Ada L.');
    expect(writes().slice(-3).map((r) => r.method)).toEqual(['POST', 'POST', 'PATCH']);
  });

  it('moves the copy when rewritten with its known id, clearing a location taken away', async () => {
    const event = outgoing();
    const { externalEventId } = await googleCalendar.write(creds, cal, event, null);
    const moved = { ...event, start: new Date('2026-10-30T18:00:00Z'), end: new Date('2026-10-30T19:00:00Z'), location: null };
    expect(await googleCalendar.write(creds, cal, moved, externalEventId)).toEqual({ externalEventId });
    expect(writes().at(-1)!.method).toBe('PATCH');
    const stored = google.event(cal.externalId, externalEventId)!;
    expect(stored.start).toEqual({ dateTime: '2026-10-30T14:00:00-04:00', timeZone: NY });
    expect(stored.location).toBeUndefined();
    const blocks = await googleCalendar.eventsIn(creds, cal, WINDOW);
    expect(blocks.filter((b) => b.ownEventId === event.id).map((b) => [b.start.toISOString(), b.end.toISOString()])).toEqual([
      ['2026-10-30T18:00:00.000Z', '2026-10-30T19:00:00.000Z'],
    ]);
  });

  it('brings back a copy someone deleted in Google', async () => {
    const event = outgoing();
    const { externalEventId } = await googleCalendar.write(creds, cal, event, null);
    google.deleteEvent(cal.externalId, externalEventId);
    await googleCalendar.write(creds, cal, event, externalEventId);
    expect(google.event(cal.externalId, externalEventId)!.status).toBe('confirmed');
  });

  it('inserts when the known id is no longer at Google', async () => {
    const event = outgoing();
    expect(await googleCalendar.write(creds, cal, event, 'abcdefunknown')).toEqual({ externalEventId: event.id.replaceAll('-', '') });
  });

  it('is read back as Switchboard’s own in the changes', async () => {
    const full = await googleCalendar.changes(creds, cal, null, WINDOW);
    const event = outgoing({ start: new Date('2026-11-03T15:00:00Z'), end: new Date('2026-11-03T16:00:00Z') });
    await googleCalendar.write(creds, cal, event, null);
    const next = await googleCalendar.changes(creds, cal, full.cursor, WINDOW);
    expect(next.upserted).toEqual([expect.objectContaining({ objectId: event.id.replaceAll('-', ''), ownEventId: event.id, busy: true, title: event.title })]);
  });

  it("says what Google refused", async () => {
    google.failNext(400, {}, 'invalid');
    await expect(googleCalendar.write(creds, cal, outgoing(), null)).rejects.toMatchObject({ name: 'CalendarRequestError', status: 400 });
  });
});

describe('the Google event id', () => {
  it('is the UUID without dashes, in base32hex', () => {
    expect(googleEventIdOf('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe('0f8fad5bd9cb469fa16570867728950e');
    expect(() => googleEventIdOf('not-a-uuid!')).toThrow(CalendarRequestError);
  });
});

describe('removing an event', () => {
  it('deletes the copy, and a second remove (410) or one never written (404) is fine', async () => {
    const { externalEventId } = await googleCalendar.write(creds, cal, outgoing(), null);
    await googleCalendar.remove(creds, cal, externalEventId);
    expect(google.event(cal.externalId, externalEventId)!.status).toBe('cancelled');
    await googleCalendar.remove(creds, cal, externalEventId);
    await googleCalendar.remove(creds, cal, 'neverwritten1');
    const deletes = google.requests.filter((r) => r.method === 'DELETE').slice(-3);
    expect(deletes.map((r) => r.query.get('sendUpdates'))).toEqual(['none', 'none', 'none']);
  });

  it('fails on anything else', async () => {
    google.failNext(500);
    await expect(googleCalendar.remove(creds, cal, 'whatever1')).rejects.toMatchObject({ name: 'CalendarRequestError', status: 500 });
  });
});
