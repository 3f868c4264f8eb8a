import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteIcs, dropRadicaleCalendars, makeRadicaleCalendar, putIcs, RADICALE_USERS, radicaleUrl } from '../../../testing/radicale';
import type { CalendarCredentials, ExternalCalendar } from '../calendar-port';
import { caldavCalendar } from './calendar';
import { davContext } from './client';
import { objectsNamed } from './read';

// Reading a calendar's changes on a real Radicale: a full read with a sync token (RFC 6578), then only what was
// added, changed or deleted since, and a full read again when the server no longer knows the token.

const window = { start: new Date('2026-10-01T00:00:00Z'), end: new Date('2027-01-01T00:00:00Z') };
let credentials: CalendarCredentials;
let calendar: ExternalCalendar;

const event = (uid: string, start: string, end: string, ...extra: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Tests//EN',
  'BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20260901T000000Z', `DTSTART:${start}`, `DTEND:${end}`, ...extra, 'END:VEVENT', 'END:VCALENDAR', ''].join('\n');
const pathOf = (url: string) => new URL(url).pathname;

afterAll(dropRadicaleCalendars);
beforeEach(async () => {
  const serverUrl = await radicaleUrl();
  credentials = { kind: 'password', serverUrl, username: 'alice', password: RADICALE_USERS.alice };
  const url = await makeRadicaleCalendar('alice', RADICALE_USERS.alice, 'Changes');
  calendar = { externalId: url, name: 'Changes', timeZone: 'UTC', primary: true };
});

describe('changes', () => {
  it('reads the whole window first, then only what was added, changed and deleted', async () => {
    const a = `${calendar.externalId}a.ics`;
    const b = `${calendar.externalId}b.ics`;
    await putIcs(a, event('a', '20261110T090000Z', '20261110T100000Z', 'SUMMARY:A'));
    await putIcs(b, event('b', '20261111T090000Z', '20261111T100000Z'));
    await putIcs(`${calendar.externalId}outside.ics`, event('outside', '20270210T090000Z', '20270210T100000Z'));

    const first = await caldavCalendar.changes(credentials, calendar, null, window);
    expect(first.full).toBe(true);
    expect(first.cursor).toMatch(/^sync:/);
    expect(first.upserted.map((e) => [e.objectId, e.instanceId, e.start.toISOString(), e.title])).toEqual([
      [pathOf(a), pathOf(a), '2026-11-10T09:00:00.000Z', 'A'],
      [pathOf(b), pathOf(b), '2026-11-11T09:00:00.000Z', undefined],
    ]);

    const quiet = await caldavCalendar.changes(credentials, calendar, first.cursor, window);
    expect(quiet).toEqual({ upserted: [], removed: [], cursor: first.cursor, full: false });

    const c = `${calendar.externalId}c.ics`;
    await putIcs(c, event('c', '20261112T090000Z', '20261112T093000Z'));
    await putIcs(a, event('a', '20261110T130000Z', '20261110T140000Z', 'SUMMARY:A moved'));
    await deleteIcs(b);
    const second = await caldavCalendar.changes(credentials, calendar, quiet.cursor, window);
    expect(second.full).toBe(false);
    expect(second.cursor).not.toBe(first.cursor);
    expect(second.removed).toEqual([pathOf(b)]);
    expect(second.upserted.map((e) => [e.objectId, e.start.toISOString(), e.end.toISOString()]).sort()).toEqual([
      [pathOf(a), '2026-11-10T13:00:00.000Z', '2026-11-10T14:00:00.000Z'],
      [pathOf(c), '2026-11-12T09:00:00.000Z', '2026-11-12T09:30:00.000Z'],
    ]);

    const third = await caldavCalendar.changes(credentials, calendar, second.cursor, window);
    expect(third).toMatchObject({ upserted: [], removed: [], full: false });
  });

  it('removes an object whose times all moved out of the window', async () => {
    const a = `${calendar.externalId}leaving.ics`;
    await putIcs(a, event('leaving', '20261110T090000Z', '20261110T100000Z'));
    const first = await caldavCalendar.changes(credentials, calendar, null, window);
    await putIcs(a, event('leaving', '20270310T090000Z', '20270310T100000Z'));
    const next = await caldavCalendar.changes(credentials, calendar, first.cursor, window);
    expect(next).toMatchObject({ upserted: [], removed: [pathOf(a)], full: false });
  });

  it('reads the whole window again when the server no longer knows the token', async () => {
    await putIcs(`${calendar.externalId}x.ics`, event('x', '20261110T090000Z', '20261110T100000Z'));
    const first = await caldavCalendar.changes(credentials, calendar, null, window);
    const stale = 'sync:http://radicale.org/ns/sync/0000000000000000000000000000000000000000000000000000000000000000';
    const again = await caldavCalendar.changes(credentials, calendar, stale, window);
    expect(again.full).toBe(true);
    expect(again.cursor).toBe(first.cursor);
    expect(again.upserted.map((e) => e.objectId)).toEqual([pathOf(`${calendar.externalId}x.ics`)]);
  });

  it('answers an object deleted between the sync report and the multiget as gone', async () => {
    const here = `${calendar.externalId}here.ics`;
    await putIcs(here, event('here', '20261110T090000Z', '20261110T100000Z'));
    const ctx = davContext(credentials);
    const named = await objectsNamed(ctx, calendar.externalId, [pathOf(here), pathOf(`${calendar.externalId}gone.ics`)]);
    expect(named.found.map((o) => o.href)).toEqual([pathOf(here)]);
    expect(named.gone).toEqual([pathOf(`${calendar.externalId}gone.ics`)]);
  });

  it('answers the same times from eventsIn as from a full read', async () => {
    await putIcs(`${calendar.externalId}y.ics`, event('y', '20261110T090000Z', '20261110T100000Z'));
    const full = await caldavCalendar.changes(credentials, calendar, null, window);
    expect(await caldavCalendar.eventsIn(credentials, calendar, window)).toEqual(full.upserted);
  });
});
