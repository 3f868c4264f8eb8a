import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { dropRadicaleCalendars, getIcs, makeRadicaleCalendar, RADICALE_USERS, radicaleUrl } from '../../../testing/radicale';
import { type CalendarCredentials, CalendarRequestError, type ExternalCalendar, type OutgoingEvent } from '../calendar-port';
import { caldavCalendar } from './calendar';

// Writing Switchboard's copies to a real Radicale: one object per event however often it is written, found again
// as Switchboard's own, moved in place, and deleted without fuss when it is already gone.

const window = { start: new Date('2026-10-01T00:00:00Z'), end: new Date('2027-01-01T00:00:00Z') };
let credentials: CalendarCredentials;
let calendar: ExternalCalendar;

const outgoing = (id: string, start: string, end: string): OutgoingEvent => ({
  id, title: 'Visit: Dana Reyes', description: 'Booked by phone; line two; "quotes", commas, and a\nnew line',
  start: new Date(start), end: new Date(end), timeZone: 'America/New_York', location: '12 Main St, Springfield',
  customerName: 'Dana Reyes', customerEmail: 'dana@example.com',
});

afterAll(dropRadicaleCalendars);
beforeEach(async () => {
  const serverUrl = await radicaleUrl();
  credentials = { kind: 'password', serverUrl, username: 'alice', password: RADICALE_USERS.alice };
  const url = await makeRadicaleCalendar('alice', RADICALE_USERS.alice, 'Writes');
  calendar = { externalId: url, name: 'Writes', timeZone: 'America/New_York', primary: true };
});

describe('write', () => {
  it('makes one object however often the same event is written, and reads it back as Switchboard own', async () => {
    const id = randomUUID();
    const first = await caldavCalendar.write(credentials, calendar, outgoing(id, '2026-11-10T15:00:00Z', '2026-11-10T16:00:00Z'), null);
    const again = await caldavCalendar.write(credentials, calendar, outgoing(id, '2026-11-10T15:30:00Z', '2026-11-10T16:30:00Z'), null);
    expect(first.externalEventId).toBe(`${new URL(calendar.externalId).pathname}${id}.ics`);
    expect(again).toEqual(first);

    const events = await caldavCalendar.eventsIn(credentials, calendar, window);
    expect(events).toEqual([{
      objectId: first.externalEventId, instanceId: first.externalEventId, allDay: false, busy: true, ownEventId: id, title: 'Visit: Dana Reyes',
      start: new Date('2026-11-10T15:30:00Z'), end: new Date('2026-11-10T16:30:00Z'),
    }]);

    // Unfolded (RFC 5545 §3.1): long lines arrive split at 75 octets.
    const text = (await getIcs(new URL(first.externalEventId, calendar.externalId).href))!.replace(/\r\n[ \t]/g, '');
    expect(text).toContain(`UID:${id}`);
    expect(text).toContain(`X-SWITCHBOARD-EVENT-ID:${id}`);
    expect(text).toContain('DTSTART:20261110T153000Z');
    expect(text).toContain('LOCATION:12 Main St\\, Springfield');
    expect(text).toContain('DESCRIPTION:Booked by phone\\; line two\\; "quotes"\\, commas\\, and a\\nnew line');
    expect(text).not.toMatch(/ATTENDEE|ORGANIZER/);
  });

  it('moves the object named by knownId in place', async () => {
    const id = randomUUID();
    const { externalEventId } = await caldavCalendar.write(credentials, calendar, outgoing(id, '2026-11-10T15:00:00Z', '2026-11-10T16:00:00Z'), null);
    const moved = await caldavCalendar.write(credentials, calendar, outgoing(id, '2026-11-12T18:00:00Z', '2026-11-12T19:00:00Z'), externalEventId);
    expect(moved.externalEventId).toBe(externalEventId);
    const events = await caldavCalendar.eventsIn(credentials, calendar, window);
    expect(events.map((e) => [e.objectId, e.start.toISOString(), e.ownEventId])).toEqual([[externalEventId, '2026-11-12T18:00:00.000Z', id]]);
  });

  it('shows the write in the next incremental read', async () => {
    const { cursor } = await caldavCalendar.changes(credentials, calendar, null, window);
    const id = randomUUID();
    const { externalEventId } = await caldavCalendar.write(credentials, calendar, outgoing(id, '2026-11-10T15:00:00Z', '2026-11-10T16:00:00Z'), null);
    const next = await caldavCalendar.changes(credentials, calendar, cursor, window);
    expect(next.full).toBe(false);
    expect(next.upserted.map((e) => [e.objectId, e.ownEventId])).toEqual([[externalEventId, id]]);
  });

  it('says what the server answered when it refuses the write', async () => {
    const bobs = await makeRadicaleCalendar('bob', RADICALE_USERS.bob, 'Not Alice');
    const err = await caldavCalendar.write(credentials, { ...calendar, externalId: bobs }, outgoing(randomUUID(), '2026-11-10T15:00:00Z', '2026-11-10T16:00:00Z'), null)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CalendarRequestError);
    expect((err as CalendarRequestError).status).toBe(403);
    expect((err as Error).message).toMatch(/^PUT \/bob\/.+\.ics answered 403/);
  });
});

describe('remove', () => {
  it('deletes the copy, and deleting it again is fine', async () => {
    const id = randomUUID();
    const { externalEventId } = await caldavCalendar.write(credentials, calendar, outgoing(id, '2026-11-10T15:00:00Z', '2026-11-10T16:00:00Z'), null);
    await caldavCalendar.remove(credentials, calendar, externalEventId);
    await caldavCalendar.remove(credentials, calendar, externalEventId);
    expect(await getIcs(new URL(externalEventId, calendar.externalId).href)).toBeNull();
    expect(await caldavCalendar.eventsIn(credentials, calendar, window)).toEqual([]);
  });
});
