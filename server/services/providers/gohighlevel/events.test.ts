import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../../config';
import { at } from '../../../testing/calendar-fixtures';
import { type HighLevelStandIn, startHighLevelStandIn } from '../../../testing/stand-ins/gohighlevel';
import type { CalendarCredentials, ExternalCalendar } from '../calendar-port';
import { gohighlevelCalendar } from './calendar';

// What a HighLevel calendar's appointments and blocked slots block, read over real HTTP against the stand-in.

let ghl: HighLevelStandIn;
let saved: Partial<typeof config>;
let credentials: CalendarCredentials;
let calendar: ExternalCalendar;
let other: ExternalCalendar;
const window = { start: new Date(at(-1, '00:00')), end: new Date(at(30, '00:00')) };
const ids: Record<string, string> = {};

beforeAll(async () => {
  ghl = await startHighLevelStandIn();
  ghl.addLocation({ id: 'loc-ev', name: 'Harbour Physio', timezone: 'Europe/Dublin' });
  calendar = { externalId: ghl.addCalendar('loc-ev', 'Sessions'), name: 'Sessions', timeZone: 'Europe/Dublin', primary: false };
  other = { externalId: ghl.addCalendar('loc-ev', 'Classes'), name: 'Classes', timeZone: 'Europe/Dublin', primary: false };
  credentials = { kind: 'token', token: ghl.addPrivateToken('loc-ev'), locationId: 'loc-ev' };
  ids.booked = ghl.addAppointment(calendar.externalId, { startTime: at(2, '09:00'), endTime: at(2, '10:00'), title: 'Knee follow-up' });
  // HighLevel answers times with the location's offset.
  ids.offset = ghl.addAppointment(calendar.externalId, { startTime: `${at(3, '11:00').slice(0, 10)}T11:00:00+01:00`, endTime: `${at(3, '11:00').slice(0, 10)}T11:45:00+01:00` });
  ids.cancelled = ghl.addAppointment(calendar.externalId, { startTime: at(4, '09:00'), endTime: at(4, '10:00'), appointmentStatus: 'cancelled' });
  ids.blocked = ghl.addBlockedSlot(calendar.externalId, { startTime: at(5, '12:00'), endTime: at(5, '13:00'), title: 'Lunch' });
  ids.ours = ghl.addBlockedSlot(calendar.externalId, { startTime: at(6, '15:00'), endTime: at(6, '16:00'), title: 'Call [switchboard:0b0e0a3c-5c4f-4e8e-9d57-0a5b6c7d8e9f]' });
  ids.later = ghl.addAppointment(calendar.externalId, { startTime: at(45, '09:00'), endTime: at(45, '10:00') });
  ids.elsewhere = ghl.addAppointment(other.externalId, { startTime: at(2, '09:00'), endTime: at(2, '10:00') });
  const values = ghl.config();
  saved = Object.fromEntries(Object.keys(values).map((k) => [k, config[k as keyof typeof config]]));
  Object.assign(config, values);
});

afterAll(async () => {
  Object.assign(config, saved);
  await ghl.close();
});

describe('a HighLevel calendar\'s busy time', () => {
  it('is its appointments and blocked slots in the window; a cancelled appointment holds none', async () => {
    const events = await gohighlevelCalendar.eventsIn(credentials, calendar, window);
    const byId = Object.fromEntries(events.map((e) => [e.objectId, e]));
    expect(Object.keys(byId).sort()).toEqual([ids.booked, ids.offset, ids.cancelled, ids.blocked, ids.ours].sort());
    expect(byId[ids.booked]).toEqual({
      objectId: ids.booked,
      instanceId: ids.booked,
      start: new Date(at(2, '09:00')),
      end: new Date(at(2, '10:00')),
      allDay: false,
      busy: true,
      title: 'Knee follow-up',
    });
    expect(byId[ids.offset].start).toEqual(new Date(`${at(3, '10:00').slice(0, 10)}T10:00:00Z`));
    expect(byId[ids.cancelled].busy).toBe(false);
    expect(byId[ids.blocked]).toMatchObject({ busy: true, title: 'Lunch' });
    expect(byId[ids.ours]).toMatchObject({ busy: true, ownEventId: '0b0e0a3c-5c4f-4e8e-9d57-0a5b6c7d8e9f', title: 'Call' });
    const asked = ghl.requests.filter((r) => r.path === '/calendars/events' || r.path === '/calendars/blocked-slots').slice(-2);
    for (const r of asked) {
      expect(r.query.get('calendarId')).toBe(calendar.externalId);
      expect(r.query.get('startTime')).toBe(String(window.start.getTime()));
      expect(r.query.get('endTime')).toBe(String(window.end.getTime()));
    }
  });

  it('is read whole each time: HighLevel keeps no sync token', async () => {
    const read = await gohighlevelCalendar.changes(credentials, calendar, 'anything', window);
    expect(read).toMatchObject({ full: true, cursor: null, removed: [] });
    expect(read.upserted).toHaveLength(5);
  });
});
